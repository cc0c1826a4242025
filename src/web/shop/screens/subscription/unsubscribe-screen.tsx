import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Subscription } from '../../../../domain/newsletter/newsletter';
import { problemOf } from '../../../api-client';
import { useDocumentMeta } from '../../../components/document-meta';
import { Spinner } from '../../../components/loading-screen';
import { paths } from '../../../paths';
import { useSite } from '../../../state/content';
import { newsletterApi } from '../../features/newsletter/newsletter-api';
import { ShopHeader } from '../../shop-header';

type View =
  | { status: 'loading' }
  | { status: 'unknown'; message: string }
  | { status: 'ready'; subscription: Subscription; said?: string; error?: string };

const isOnList = (subscription: Subscription) =>
  subscription.status === 'confirmed' || subscription.status === 'pending';

/**
 * The page every list email's unsubscribe link opens. Opening it changes nothing (a mail scanner
 * following links unsubscribes nobody): the fan confirms with one button, and may come back with
 * another. A mail app's one-click unsubscribe POSTs to this same address instead (RFC 8058).
 */
export default function UnsubscribeScreen() {
  useDocumentMeta();
  const { token = '' } = useParams();
  const site = useSite();
  const [view, setView] = useState<View>({ status: 'loading' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    newsletterApi.subscription(token).then(
      (subscription) => live && setView({ status: 'ready', subscription }),
      (failure: unknown) => live && setView({ status: 'unknown', message: problemOf(failure).message }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  async function change(to: 'unsubscribe' | 'rejoin') {
    if (busy || view.status !== 'ready') return;
    setBusy(true);
    try {
      const subscription = await newsletterApi[to](token);
      setView({ status: 'ready', subscription, said: subscription.message });
    } catch (failure) {
      setView({ ...view, error: problemOf(failure).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <ShopHeader />
      <section className="page narrow subscription-page" aria-labelledby="subscription-title">
        <h1 id="subscription-title">Unsubscribe</h1>
        {view.status === 'loading' && (
          <p>
            <Spinner />
          </p>
        )}
        {view.status === 'unknown' && <p role="alert">{view.message}</p>}
        {view.status === 'ready' &&
          (isOnList(view.subscription) ? (
            <>
              {view.said && <p role="status">{view.said}</p>}
              {view.subscription.waitlist ? (
                <p>
                  Take <strong>{view.subscription.email}</strong> off the waitlist for{' '}
                  {view.subscription.waitlist}?
                </p>
              ) : (
                <p>
                  Stop emails from {site.artistName} to <strong>{view.subscription.email}</strong>?
                </p>
              )}
              <p className="actions">
                <button
                  type="button"
                  className="button button-accent"
                  disabled={busy}
                  onClick={() => change('unsubscribe')}
                >
                  Unsubscribe
                </button>
              </p>
            </>
          ) : (
            <>
              <p role="status">{view.said ?? view.subscription.message}</p>
              <p>
                Changed your mind? {view.subscription.email} can join{' '}
                {view.subscription.waitlist ? `the waitlist for ${view.subscription.waitlist}` : 'the list'}{' '}
                again.
              </p>
              <p className="actions">
                <button
                  type="button"
                  className="button button-outline"
                  disabled={busy}
                  onClick={() => change('rejoin')}
                >
                  Subscribe again
                </button>
              </p>
            </>
          ))}
        {view.status === 'ready' && view.error && <p role="alert">{view.error}</p>}
        <p>
          <Link to={paths.store}>Visit the shop</Link>
        </p>
      </section>
    </>
  );
}
