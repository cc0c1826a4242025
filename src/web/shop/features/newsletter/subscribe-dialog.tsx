import { type FormEvent, useEffect, useRef, useState } from 'react';
import { consentWords } from '../../../../domain/newsletter/consent';
import { looksLikeEmail, NEWSLETTER_MESSAGES } from '../../../../domain/newsletter/newsletter';
import { ApiError } from '../../../api-client';
import { useSite } from '../../../state/content';
import { newsletterApi } from './newsletter-api';

/** The newsletter sign-up: one email field in a modal dialog; Escape or Close leaves it. */
export function SubscribeDialog({ onClose }: { onClose: () => void }) {
  const site = useSite();
  const dialog = useRef<HTMLDialogElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const closeAfter = useRef<HTMLButtonElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [thanks, setThanks] = useState<string | null>(null);

  useEffect(() => {
    dialog.current?.showModal();
    field.current?.focus();
  }, []);
  // The form is gone once subscribed: focus moves to the way out rather than being lost.
  useEffect(() => {
    if (thanks) closeAfter.current?.focus();
  }, [thanks]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    // Checked here first so an obvious typo costs no request (and no rate-limit allowance).
    if (!looksLikeEmail(email)) {
      setError(NEWSLETTER_MESSAGES.email);
      field.current?.focus();
      return;
    }
    setSending(true);
    setError(null);
    try {
      setThanks((await newsletterApi.subscribe(email)).message);
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.fields.email ?? failure.message) : String(failure));
      field.current?.focus();
    } finally {
      setSending(false);
    }
  }

  const close = () => dialog.current?.close();
  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby="subscribe-title"
      aria-describedby="subscribe-lead"
      onClose={onClose}
    >
      <h2 id="subscribe-title">Join the list</h2>
      {/* The words the sign-up records as the fan's consent. */}
      <p id="subscribe-lead">{consentWords('footer', site.artistName)}</p>
      {thanks ? (
        <>
          <p className="subscribe-thanks" role="status">
            {thanks}
          </p>
          <button ref={closeAfter} type="button" className="button" onClick={close}>
            Close
          </button>
        </>
      ) : (
        <form className="subscribe-form" onSubmit={submit} noValidate>
          <label htmlFor="subscribe-email">Email address</label>
          <input
            ref={field}
            id="subscribe-email"
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'subscribe-error' : undefined}
          />
          {error && (
            <p id="subscribe-error" className="subscribe-error" role="alert">
              {error}
            </p>
          )}
          <div className="actions">
            <button type="submit" className="button button-accent" disabled={sending}>
              {sending ? 'Subscribing…' : 'Subscribe'}
            </button>
            <button type="button" className="button button-outline" onClick={close}>
              Close
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
