import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderCaddyfile } from './caddyfile';

/** The site block of the Caddyfile docs/operations.md shows, its placeholders at their defaults. */
function documentedSite(): string {
  const page = fs.readFileSync('docs/operations.md', 'utf8');
  const file = /\*\*`\/etc\/caddy\/Caddyfile`\*\*\s*```caddyfile\n([\s\S]*?)```/.exec(page)?.[1] ?? '';
  const defaults = file.replace(/\{\$(\w+):([^}]*)\}/g, (_, _name: string, fallback: string) => fallback);
  return defaults.slice(defaults.indexOf('\treverse_proxy'));
}

describe('the Caddyfile stagefront install writes', () => {
  it('proxies as the documented one does: the service port, then the standby port for a handover', () => {
    const written = renderCaddyfile({
      publicUrl: 'https://shop.example.com',
      port: 3000,
      home: '/srv/stagefront',
      tlsInternal: true,
    });
    const site = written.slice(written.indexOf('\treverse_proxy'));
    expect(site).toContain('reverse_proxy 127.0.0.1:3000 127.0.0.1:3001 {');
    expect(site).toContain('lb_policy first');
    expect(documentedSite()).toBe(site);
  });

  it('serves an http:// address without HTTPS, and a trial certificate only when asked', () => {
    const plain = renderCaddyfile({
      publicUrl: 'http://127.0.0.1:8080',
      port: 4000,
      home: '/h',
      tlsInternal: true,
    });
    expect(plain).toContain('http://127.0.0.1:8080 {');
    expect(plain).not.toContain('\ttls internal\n');
    expect(plain).toContain('reverse_proxy 127.0.0.1:4000 127.0.0.1:4001 {');
    const real = renderCaddyfile({
      publicUrl: 'https://shop.example.com',
      port: 3000,
      home: '/h',
      tlsInternal: false,
    });
    expect(real).toContain('shop.example.com {');
    expect(real).not.toContain('\ttls internal\n');
  });
});
