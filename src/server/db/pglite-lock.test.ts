import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { acquireLock, DatabaseLockedError } from './pglite-lock';

const tempLock = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-lock-')), 'db.lock');

it('refuses a second process with a message that says what to do', async () => {
  const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
  try {
    const lock = tempLock();
    fs.writeFileSync(lock, String(other.pid));
    expect(() => acquireLock(lock)).toThrow(DatabaseLockedError);
    expect(() => acquireLock(lock)).toThrow(/in use by process \d+.*DATABASE_URL/);
  } finally {
    other.kill();
  }
});

it('takes over a lock left by a process that has ended, and releases it', () => {
  const lock = tempLock();
  fs.writeFileSync(lock, '999999');
  const release = acquireLock(lock);
  expect(fs.readFileSync(lock, 'utf8')).toBe(String(process.pid));
  release();
  expect(fs.existsSync(lock)).toBe(false);
});
