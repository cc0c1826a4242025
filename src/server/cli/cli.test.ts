import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open';
import { staff } from '../db/schema';
import { projectRoot } from '../paths';
import { freshPostgres } from '../testing/test-database';

const run = promisify(execFile);

/**
 * The maintenance command as a team runs it, with nothing but the given environment's settings;
 * `answer` is typed on its standard input (a password is never an argument).
 */
function cli(args: string[], env: NodeJS.ProcessEnv, answer = '') {
  const { DATABASE_URL: _, DATA_DIR: __, DEMO_CONTENT: ___, ...rest } = process.env;
  // Node with tsx's loader, as npm run cli does, without npm's own start-up each time.
  const command = run(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', ...args], {
    cwd: projectRoot,
    env: { ...rest, ...env },
  });
  command.child.stdin?.end(answer ? `${answer}\n` : '');
  return command;
}

describe('the maintenance commands', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-cli-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('refuses a flag they do not know, and write nothing', async () => {
    const dataDir = path.join(dir, 'typo');
    const typo = cli(['create-admin', '--emial', 'a@example.com'], { DATA_DIR: dataDir }, 'secret-123');
    await expect(typo).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/unknown option '--emial'[\s\S]*stagefront <command> --help/),
    });
    expect(fs.existsSync(dataDir)).toBe(false);
  }, 60_000);

  it('refuse an unknown command and a word too many', async () => {
    await expect(cli(['creat-admin'], {})).rejects.toMatchObject({
      stderr: expect.stringContaining("unknown command 'creat-admin'"),
    });
    await expect(cli(['creat-admin'], {})).rejects.toMatchObject({
      stderr: expect.stringContaining('(Did you mean create-admin?)'),
    });
    await expect(cli(['redact', 'a@example.com', 'b@example.com'], {})).rejects.toMatchObject({
      stderr: expect.stringContaining("too many arguments for 'redact'"),
    });
  }, 60_000);

  it('say how to use each of them, name doctor, update and rollback, and fail when given none', async () => {
    const help = await cli(['--help'], {});
    expect(help.stdout).toMatch(/stagefront doctor[\s\S]*stagefront update[\s\S]*--rollback/);
    expect(help.stdout).toMatch(/^ {2}create-admin /m);
    const backupHelp = await cli(['backup', '--help'], {});
    expect(backupHelp.stdout).toContain('Usage: stagefront backup [options]');
    expect(backupHelp.stdout).toContain('--out <file>');
    await expect(cli([], {})).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Usage: stagefront'),
    });
  }, 60_000);

  it("read the server's settings file and say which database they touch before they write", async () => {
    const dataDir = path.join(dir, 'from-file');
    const settings = path.join(dir, 'stagefront.env');
    fs.writeFileSync(settings, `# the shop's settings\nDATA_DIR=${dataDir}\nPASSWORD_MIN_LENGTH=12\n`);
    const short = cli(
      ['create-admin', '--email', 'owner@example.com'],
      { SETTINGS_FILE: settings },
      'only-ten-c',
    );
    // The policy came from the file too.
    await expect(short).rejects.toMatchObject({ stderr: expect.stringContaining('at least 12') });
    const made = await cli(
      ['create-admin', '--email', 'owner@example.com'],
      { SETTINGS_FILE: settings },
      'twelve-chars-ok',
    );
    expect(made.stdout).toContain(`Settings: ${settings}`);
    expect(made.stdout).toContain(`Database: the embedded database in ${path.join(dataDir, 'db')}`);
    expect(made.stdout.indexOf('Database:')).toBeLessThan(made.stdout.indexOf('Staff account created'));
    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.db.select().from(staff).where(eq(staff.email, 'owner@example.com'));
      expect(rows).toHaveLength(1);
    } finally {
      await database.close();
    }
  }, 90_000);

  it('say so when the settings file named is not there', async () => {
    await expect(cli(['migrate'], { SETTINGS_FILE: path.join(dir, 'missing.env') })).rejects.toMatchObject({
      stderr: expect.stringContaining('there is no such file'),
    });
  }, 60_000);
});

const withPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

withPostgres('the maintenance commands on PostgreSQL', () => {
  it('act on the PostgreSQL that only the settings file names, never on an embedded database', async () => {
    const target = await freshPostgres();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-cli-pg-'));
    const dataDir = path.join(dir, 'data');
    try {
      const settings = path.join(dir, 'stagefront.env');
      fs.writeFileSync(settings, `DATABASE_URL=${target.url}\nDATA_DIR=${dataDir}\n`);
      const made = await cli(
        ['create-admin', '--email', 'pg-owner@example.com'],
        { SETTINGS_FILE: settings },
        'secret-123',
      );
      const { hostname, port, pathname } = new URL(target.url);
      expect(made.stdout).toContain(`Database: PostgreSQL at ${hostname}:${port}${pathname}`);
      expect(made.stdout).not.toContain(new URL(target.url).password || '\u0000');
      const database = await openDatabase({ databaseUrl: target.url, dataDir: null });
      try {
        const rows = await database.db.select().from(staff).where(eq(staff.email, 'pg-owner@example.com'));
        expect(rows).toHaveLength(1);
      } finally {
        await database.close();
      }
      expect(fs.existsSync(path.join(dataDir, 'db'))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      await target.drop();
    }
  }, 90_000);

  it('move the embedded shop to the PostgreSQL the settings name, and refuse to move it twice', async () => {
    const target = await freshPostgres();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-cli-move-'));
    const dataDir = path.join(dir, 'data');
    try {
      const settings = path.join(dir, 'stagefront.env');
      fs.writeFileSync(settings, `DATA_DIR=${dataDir}\n`);
      await cli(['create-admin', '--email', 'mover@example.com'], { SETTINGS_FILE: settings }, 'secret-123');
      // The shop outgrows the embedded database: the settings now name PostgreSQL.
      fs.appendFileSync(settings, `DATABASE_URL=${target.url}\n`);
      const moved = await cli(['move-to-postgres'], { SETTINGS_FILE: settings });
      expect(moved.stdout).toMatch(/staff\s+1\n/);
      expect(moved.stdout).toContain('Moved.');
      const database = await openDatabase({ databaseUrl: target.url, dataDir: null });
      try {
        const rows = await database.db.select().from(staff).where(eq(staff.email, 'mover@example.com'));
        expect(rows).toHaveLength(1);
      } finally {
        await database.close();
      }
      await expect(cli(['move-to-postgres'], { SETTINGS_FILE: settings })).rejects.toMatchObject({
        stderr: expect.stringContaining('The PostgreSQL database already holds data: '),
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      await target.drop();
    }
  }, 240_000);
});
