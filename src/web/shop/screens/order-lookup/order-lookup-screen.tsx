import { orderLookupProblems } from '../../../../domain/orders/order';
import '../../../styles/forms.css';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { type Problem, problemOf } from '../../../api-client';
import { useDocumentMeta } from '../../../components/document-meta';
import { Field } from '../../../components/field';
import { paths } from '../../../paths';
import { useHydrated } from '../../../render-context';
import { lookUpOrder } from '../../features/orders/lookup-api';
import { ShopHeader } from '../../shop-header';

/**
 * A shopper who lost their confirmation email asks for the order's link again: it goes to the
 * email the order was placed with, and the page never says whether the order exists. The server
 * draws the form; it takes typing once the app has taken the page over, so nothing typed is lost.
 */
export default function OrderLookupScreen() {
  useDocumentMeta();
  const ready = useHydrated();
  const [number, setNumber] = useState('');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // A form that cannot be an order is answered here: sending it would spend one of the few tries.
    const fields = orderLookupProblems({ number, email });
    if (Object.keys(fields).length > 0) {
      setProblem({ message: '', fields });
      const first = fields.number ? 'lookup-number' : 'lookup-email';
      document.getElementById(first)?.focus();
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      setSent((await lookUpOrder(number, email)).message);
    } catch (failure) {
      setProblem(problemOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <ShopHeader />
      <div className="page order-lookup">
        <h1>Find your order</h1>
        {sent ? (
          <div className="empty">
            <p role="status" className="notice">
              {sent}
            </p>
            <p>Check your spam folder too. The email has the private link that opens your order.</p>
            <div className="order-lookup-actions">
              <button
                type="button"
                className="button button-outline"
                onClick={() => {
                  setSent(null);
                  setNumber('');
                }}
              >
                Look up another order
              </button>
              <Link className="button" to={paths.store}>
                Visit the shop
              </Link>
            </div>
          </div>
        ) : (
          <form className="order-lookup-form" onSubmit={submit} noValidate>
            <p className="lead">
              Enter your order number and the email you ordered with. We will email you the link to your
              order.
            </p>
            {problem && Object.keys(problem.fields).length === 0 && (
              <p className="notice notice-warning" role="alert">
                {problem.message}
              </p>
            )}
            <Field id="lookup-number" label="Order number" error={problem?.fields.number}>
              {(props) => (
                <input
                  {...props}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  placeholder="SF-ABC234"
                  disabled={!ready}
                  value={number}
                  onChange={(e) => setNumber(e.target.value)}
                />
              )}
            </Field>
            <Field id="lookup-email" label="Email" error={problem?.fields.email}>
              {(props) => (
                <input
                  {...props}
                  type="email"
                  autoComplete="email"
                  disabled={!ready}
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                />
              )}
            </Field>
            <button type="submit" className="button button-accent" disabled={busy || !ready}>
              {busy ? 'Sending…' : 'Email me the link'}
            </button>
          </form>
        )}
      </div>
    </>
  );
}
