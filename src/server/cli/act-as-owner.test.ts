import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ownerToActAs } from './act-as-owner';

const NOBODY = 65534;
const asRoot = process.getuid?.() === 0;
let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-owner-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('a command run as root', () => {
  it.runIf(asRoot)("acts as the owner of DATA_DIR, so nothing it writes is root's", () => {
    fs.chownSync(dir, NOBODY, NOBODY);
    expect(ownerToActAs({ uid: 0, dataDir: dir, serviceUser: null })).toMatchObject({
      uid: NOBODY,
      name: 'nobody',
    });
  });

  it.runIf(asRoot)('acts as itself on a folder of its own (a trial run as root)', () => {
    expect(ownerToActAs({ uid: 0, dataDir: dir, serviceUser: null })).toBeNull();
  });

  it("acts as the service's user before DATA_DIR exists, and refuses a user the machine lacks", () => {
    const missing = path.join(dir, 'not-yet');
    expect(ownerToActAs({ uid: 0, dataDir: missing, serviceUser: 'nobody' })).toMatchObject({ uid: NOBODY });
    expect(() => ownerToActAs({ uid: 0, dataDir: missing, serviceUser: 'no-such-user-here' })).toThrow(
      "The service's user no-such-user-here does not exist on this machine",
    );
  });
});

describe('a command run as another user', () => {
  it('refuses a shop that is not its own, naming the owner and the command that works', () => {
    const owner = fs.statSync(dir).uid;
    const other = owner === NOBODY ? NOBODY - 1 : NOBODY;
    expect(() => ownerToActAs({ uid: other, dataDir: dir, serviceUser: null })).toThrow(
      /belongs to .*: run the command as .* \(sudo -u .* …\), or as root/,
    );
    expect(ownerToActAs({ uid: owner, dataDir: dir, serviceUser: null })).toBeNull();
  });
});
