import net from 'node:net';
import { z } from 'zod';

/**
 * Which proxies in front of the server may say who the client is (X-Forwarded-For, -Host, -Proto),
 * in the forms Fastify's `trustProxy` takes: nothing (the default: the socket's address is the
 * client), every hop, a number of hops, or the proxies' addresses and CIDR ranges.
 */
export type TrustProxy = boolean | number | string[];

const ADDRESS_OR_RANGE = /^([^/]+)(?:\/(\d{1,3}))?$/;

function isAddressOrRange(entry: string): boolean {
  const match = ADDRESS_OR_RANGE.exec(entry);
  if (!match?.[1]) return false;
  const family = net.isIP(match[1]);
  if (family === 0) return false;
  return match[2] === undefined || Number(match[2]) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: empty/false, true, a hop count, or a comma-separated list of addresses/ranges. */
export const trustProxyEnv = z
  .string()
  .optional()
  .transform((value, context): TrustProxy => {
    const text = (value ?? '').trim();
    if (text === '' || text === 'false' || text === '0') return false;
    if (text === 'true') return true;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => !isAddressOrRange(entry));
    if (bad.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `not a hop count, true/false, or addresses and ranges (${bad.join(', ')})`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** The value for Fastify's `trustProxy`, whose types take a hop count only as a function. */
export function fastifyTrustProxy(
  value: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}
