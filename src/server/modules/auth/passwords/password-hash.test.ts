import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCRYPT_COST,
  hashPassword,
  setScryptCost,
  verifyAgainstDummy,
  verifyPassword,
} from './password-hash';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one, hashed at the default cost', async () => {
    const hash = await hashPassword('correct horse', DEFAULT_SCRYPT_COST);
    expect(hash).toMatch(
      new RegExp(
        `^scrypt\\$${DEFAULT_SCRYPT_COST.N}\\$${DEFAULT_SCRYPT_COST.r}\\$${DEFAULT_SCRYPT_COST.p}\\$`,
      ),
    );
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsE', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('makes new hashes at the default cost unless the test suite says otherwise', async () => {
    // The suite's setup (testing/quick-hashes.ts) lowers it; the shop itself never does.
    expect(await hashPassword('x')).toMatch(/^scrypt\$1024\$8\$1\$/);
    setScryptCost(DEFAULT_SCRYPT_COST);
    try {
      expect(await hashPassword('x')).toMatch(/^scrypt\$65536\$8\$1\$/);
    } finally {
      setScryptCost({ N: 2 ** 10, r: 8, p: 1 });
    }
  });

  it('salts every hash, and reads the cost from the hash itself', async () => {
    const cheap = { N: 1024, r: 8, p: 1 };
    const [a, b] = await Promise.all([hashPassword('same', cheap), hashPassword('same', cheap)]);
    expect(a).not.toBe(b);
    expect(a.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await verifyPassword('same', a)).toBe(true);
  });

  it('treats composed and decomposed accents as the same password', async () => {
    const hash = await hashPassword('caf\u00e9', { N: 1024, r: 8, p: 1 });
    expect(await verifyPassword('cafe\u0301', hash)).toBe(true);
  });

  it('never matches a malformed or hostile hash', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1073741824$8$1$c2FsdHNhbHQ$a2V5a2V5a2V5a2V5a2V5a2V5')).toBe(
      false,
    );
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });
});
