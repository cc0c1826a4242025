import { setScryptCost } from '../modules/auth/passwords/password-hash';

/**
 * Vitest's setup for every test file: new password hashes take scrypt's N = 1024 instead of
 * 65,536, a thousandth of the time. Every hash records its own cost, so sign-in checks them all
 * the same way; password-hash.test.ts checks the default cost itself, by name.
 */
setScryptCost({ N: 2 ** 10, r: 8, p: 1 });
