// A stand-in for systemd in the upgrade test (e2e/upgrade.spec.ts): `start` runs the documented
// unit's command in the release `current` points at, as systemd does, and returns at once;
// `stop` sends SIGTERM and waits for the server to go. The unit's words come in FAKE_SERVICE_UNIT
// (JSON: execStart, environment, home — the unit's own /srv/stagefront); the state (pid, log) lives
// in FAKE_SERVICE_DIR; STAGEFRONT_HOME is the test's stand-in for /srv/stagefront.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const unit = JSON.parse(process.env.FAKE_SERVICE_UNIT ?? '{}');
const home = process.env.STAGEFRONT_HOME ?? '';
const state = process.env.FAKE_SERVICE_DIR ?? '';
const pidFile = path.join(state, 'pid');

/** Alive, and not a zombie waiting for a parent that is gone to collect it. */
function running(pid) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^State:\s+Z/m.test(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return false;
  }
}

const action = process.argv[2];
if (action === 'start') {
  // systemd resolves WorkingDirectory when the service starts: the link's target at that moment.
  const cwd = fs.realpathSync(path.join(home, 'current'));
  const [program, ...args] = unit.execStart.map((word) => word.replace(`${unit.home}/current`, cwd));
  const log = fs.openSync(path.join(state, 'log'), 'a');
  const server = spawn(program, args, {
    cwd,
    env: { PATH: process.env.PATH, ...unit.environment, SETTINGS_FILE: process.env.SETTINGS_FILE },
    detached: true,
    stdio: ['ignore', log, log],
  });
  fs.writeFileSync(pidFile, String(server.pid));
  server.unref();
} else if (action === 'stop') {
  const pid = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8')) : 0;
  if (pid && running(pid)) {
    process.kill(pid, 'SIGTERM');
    for (let waited = 0; running(pid) && waited < 30_000; waited += 100) await sleep(100);
    if (running(pid)) process.kill(pid, 'SIGKILL');
  }
  fs.rmSync(pidFile, { force: true });
} else {
  console.error('Usage: fake-service.mjs start|stop');
  process.exit(2);
}
