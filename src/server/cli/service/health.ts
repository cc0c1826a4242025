import https from 'node:https';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '../../config';

/** The service's own health address, on the host and port its settings give it (not Caddy's). */
export function healthUrl(config: Pick<Config, 'host' | 'port'>): string {
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}/api/health`;
}

type HealthBody = { status?: string; version?: string };

/** The version a health answer names when it says the shop is well, else null. */
function healthyVersion(body: HealthBody): string | null {
  return body.status === 'ok' ? (body.version ?? null) : null;
}

/** One look at the health address: the version answering, or null when nothing answers well. */
export async function answeringVersion(url: string): Promise<string | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    if (!response.ok) return null;
    return healthyVersion((await response.json()) as HealthBody);
  } catch {
    return null;
  }
}

/**
 * Waits until `version` answers at `url`, looking every quarter second, for at most `seconds`
 * (measured, not counted: a slow look does not stretch the wait), or until the service is no
 * longer running. Returns how long it took, or null when it never answered.
 */
export async function waitForVersion(
  url: string,
  version: string,
  seconds: number,
  running: () => boolean = () => true,
): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < seconds * 1000) {
    if ((await answeringVersion(url)) === version) return Date.now() - started;
    // A server that exited (a migration refused, a crash) will not answer: no use waiting on.
    if (!running()) return null;
    await sleep(250);
  }
  return null;
}

/** The version answering at an https:// health address whose certificate is not checked, or null. */
export function answeringUntrusted(url: string): Promise<string | null> {
  if (!url.startsWith('https:')) return Promise.resolve(null);
  return new Promise((resolve) => {
    const request = https.get(url, { rejectUnauthorized: false, timeout: 2000 }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => {
        try {
          resolve(response.statusCode === 200 ? healthyVersion(JSON.parse(body) as HealthBody) : null);
        } catch {
          resolve(null);
        }
      });
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(null));
  });
}
