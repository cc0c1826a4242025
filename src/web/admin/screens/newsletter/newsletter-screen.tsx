import { useState } from 'react';
import type { NewsletterList } from '../../../../domain/newsletter/newsletter';
import { useDocumentMeta } from '../../../components/document-meta';
import { useLoad } from '../../../hooks/use-load';
import { formatWhen } from '../../../when';
import { ListStates } from '../../components/list-states';
import { NEWSLETTER_CSV_URL, newsletterApi } from '../../features/newsletter/newsletter-api';

// Staff read dates in their own time zone; the CSV keeps UTC for other tools.

export default function AdminNewsletterScreen() {
  useDocumentMeta();
  const [list, setList] = useState<NewsletterList>({ count: 0, subscribers: [] });
  const state = useLoad(async () => setList(await newsletterApi.list()), 'Failed to retrieve subscribers');
  return (
    <section className="admin-page">
      <div className="admin-title">
        <h1>Newsletter</h1>
        <a className="button button-accent" href={NEWSLETTER_CSV_URL} download>
          Export CSV
        </a>
      </div>
      {state.status === 'ready' && (
        <p className="admin-row-meta">{list.count === 1 ? '1 subscriber' : `${list.count} subscribers`}</p>
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
          <table className="admin-table">
            <caption className="visually-hidden">Subscribers</caption>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Subscribed</th>
              </tr>
            </thead>
            <tbody>
              {list.subscribers.map((subscriber) => (
                <tr key={subscriber.email}>
                  <td>{subscriber.email}</td>
                  <td>
                    <time dateTime={subscriber.subscribedAt}>{formatWhen(subscriber.subscribedAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
