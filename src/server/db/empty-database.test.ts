import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { copyEmptyDatabase } from './empty-database';

let dir: string;
let built: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-empty-database-'));
  built = path.join(dir, 'built');
  fs.mkdirSync(path.join(built, 'base'), { recursive: true });
  fs.writeFileSync(path.join(built, 'PG_VERSION'), '17\n');
  fs.writeFileSync(path.join(built, 'base', '1'), 'catalogue');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it("starts a new shop's database from the build's empty one, whole", () => {
  const dbDir = path.join(dir, 'db');
  // What a start cut short in the middle of a copy leaves beside it.
  fs.mkdirSync(`${dbDir}.new`);
  fs.writeFileSync(path.join(`${dbDir}.new`, 'half'), '');

  expect(copyEmptyDatabase(dbDir, built)).toBe(true);
  expect(fs.readdirSync(dbDir).sort()).toEqual(['PG_VERSION', 'base']);
  expect(fs.readFileSync(path.join(dbDir, 'base', '1'), 'utf8')).toBe('catalogue');
  expect(fs.existsSync(`${dbDir}.new`)).toBe(false);
});

it('takes an empty folder too, and leaves a shop that has a database alone', () => {
  const empty = path.join(dir, 'empty');
  fs.mkdirSync(empty);
  expect(copyEmptyDatabase(empty, built)).toBe(true);
  expect(fs.existsSync(path.join(empty, 'PG_VERSION'))).toBe(true);

  const existing = path.join(dir, 'existing');
  fs.mkdirSync(existing);
  fs.writeFileSync(path.join(existing, 'PG_VERSION'), '17\n');
  expect(copyEmptyDatabase(existing, built)).toBe(false);
  expect(fs.readdirSync(existing)).toEqual(['PG_VERSION']);
});

it('leaves the database to PGlite when the build made none', () => {
  const dbDir = path.join(dir, 'db');
  expect(copyEmptyDatabase(dbDir, path.join(dir, 'not-built'))).toBe(false);
  expect(fs.existsSync(dbDir)).toBe(false);
});
