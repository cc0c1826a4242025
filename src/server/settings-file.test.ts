import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { writeInstallation } from './installation';
import { projectRoot } from './paths';
import { readSettings } from './settings-file';

/** The service's settings file as `install` writes it, in a folder of the test's own. */
let dir: string;
let release: string;
let serviceFile: string;
const places = () => ({ dotEnv: path.join(release, '.env'), root: release });

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-settings-'));
  // Open to other users, as /etc/stagefront and a release folder are: only the file is closed.
  fs.chmodSync(dir, 0o755);
  release = path.join(dir, 'release');
  fs.mkdirSync(release);
  serviceFile = path.join(dir, 'stagefront.env');
  fs.writeFileSync(serviceFile, '# the shop\nDATA_DIR=/var/lib/stagefront\nPORT=3100\n');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function install() {
  writeInstallation(release, {
    service: 'stagefront',
    user: 'stagefront',
    home: '/srv/stagefront',
    settingsFile: serviceFile,
    unitFile: '/etc/systemd/system/stagefront.service',
  });
}

describe('the settings file', () => {
  it('of the service is read by an installed release only: a clone on the same machine reads none', () => {
    expect(readSettings({}, places()).file).toBeNull();
    install();
    const settings = readSettings({}, places());
    expect(settings.file).toBe(serviceFile);
    expect(settings.env.PORT).toBe('3100');
  });

  it("of a trial is the checkout's .env, and SETTINGS_FILE names another", () => {
    fs.writeFileSync(path.join(release, '.env'), 'PORT=3200\n');
    expect(readSettings({}, places()).env.PORT).toBe('3200');
    expect(readSettings({ SETTINGS_FILE: serviceFile }, places()).env.PORT).toBe('3100');
  });

  it('gives way to the environment, as systemd lines do', () => {
    install();
    expect(readSettings({ PORT: '3300' }, places()).env.PORT).toBe('3300');
  });

  it('that is there but cannot be read is an error naming it and the fix, never a fallback', () => {
    install();
    fs.chmodSync(serviceFile, 0o640);
    if (process.geteuid?.() !== 0) {
      fs.chmodSync(serviceFile, 0o000);
      expect(() => readSettings({}, places())).toThrow(/cannot be read by .* \(permission denied\)/);
      return;
    }
    // As root (CI), read as another user, as an admin outside the service's group would.
    const script = `import('./src/server/settings-file.ts').then((m) => {
      try { m.readSettings({}, ${JSON.stringify(places())}); console.log('read'); }
      catch (error) { console.log(error.message); }
    })`;
    const asNobody = spawnSync(
      'setpriv',
      ['--reuid=65534', '--regid=65534', '--clear-groups', process.execPath, '--import', 'tsx', '-e', script],
      { cwd: projectRoot, encoding: 'utf8', env: { ...process.env, HOME: os.tmpdir() } },
    );
    expect(asNobody.stdout).toMatch(
      new RegExp(
        `The settings file ${serviceFile} cannot be read by nobody \\(permission denied\\).*sudo -u stagefront`,
      ),
    );
  });

  it('that is a folder is an error', () => {
    fs.rmSync(serviceFile);
    fs.mkdirSync(serviceFile);
    install();
    expect(() => readSettings({}, places())).toThrow(`The settings file ${serviceFile} is a folder`);
  });

  it('named but missing is an error', () => {
    expect(() => readSettings({ SETTINGS_FILE: path.join(dir, 'nope.env') }, places())).toThrow(
      'there is no such file',
    );
  });

  it('names the file and line of a bad value', () => {
    fs.writeFileSync(serviceFile, 'DATA_DIR=/tmp/x\n\nPORT=abc\n');
    install();
    const settings = readSettings({}, places());
    expect(() => loadConfig(settings.env, settings.origin)).toThrow(`PORT (${serviceFile}, line 3):`);
    expect(() =>
      loadConfig({ ...settings.env, PORT: 'x' }, readSettings({ PORT: 'x' }, places()).origin),
    ).toThrow('PORT (the environment):');
  });
});

describe('DATABASE_URL', () => {
  it.each([
    ['mysql://shop@db/shop', 'mysql:// is another kind of database'],
    ['not-a-url', 'It is not a PostgreSQL URL.'],
    ['postgres://', 'It is not a PostgreSQL URL.'],
  ])('refuses %s with a message saying how to write it', (url, message) => {
    expect(() => loadConfig({ DATABASE_URL: url })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: url })).toThrow(message);
    expect(() => loadConfig({ DATABASE_URL: url })).toThrow('postgres://USER:PASSWORD@HOST:5432/DATABASE');
  });

  it('takes postgres:// and postgresql:// URLs, and blank as unset', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://a:b@127.0.0.1:5432/shop' }).databaseUrl).toContain(
      'postgres://',
    );
    expect(loadConfig({ DATABASE_URL: 'postgresql://a@db.example.com/shop' }).databaseUrl).toContain(
      'postgresql',
    );
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });
});
