import { standbyPort } from './service-manager';

/** What the Caddyfile `stagefront install` writes needs to know. */
export type CaddySite = {
  /** PUBLIC_URL: its host gets a certificate; an http:// address is served without HTTPS. */
  publicUrl: string;
  port: number;
  home: string;
  /** A certificate from Caddy's own authority (a trial), not from Let's Encrypt. */
  tlsInternal: boolean;
};

/**
 * The Caddyfile of docs/operations.md ("Behind Caddy") for one shop: HTTPS with a certificate
 * Caddy renews, the site on loopback, Caddy's request ids, and the release's "back in a moment"
 * page while the site does not answer (an upgrade, a restart).
 */
export function renderCaddyfile(site: CaddySite): string {
  const url = new URL(site.publicUrl);
  const address = url.protocol === 'http:' ? url.origin : url.host;
  const tls = site.tlsInternal && url.protocol === 'https:' ? '\ttls internal\n' : '';
  return `# Stagefront's site, written by stagefront install (docs/operations.md, "Behind Caddy").
{
	# Caddy's own certificate authority (for \`tls internal\`) stays out of the machine's trust store.
	skip_install_trust
	# No admin endpoint: this file is the configuration; apply a change with \`systemctl restart caddy\`.
	admin off
}

${address} {
${tls}	# 127.0.0.1, not localhost (which may be ::1): TRUST_PROXY names this address.
	reverse_proxy 127.0.0.1:${site.port} 127.0.0.1:${standbyPort(site.port)} {
		# The service's port while it answers; during an update on PostgreSQL, the new release
		# started beside it on the next port: a port found closed is left for a second and the
		# request tried on the other, so an update drops no request.
		lb_policy first
		fail_duration 1s
		lb_try_duration 1s
		lb_try_interval 100ms
		# Caddy names every request; a client's own X-Request-Id never reaches the site.
		header_up X-Request-Id {http.request.uuid}
	}
	# While the site is down (an upgrade, a restart), a page that says so and comes back by itself.
	handle_errors {
		@down expression \`{http.error.status_code} in [502, 503, 504]\`
		handle @down {
			header Retry-After 5
			header Cache-Control no-store
			handle /api/* {
				header Content-Type application/json
				respond \`{"error":{"message":"The shop is being updated. Try again in a moment."}}\` 503
			}
			handle {
				root * ${site.home}/current/deploy
				rewrite * /maintenance.html
				file_server {
					status 503
				}
			}
		}
	}
}
`;
}
