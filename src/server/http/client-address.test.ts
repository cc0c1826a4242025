import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { clientOf } from './client-address';

const from = (ip: string) => clientOf({ ip } as FastifyRequest);

describe('the client a request counts against', () => {
  it('is an IPv4 address as it is', () => {
    expect(from('203.0.113.7')).toBe('203.0.113.7');
  });

  it('is an IPv6 address’s /64, however it is written', () => {
    expect(from('2001:db8:a:b::1')).toBe('2001:db8:a:b::');
    expect(from('2001:0DB8:000A:000B:ffff:1:2:3')).toBe('2001:db8:a:b::');
    expect(from('2001:db8:a:c::1')).not.toBe(from('2001:db8:a:b::1'));
  });

  it('is the IPv4 address inside an IPv4-mapped IPv6 one', () => {
    expect(from('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });
});
