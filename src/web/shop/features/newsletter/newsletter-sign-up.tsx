import { lazy, Suspense, useState } from 'react';

// Opened by few visitors, after a tap: its code is fetched then, not with every page.
const SubscribeDialog = lazy(() =>
  import('./subscribe-dialog').then((m) => ({ default: m.SubscribeDialog })),
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
