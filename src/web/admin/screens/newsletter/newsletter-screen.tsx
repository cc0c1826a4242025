import { useState } from 'react';
import { STATUS_LABELS, sourceLabel } from '../../../../domain/newsletter/consent';
import type { NewsletterList } from '../../../../domain/newsletter/newsletter';
import { problemOf } from '../../../api-client';
import { useDocumentMeta } from '../../../components/document-meta';
import { useLoad } from '../../../hooks/use-load';
import { formatWhen } from '../../../when';
import { useConfirm } from '../../components/confirm-dialog';
import { ListStates } from '../../components/list-states';
import { PersonalDataLink } from '../../components/personal-data-link';
import { useCan } from '../../features/auth/staff-session';
import { NEWSLETTER_CSV_URL, newsletterApi } from '../../features/newsletter/newsletter-api';
import { FanRights } from './fan-rights';

// Staff read dates in their own time zone; the CSV keeps UTC for other tools.

/**
 * The list: every address with where it stands (confirmed, awaiting confirmation, unsubscribed,
 * mail refused) and the consent it gave, the confirmed ones counted and exported; staff remove an
 * address when its owner asks.
 */
export default function AdminNewsletterScreen() {
  useDocumentMeta();
  // Exports and a fan's erasure are for owners and managers; the content role reads the list.
  const can = useCan();
  const [list, setList] = useState<NewsletterList>({ count: 0, subscribers: [] });
  const state = useLoad(async () => setList(await newsletterApi.list()), 'Failed to retrieve subscribers');
  const confirm = useConfirm();
  const [said, setSaid] = useState<{ text: string; failed: boolean } | null>(null);

  async function remove(email: string) {
    if (!(await confirm.ask(`Remove ${email} from the list? Its consent record goes with it.`, 'Remove')))
      return;
    try {
      const { message } = await newsletterApi.remove(email);
      setList(await newsletterApi.list());
      setSaid({ text: message, failed: false });
    } catch (failure) {
      setSaid({ text: problemOf(failure).message, failed: true });
    }
  }

  return (
    <section className="admin-page">
      <div className="admin-title">
        <h1>Newsletter</h1>
        {can('export.personal') && (
          <PersonalDataLink className="button button-accent" href={NEWSLETTER_CSV_URL}>
            Export CSV
          </PersonalDataLink>
        )}
      </div>
      {state.status === 'ready' && (
        <p className="admin-row-meta">{list.count === 1 ? '1 subscriber' : `${list.count} subscribers`}</p>
      )}
      {said && (
        <p
          className={said.failed ? 'notice notice-warning' : 'notice'}
          role={said.failed ? 'alert' : 'status'}
        >
          {said.text}
        </p>
      )}
      <ListStates
        status={state.status}
        count={list.subscribers.length}
        empty="No subscribers yet."
        loadError={state.error}
        retry={state.retry}
      />
      {list.subscribers.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table subscriber-table">
            <caption className="visually-hidden">Subscribers</caption>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Status</th>
                <th scope="col">Joined on</th>
                <th scope="col">Subscribed</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.subscribers.map((subscriber) => (
                <tr key={subscriber.email}>
                  <td>{subscriber.email}</td>
                  <td>{STATUS_LABELS[subscriber.status]}</td>
                  <td title={subscriber.consentWords ?? undefined}>{sourceLabel(subscriber.source)}</td>
                  <td>
                    <time dateTime={subscriber.subscribedAt}>{formatWhen(subscriber.subscribedAt)}</time>
                  </td>
                  <td>
                    <button
                      type="button"
                      className="button button-outline button-small"
                      aria-label={`Remove ${subscriber.email}`}
                      onClick={() => remove(subscriber.email)}
                    >
                      Remove
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {can('fans.erase') && <FanRights onErased={() => state.retry()} />}
      {confirm.dialog}
    </section>
  );
}
