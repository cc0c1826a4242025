import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt's cost: N (memory and time, a power of two), r (block size) and p (parallelism). */
export type ScryptCost = { N: number; r: number; p: number };

/**
 * 64 MiB and a fraction of a second per hash: memory-hard enough that guessing on GPUs is costly,
 * cheap enough for a small server. Every hash records its own cost, so raising this later leaves
 * existing passwords working.
 */
export const DEFAULT_SCRYPT_COST: ScryptCost = { N: 2 ** 16, r: 8, p: 1 };

/** The cost new hashes are made with: the default, but in the test suite (setScryptCost). */
let newHashCost = DEFAULT_SCRYPT_COST;

/**
 * For the test suite alone (src/server/testing/quick-hashes.ts): hashes made after this take
 * `cost`, so the hundreds of sign-ins the tests make do not each spend 64 MiB and a second.
 */
export function setScryptCost(cost: ScryptCost): void {
  newHashCost = cost;
}
const SALT_BYTES = 16;
const KEY_BYTES = 32;

function derive(password: string, salt: Buffer, cost: ScryptCost, keyLength: number): Promise<Buffer> {
  // The same password typed on different keyboards can arrive composed or decomposed ("é" vs "e" + "́").
  const normalized = password.normalize('NFKC');
  return new Promise((resolve, reject) => {
    scrypt(normalized, salt, keyLength, { ...cost, maxmem: 256 * cost.N * cost.r }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
export async function hashPassword(password: string, cost: ScryptCost = newHashCost): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost, KEY_BYTES);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

type ParsedHash = { cost: ScryptCost; salt: Buffer; key: Buffer };

function parseHash(stored: string): ParsedHash | null {
  const [scheme, n, r, p, salt, key, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || rest.length > 0 || !salt || !key) return null;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  // A damaged or hostile row must not make the server allocate gigabytes.
  const sane =
    Number.isInteger(cost.N) &&
    cost.N >= 2 &&
    cost.N <= 2 ** 20 &&
    (cost.N & (cost.N - 1)) === 0 &&
    Number.isInteger(cost.r) &&
    cost.r >= 1 &&
    cost.r <= 32 &&
    Number.isInteger(cost.p) &&
    cost.p >= 1 &&
    cost.p <= 16;
  if (!sane) return null;
  const parsed = { cost, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
  return parsed.key.length >= 16 && parsed.salt.length >= 8 ? parsed : null;
}

/** Whether the password matches the stored hash; compared in constant time. A malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.cost, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the same time as checking a real account, for an email that has none, so the answer's
 * timing does not tell which emails are staff.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  await verifyPassword(password, await dummyHash);
  return false;
}
