import { useState } from 'react';
import type { EmailTest } from '../../../../domain/launch/launch-state';
import { problemOf } from '../../../api-client';
import { formatWhen } from '../../../when';
import { launchApi } from './launch-api';

/**
 * The owner's "Send a test email": one email to their own address, sent at once through the mail
 * server the shop uses, so they see that shoppers' emails arrive; or the mail server's refusal, in
 * plain words. `onSent` reads the checklist again, which records it.
 */
export function TestEmailButton({ last, onSent }: { last: EmailTest | null; onSent(): void }) {
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function send() {
    setSending(true);
    setDone(null);
    setProblem(null);
    try {
      const { test } = await launchApi.sendTestEmail();
      setDone(
        test.via === 'smtp'
          ? `A test email went to ${test.to} through ${test.target}: check that it arrived.`
          : `A test email to ${test.to} was written to the outbox folder: no mail server is set, so it was not sent.`,
      );
    } catch (failure) {
      setProblem(problemOf(failure).message);
    }
    setSending(false);
    onSent();
  }

  return (
    <div className="launch-test-email">
      <button
        type="button"
        className="button button-outline button-small"
        disabled={sending}
        aria-busy={sending}
        onClick={() => void send()}
      >
        {sending ? 'Sending…' : 'Send a test email'}
      </button>
      {last && !done && !problem && (
        <p className="launch-test-last">
          Last test: {formatWhen(last.at)}, to {last.to}
          {last.failure ? ' (failed)' : ''}
        </p>
      )}
      {done && (
        <p className="notice" role="status">
          {done}
        </p>
      )}
      {problem && (
        <p className="notice notice-warning" role="alert">
          The test email was not sent: {problem}
        </p>
      )}
    </div>
  );
}
