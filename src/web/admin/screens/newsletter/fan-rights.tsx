import { type FormEvent, useState } from 'react';
import { looksLikeEmail, NEWSLETTER_MESSAGES } from '../../../../domain/newsletter/newsletter';
import { problemOf } from '../../../api-client';
import { Field } from '../../../components/field';
import { useConfirm } from '../../components/confirm-dialog';
import { confirmedRecently } from '../../components/personal-data-link';
import { fanExportUrl, newsletterApi } from '../../features/newsletter/newsletter-api';

/**
 * A person's rights over their data, for staff acting on their request: download everything the
 * shop holds about an email address, or erase it (their orders stay, with their details redacted).
 */
export function FanRights({ onErased }: { onErased: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [said, setSaid] = useState<{ text: string; failed: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = useConfirm();
  const address = email.trim();

  function checked(): boolean {
    const good = looksLikeEmail(address);
    setError(good ? undefined : NEWSLETTER_MESSAGES.email);
    setSaid(null);
    return good;
  }

  async function download() {
    if (!checked()) return;
    if (!(await confirmedRecently())) return;
    // A plain link, so the browser saves the file itself; a refusal comes back as a message.
    const response = await fetch(fanExportUrl(address), { credentials: 'same-origin' });
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
      setSaid({ text: body?.error?.message ?? 'The data could not be downloaded.', failed: true });
      return;
    }
    const link = Object.assign(document.createElement('a'), {
      href: URL.createObjectURL(await response.blob()),
      download:
        /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'fan-data.json',
    });
    link.click();
    URL.revokeObjectURL(link.href);
  }

  async function erase(event: FormEvent) {
    event.preventDefault();
    if (busy || !checked()) return;
    const question = `Erase everything held about ${address}? Their orders stay for the books with their name, email, phone and street redacted. This cannot be undone.`;
    if (!(await confirm.ask(question, 'Erase'))) return;
    setBusy(true);
    try {
      const { message } = await newsletterApi.erase(address);
      setSaid({ text: message, failed: false });
      setEmail('');
      onErased();
    } catch (failure) {
      setSaid({ text: problemOf(failure).message, failed: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="fan-rights" aria-labelledby="fan-rights-title">
      <h2 id="fan-rights-title">A person’s data</h2>
      <p className="admin-row-meta">When someone asks what the shop holds about them, or to be forgotten.</p>
      <form onSubmit={erase} noValidate>
        <Field id="fan-email" label="Their email" error={error}>
          {(props) => (
            <input
              {...props}
              type="email"
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </Field>
        <div className="fan-rights-actions">
          <button type="button" className="button button-outline" onClick={download}>
            Download their data
          </button>
          <button type="submit" className="button button-outline" disabled={busy}>
            Erase their details
          </button>
        </div>
      </form>
      {said && (
        <p
          className={said.failed ? 'notice notice-warning' : 'notice'}
          role={said.failed ? 'alert' : 'status'}
        >
          {said.text}
        </p>
      )}
      {confirm.dialog}
    </section>
  );
}
