import { isIPv4, isIPv6 } from 'node:net';
import Bowser from 'bowser';
import type { FastifyRequest } from 'fastify';

/** The browser a session was started from, as the request told it; nothing of it is stored as is. */
export type SignInDevice = { userAgent: string; address: string };

/** The device a request comes from: its User-Agent, and its address as TRUST_PROXY lets it be read. */
export function deviceOf(request: FastifyRequest): SignInDevice {
  return { userAgent: request.headers['user-agent'] ?? '', address: request.ip };
}

/** What a session keeps of its device: a short label and a masked address, each null when unknown. */
export type DeviceRecord = { label: string | null; address: string | null };

/** A User-Agent is read up to this length: past it there is nothing a label needs, only work. */
const USER_AGENT_MAX = 512;

/**
 * "Firefox on macOS", "Safari on iOS": the browser and system a User-Agent names, read by bowser (on
 * the server only). Null for an empty one; "Unknown browser" for one that names no known browser.
 */
export function deviceLabel(userAgent: string): string | null {
  const text = userAgent.trim().slice(0, USER_AGENT_MAX);
  if (!text) return null;
  const parsed = Bowser.parse(text);
  const browser = parsed.browser.name || 'Unknown browser';
  return parsed.os.name ? `${browser} on ${parsed.os.name}` : browser;
}

/**
 * An address with the part that points at one home or phone hidden: an IPv4 address loses its last
 * number (203.0.113.x), an IPv6 one keeps its first three groups, its network (2001:db8:85a3::x).
 * Null for anything that is not an address.
 */
export function maskAddress(address: string): string | null {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const ip = mapped?.[1] ?? address;
  if (isIPv4(ip)) return `${ip.split('.').slice(0, 3).join('.')}.x`;
  if (!isIPv6(ip)) return null;
  return `${ipv6Groups(ip).slice(0, 3).join(':')}::x`;
}

/** The eight groups of an IPv6 address, a "::" filled out, each without leading zeros. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = (address.toLowerCase().split('%')[0] ?? '').split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const zeros = Array(Math.max(0, 8 - front.length - back.length)).fill('0');
  const groups = tail === undefined ? front : [...front, ...zeros, ...back];
  return groups.map((group) => (group.includes('.') ? group : Number.parseInt(group, 16).toString(16)));
}

/** What a session stores of the device it starts on; an unknown device is stored as unknown. */
export function deviceRecord(device: SignInDevice | undefined): DeviceRecord {
  if (!device) return { label: null, address: null };
  return { label: deviceLabel(device.userAgent), address: maskAddress(device.address) };
}
