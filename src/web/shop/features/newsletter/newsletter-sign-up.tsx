import { Suspense, useState } from 'react';
import { lazyScreen } from '../../../lazy-screen';

// Opened by few visitors, after a tap: its code is fetched then, not with every page.
// (Nothing comes when the page is being loaded again after an upgrade: see lazyScreen.)
const SubscribeDialog = lazyScreen(() =>
  import('./subscribe-dialog').then((m) => m && { default: m.SubscribeDialog }),
);

/** The newsletter's way in from the footer: a button that opens the sign-up dialog. */
export function NewsletterSignUp() {
  const [subscribing, setSubscribing] = useState(false);
  return (
    <>
      <button type="button" className="button button-outline" onClick={() => setSubscribing(true)}>
        Subscribe to newsletter
      </button>
      {subscribing && (
        <Suspense fallback={null}>
          <SubscribeDialog onClose={() => setSubscribing(false)} />
        </Suspense>
      )}
    </>
  );
}
