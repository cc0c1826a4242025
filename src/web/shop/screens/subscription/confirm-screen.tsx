import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { SUBSCRIPTION_MESSAGES } from '../../../../domain/newsletter/newsletter';
import { problemOf } from '../../../api-client';
import { useDocumentMeta } from '../../../components/document-meta';
import { Spinner } from '../../../components/loading-screen';
import { linkToken } from '../../../link-token';
import { paths } from '../../../paths';
import { newsletterApi } from '../../features/newsletter/newsletter-api';
import { ShopHeader } from '../../shop-header';

type Outcome = { status: 'confirming' } | { status: 'done' | 'failed'; message: string };

/**
 * The page a confirmation email's link opens: it confirms the subscription once, by the page's own
 * request (a mail scanner that only fetches the link confirms nothing), and says so.
 */
export default function NewsletterConfirmScreen() {
  useDocumentMeta();
  const token = linkToken(useLocation().hash);
  const [outcome, setOutcome] = useState<Outcome>({ status: 'confirming' });
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    if (!token) {
      setOutcome({ status: 'failed', message: SUBSCRIPTION_MESSAGES.linkUsed });
      return;
    }
    newsletterApi.confirm(token).then(
      ({ message }) => setOutcome({ status: 'done', message }),
      (failure: unknown) => setOutcome({ status: 'failed', message: problemOf(failure).message }),
    );
  }, [token]);

  return (
    <>
      <ShopHeader />
      <section className="page narrow subscription-page" aria-labelledby="subscription-title">
        <h1 id="subscription-title">
          {outcome.status === 'failed' ? 'This link does not work' : 'Your subscription'}
        </h1>
        {outcome.status === 'confirming' ? (
          <p>
            <Spinner label="Confirming your subscription" />
          </p>
        ) : (
          <p role={outcome.status === 'failed' ? 'alert' : 'status'}>{outcome.message}</p>
        )}
        <p className="actions">
          <Link className="button" to={paths.store}>
            Visit the shop
          </Link>
        </p>
      </section>
    </>
  );
}
