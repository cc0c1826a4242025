import { type FormEvent, useId, useRef, useState } from 'react';
import { looksLikeEmail, NEWSLETTER_MESSAGES } from '../../../../domain/newsletter/newsletter';
import { WAITLIST_MESSAGES, waitlistWords } from '../../../../domain/newsletter/waitlist';
import { variantName } from '../../../../domain/stock/stock-ledger';
import { problemOf } from '../../../api-client';
import { waitlistApi } from './waitlist-api';
import './notify-me.css';

type Props = {
  productId: string;
  productName: string;
  /** The sold-out colour and size; null for a coming-soon product, which waits as a whole. */
  variant: { color: string; size: string } | null;
  /** The id of the words saying what is sold out and what the form offers: the option chosen points to them. */
  leadId: string;
};

/**
 * "Notify me": an address and an unticked consent box whose words say what it agrees to (one email,
 * nothing else). Shown on a coming-soon product and on a sold-out colour and size.
 */
export function NotifyMeForm({ productId, productName, variant, leadId }: Props) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState<{ field: 'email' | 'consent' | null; message: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const named = variant ? variantName(variant.color, variant.size) : null;
  const words = variant
    ? waitlistWords('restock', productName, named ?? '')
    : waitlistWords('drop', productName);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (!looksLikeEmail(email)) {
      setError({ field: 'email', message: NEWSLETTER_MESSAGES.email });
      field.current?.focus();
      return;
    }
    if (!consent) {
      setError({ field: 'consent', message: WAITLIST_MESSAGES.consent });
      return;
    }
    setSending(true);
    setError(null);
    try {
      const answer = await waitlistApi.join({ productId, ...(variant ?? {}), email, consent: true });
      setDone(answer.message);
    } catch (failure) {
      const problem = problemOf(failure);
      const which = problem.fields.email ? 'email' : problem.fields.consent ? 'consent' : null;
      setError({ field: which, message: problem.fields.email ?? problem.fields.consent ?? problem.message });
    } finally {
      setSending(false);
    }
  }

  const errorId = `${id}-error`;
  return (
    <section className="notify-me" aria-labelledby={`${id}-title`} aria-describedby={leadId}>
      <h2 id={`${id}-title`}>Notify me</h2>
      {done ? (
        <p id={leadId} className="notify-me-done" role="status">
          {done}
        </p>
      ) : (
        <form onSubmit={submit} noValidate>
          <p id={leadId} className="notify-me-lead">
            {named ? `${named} is sold out.` : `${productName} is not on sale yet.`} Leave your email and
            we'll write once {named ? 'it is back' : 'it drops'}.
          </p>
          <label htmlFor={`${id}-email`}>Email address</label>
          <input
            ref={field}
            id={`${id}-email`}
            className="notify-me-email"
            type="email"
            autoComplete="email"
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error?.field === 'email' ? true : undefined}
            aria-describedby={error?.field === 'email' ? errorId : undefined}
          />
          <label className="notify-me-consent">
            <input
              type="checkbox"
              checked={consent}
              onChange={(event) => setConsent(event.target.checked)}
              aria-invalid={error?.field === 'consent' ? true : undefined}
              aria-describedby={error?.field === 'consent' ? errorId : undefined}
            />
            <span>{words}</span>
          </label>
          {error && (
            <p id={errorId} className="notify-me-error" role="alert">
              {error.message}
            </p>
          )}
          <button type="submit" className="button button-accent notify-me-send" disabled={sending}>
            {sending ? 'Sending…' : 'Notify me'}
          </button>
        </form>
      )}
    </section>
  );
}
