import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import type { TrustProxy } from './trust-proxy';

/** What a proxy's request id looks like (a UUID, a trace id); anything else is not written to the log. */
const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * Whether the peer a request came from directly is one of the proxies TRUST_PROXY names, by the
 * same rules Fastify applies to X-Forwarded-For: every peer (true), the nearest hops (a count), or
 * the listed addresses and ranges (an IPv4-mapped IPv6 address is checked as IPv4).
 */
function trustsPeer(trust: TrustProxy): (address: string | undefined) => boolean {
  if (trust === false) return () => false;
  if (trust === true) return () => true;
  if (typeof trust === 'number') return () => trust >= 1;
  const proxies = new net.BlockList();
  for (const entry of trust) {
    const [address = '', bits] = entry.split('/');
    const family = net.isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) proxies.addAddress(address, family);
    else proxies.addSubnet(address, Number(bits), family);
  }
  return (address) => {
    const family = address ? net.isIP(address) : 0;
    return family !== 0 && proxies.check(address as string, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * Fastify's `genReqId`: a trusted proxy's X-Request-Id names the request in both logs; anyone
 * else's is ignored, so a client cannot choose the id its requests are logged under (and make its
 * lines pass for another's). Otherwise a random id, unique across servers.
 */
export function requestIdGenerator(trust: TrustProxy): (request: IncomingMessage) => string {
  const trusted = trustsPeer(trust);
  return (request) => {
    const sent = request.headers['x-request-id'];
    if (typeof sent === 'string' && REQUEST_ID.test(sent) && trusted(request.socket.remoteAddress))
      return sent;
    return randomUUID();
  };
}
