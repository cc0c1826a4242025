import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testApp } from '../../testing/test-app';

/** A web build whose index.html and one hashed chunk are named after `release`. */
function writeBuild(root: string, release: string): string {
  const webDir = path.join(root, `web-${release}`);
  fs.mkdirSync(path.join(webDir, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    `<!doctype html><title>${release}</title><script type="module" src="/assets/main-${release}.js"></script><div id="root"></div>`,
  );
  fs.writeFileSync(path.join(webDir, 'assets', `main-${release}.js`), `console.log('${release}')`);
  fs.writeFileSync(
    path.join(webDir, 'assets', `screen-${release}.js`),
    `export const screen = '${release}';`,
  );
  return webDir;
}

/** The server of one release on the shop's data folder: started, asked for `urls`, stopped. */
async function serve(webDir: string, dataDir: string, urls: string[]) {
  const app = await testApp('pglite', { webDir, dataDir, demoContent: false });
  try {
    return await Promise.all(urls.map((url) => app.inject(url)));
  } finally {
    await app.close();
  }
}

// Each test starts the server more than once, over the PGlite database: slow on a loaded machine.
describe("a tab left open across upgrades gets its release's files", { timeout: 120_000 }, () => {
  let root: string;
  let dataDir: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-releases-'));
    dataDir = path.join(root, 'data');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("serves the last two releases' chunks beside the running one's, cached for good", async () => {
    await serve(writeBuild(root, 'one'), dataDir, []);
    await serve(writeBuild(root, 'two'), dataDir, []);
    const [own, earlier, oldest, missing] = await serve(writeBuild(root, 'three'), dataDir, [
      '/assets/screen-three.js',
      '/assets/screen-two.js',
      '/assets/screen-one.js',
      '/assets/screen-none.js',
    ]);
    expect(own?.body).toContain("'three'");
    expect(earlier?.statusCode).toBe(200);
    expect(earlier?.body).toContain("'two'");
    expect(earlier?.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(oldest?.statusCode).toBe(200);
    expect(oldest?.body).toContain("'one'");
    expect(missing?.statusCode).toBe(404);
  });

  it('lets go of a release once three newer ones have started', async () => {
    for (const release of ['one', 'two', 'three']) await serve(writeBuild(root, release), dataDir, []);
    const [gone, kept] = await serve(writeBuild(root, 'four'), dataDir, [
      '/assets/screen-one.js',
      '/assets/screen-two.js',
    ]);
    expect(gone?.statusCode).toBe(404);
    expect(kept?.statusCode).toBe(200);
    expect(fs.readdirSync(path.join(dataDir, 'web-assets')).sort()).toHaveLength(4);
  });

  it('keeps nothing twice when the same release restarts', async () => {
    const webDir = writeBuild(root, 'one');
    await serve(webDir, dataDir, []);
    await serve(webDir, dataDir, []);
    const kept = JSON.parse(fs.readFileSync(path.join(dataDir, 'web-assets', 'builds.json'), 'utf8'));
    expect(kept.builds).toHaveLength(1);
  });
});
