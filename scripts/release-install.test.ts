import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, expect, it } from 'vitest';
import { extractRelease, packRelease, verifyChecksum } from './release-archive.mjs';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './server-runtime.mjs';

/**
 * A production install from the release archive, as a server does it: unpack, `npm ci --omit=dev`
 * (from npm's cache: no Vite, no build), and the built server started by the service's command,
 * as another user than the one who built it when run as root. A couple of minutes, most of it
 * npm: run once in CI, with RELEASE_INSTALL_TEST=1.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-release-install-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

it.runIf(process.env.RELEASE_INSTALL_TEST === '1')(
  'installs from the archive with production dependencies only, and the server starts from it',
  async () => {
    const packed = await packRelease({
      outDir: path.join(dir, 'out'),
      mtime: new Date('2026-11-01T12:00:00Z'),
    });
    await verifyChecksum(packed.archive);
    const release = path.join(dir, 'release');
    await extractRelease(packed.archive, release);

    const started = performance.now();
    execFileSync('npm', ['ci', '--omit=dev', '--offline', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: release,
      stdio: 'inherit',
    });
    console.info(`npm ci --omit=dev: ${((performance.now() - started) / 1000).toFixed(0)} s`);
    const node = path.join(release, 'node_modules/.bin/node');
    expect(fs.existsSync(path.join(release, 'node_modules/vite'))).toBe(false);
    // The commands' scripts see a build they cannot and need not redo.
    const state = execFileSync(
      node,
      [
        '--input-type=module',
        '-e',
        "import { buildState, canBuild } from './scripts/build-state.mjs'; console.log(canBuild(), buildState(['dist/web/index.html', 'dist/server/server.js']))",
      ],
      { cwd: release, encoding: 'utf8' },
    );
    expect(state.trim()).toBe('false fresh');

    // The service's user owns only its data folder; the release stays the builder's (root's).
    const asService = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
    const dataDir = path.join(dir, 'data');
    fs.mkdirSync(dataDir, { mode: 0o750 });
    if (asService.uid !== undefined) fs.chownSync(dataDir, asService.uid, asService.gid);
    fs.chmodSync(dir, 0o755);
    const port = await freePort();
    const server = spawn(node, [...SERVER_NODE_FLAGS, 'dist/server/server.js'], {
      cwd: release,
      ...asService,
      env: {
        PATH: process.env.PATH,
        ...SERVER_ENV,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        DEMO_CONTENT: 'false',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    server.stderr.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    try {
      let health: { status?: string; version?: string } | null = null;
      for (let tries = 0; tries < 240 && !health && server.exitCode === null; tries++) {
        health = await fetch(`http://127.0.0.1:${port}/api/health`)
          .then((answer) => (answer.ok ? answer.json() : null))
          .catch(() => null);
        if (!health) await sleep(500);
      }
      expect(health, output).toEqual({ status: 'ok', version: packed.version });
      expect(output).toMatch(/Stagefront [\d.]+ is running/);
      expect(await (await fetch(`http://127.0.0.1:${port}/api/products`)).json()).toEqual([]);
    } finally {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
    }
  },
  600_000,
);
