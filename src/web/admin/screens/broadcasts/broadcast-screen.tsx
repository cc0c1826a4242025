import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { BroadcastDetail } from '../../../../domain/broadcasts/broadcast';
import { RECIPIENT_STATUS_LABELS } from '../../../../domain/broadcasts/broadcast';
import { useDocumentMeta } from '../../../components/document-meta';
import { Pager } from '../../../components/pager';
import { useLoad } from '../../../hooks/use-load';
import { formatWhen } from '../../../when';
import { adminPaths } from '../../admin-paths';
import { ListStates } from '../../components/list-states';
import { broadcastsApi } from '../../features/broadcasts/broadcasts-api';
import { BroadcastProgressBar } from './broadcast-progress';

/** While a broadcast sends, its progress is read again this often. */
const REFRESH_MS = 2000;

/** One broadcast: its progress, read again while it sends, and each recipient's status, a page at a time. */
export default function AdminBroadcastScreen() {
  useDocumentMeta();
  const id = Number(useParams().id);
  const [page, setPage] = useState(1);
  const [broadcast, setBroadcast] = useState<BroadcastDetail | null>(null);
  const state = useLoad(
    async () => setBroadcast(await broadcastsApi.detail(id, page)),
    'Failed to retrieve the broadcast',
    {
      key: `${id}:${page}`,
    },
  );

  const sending = broadcast?.state === 'sending';
  useEffect(() => {
    if (!sending) return;
    const timer = setInterval(() => {
      broadcastsApi.detail(id, page).then(setBroadcast, () => {});
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [id, page, sending]);

  return (
    <section className="admin-page">
      <p>
        <Link to={adminPaths.broadcasts}>← Broadcasts</Link>
      </p>
      <ListStates
        status={state.status}
        count={broadcast ? 1 : 0}
        empty="That broadcast does not exist."
        loadError={state.error}
        retry={state.retry}
      />
      {broadcast && (
        <>
          <div className="admin-title">
            <h1>{broadcast.subject}</h1>
          </div>
          <p className="admin-row-meta">
            To {broadcast.audienceLabel.toLowerCase()} ·{' '}
            <time dateTime={broadcast.createdAt}>{formatWhen(broadcast.createdAt)}</time>
            {broadcast.createdBy && ` · by ${broadcast.createdBy}`}
          </p>
          <p className="broadcast-state" role="status">
            {broadcast.state === 'finished' ? 'Finished' : 'Sending…'}
          </p>
          <BroadcastProgressBar progress={broadcast.progress} label="Sent" />
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="visually-hidden">Recipients</caption>
              <thead>
                <tr>
                  <th scope="col">Email</th>
                  <th scope="col">Status</th>
                  <th scope="col">Sent</th>
                </tr>
              </thead>
              <tbody>
                {broadcast.recipients.map((recipient) => (
                  <tr key={recipient.email}>
                    <td>{recipient.email}</td>
                    <td title={recipient.lastError ?? undefined}>
                      {RECIPIENT_STATUS_LABELS[recipient.status]}
                      {recipient.mayRepeat && ' (may have arrived twice)'}
                    </td>
                    <td>
                      {recipient.sentAt ? (
                        <time dateTime={recipient.sentAt}>{formatWhen(recipient.sentAt)}</time>
                      ) : (
                        '—'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={broadcast.page} pages={broadcast.pageCount} onPage={setPage} />
        </>
      )}
    </section>
  );
}
