import { lazy, Suspense, useState } from 'react';
import { useSite } from '../state/content';
import { Logo } from './logo';
import { PlatformIcon } from './platform-icon';

// Opened by few visitors, after a tap: its code is fetched then, not with every page.
const SubscribeDialog = lazy(() =>
  import('../shop/features/newsletter/subscribe-dialog').then((m) => ({ default: m.SubscribeDialog })),
);

export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  const site = useSite();
  const [subscribing, setSubscribing] = useState(false);
  return (
    <footer className="site-footer">
      <Logo className="footer-logo" />
      <nav aria-label="Social and music platforms">
        <ul className="platform-links">
          {site.socialLinks.map(({ platform, url }) => (
            <li key={platform}>
              {url ? (
                <a href={url} aria-label={platform} target="_blank" rel="noreferrer">
                  <PlatformIcon platform={platform} />
                </a>
              ) : (
                // The artist has not linked this platform yet: shown, but not a link to nowhere.
                <span className="platform-soon" role="img" aria-label={`${platform} (coming soon)`}>
                  <PlatformIcon platform={platform} />
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <button type="button" className="button button-outline" onClick={() => setSubscribing(true)}>
        Subscribe to newsletter
      </button>
      {subscribing && (
        <Suspense fallback={null}>
          <SubscribeDialog onClose={() => setSubscribing(false)} />
        </Suspense>
      )}
      <p className="copyright">
        © {year} {site.artistName}. All rights reserved.
      </p>
    </footer>
  );
}
