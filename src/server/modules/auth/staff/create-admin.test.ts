import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { DEFAULT_PASSWORD_POLICY } from '../../../../domain/auth/password-policy';
import { addStaffAccount } from '../../../control/shop-work';
import { projectRoot } from '../../../paths';
import type { Prompter } from '../../../terminal/prompt';
import { login, staffApp } from '../../../testing/staff';
import { describeEachEngine } from '../../../testing/test-app';
import { CommandError, type CreateAdminDeps, createAdmin } from './create-admin';

function pipedAnswers(...answers: string[]): Prompter {
  return { interactive: false, hidden: async () => answers.shift() ?? '', close() {} };
}

describeEachEngine('create-admin command', (engine) => {
  let app: FastifyInstance;
  let deps: CreateAdminDeps;
  const printed: string[] = [];
  beforeAll(async () => {
    app = await staffApp(engine);
    deps = {
      config: { passwordPolicy: DEFAULT_PASSWORD_POLICY, publicUrl: 'http://localhost:3000' },
      store: (email, passwordHash) => addStaffAccount(app.database.db, email, passwordHash),
      prompter: pipedAnswers(),
      print: (line) => printed.push(line),
    };
  });
  afterAll(() => app.close());

  it('creates a staff account who can then sign in', async () => {
    await createAdmin('Ada@Example.com', { ...deps, prompter: pipedAnswers('opening-act') });
    expect(printed.at(-1)).toBe(
      'Staff account created for ada@example.com. Sign in at http://localhost:3000/login',
    );
    const response = await login(app, { email: 'ada@example.com', password: 'opening-act' }, '192.0.2.200');
    expect(response.statusCode).toBe(200);
  });

  it('reads the password from the prompt', async () => {
    await createAdmin('bo@example.com', { ...deps, prompter: pipedAnswers('soundcheck') });
    const response = await login(app, { email: 'bo@example.com', password: 'soundcheck' }, '192.0.2.201');
    expect(response.statusCode).toBe(200);
  });

  it('enforces the password policy before storing anything', async () => {
    const store = vi.fn(deps.store);
    const short = createAdmin('cy@example.com', { ...deps, store, prompter: pipedAnswers('abc', 'abc') });
    await expect(short).rejects.toThrow(CommandError);
    await expect(short).rejects.toThrow('That password is not allowed: Use at least 6 characters.');
    const strict = { ...DEFAULT_PASSWORD_POLICY, requireUppercase: true, requireNumeric: true };
    await expect(
      createAdmin('cy@example.com', {
        ...deps,
        store,
        prompter: pipedAnswers('lowercase'),
        config: { ...deps.config, passwordPolicy: strict },
      }),
    ).rejects.toThrow('Include an uppercase letter. Include a number.');
    expect(store).not.toHaveBeenCalled();
  });

  it('refuses a missing or invalid email, and an email already in use', async () => {
    await expect(createAdmin(undefined, deps)).rejects.toThrow('An email is needed.');
    await expect(createAdmin('not-an-email', deps)).rejects.toThrow(
      'not-an-email is not a valid email address.',
    );
    await expect(
      createAdmin('ADA@example.com', { ...deps, prompter: pipedAnswers('kettle-drum-7') }),
    ).rejects.toThrow('A staff account for ada@example.com already exists.');
  });
});

it('runs as `npm run admin:create` on the embedded database', async () => {
  const run = promisify(execFile);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-cli-'));
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' };
  const cli = (args: string[], password: string) => {
    const command = run('npm', ['run', '--silent', 'admin:create', '--', ...args], { cwd: projectRoot, env });
    command.child.stdin?.end(`${password}\n`);
    return command;
  };
  try {
    await expect(cli(['--email', 'weak@example.com'], '123')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Use at least 6 characters.'),
    });
    // A password on the command line would stay in the shell's history, in ps and in npm's logs.
    await expect(cli(['--email', 'dee@example.com', '--password', 'backstage'], '')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('A password is never given on the command line'),
    });
    const { stdout } = await cli(['--email', 'dee@example.com'], 'backstage');
    expect(stdout).toContain('Staff account created for dee@example.com.');
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);
