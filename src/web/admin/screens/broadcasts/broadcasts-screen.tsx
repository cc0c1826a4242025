import { useState } from 'react';
import { Link } from 'react-router';
import type { BroadcastSummary } from '../../../../domain/broadcasts/broadcast';
import { progressWords } from '../../../../domain/broadcasts/broadcast';
import { useDocumentMeta } from '../../../components/document-meta';
import { useLoad } from '../../../hooks/use-load';
import { formatWhen } from '../../../when';
import { adminPaths } from '../../admin-paths';
import { ListStates } from '../../components/list-states';
import { broadcastsApi } from '../../features/broadcasts/broadcasts-api';

/** Every broadcast sent, newest first, with how far each has gone; a new one starts here. */
export default function AdminBroadcastsScreen() {
  useDocumentMeta();
  const [broadcasts, setBroadcasts] = useState<BroadcastSummary[]>([]);
  const state = useLoad(
    async () => setBroadcasts((await broadcastsApi.list()).broadcasts),
    'Failed to retrieve broadcasts',
  );
  return (
    <section className="admin-page">
      <div className="admin-title">
        <h1>Broadcasts</h1>
        <Link className="button button-accent" to={adminPaths.newBroadcast}>
          New broadcast
        </Link>
      </div>
      <p className="admin-row-meta">
        An email to everyone on the newsletter, or to its past buyers. Opens are not tracked.
      </p>
      <ListStates
        status={state.status}
        count={broadcasts.length}
        empty="No broadcasts yet."
        loadError={state.error}
        retry={state.retry}
      />
      {broadcasts.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Broadcasts</caption>
            <thead>
              <tr>
                <th scope="col">Subject</th>
                <th scope="col">To</th>
                <th scope="col">Sent on</th>
                <th scope="col">Progress</th>
              </tr>
            </thead>
            <tbody>
              {broadcasts.map((broadcast) => (
                <tr key={broadcast.id}>
                  <td>
                    <Link to={adminPaths.broadcast(broadcast.id)}>{broadcast.subject}</Link>
                  </td>
                  <td>{broadcast.audienceLabel}</td>
                  <td>
                    <time dateTime={broadcast.createdAt}>{formatWhen(broadcast.createdAt)}</time>
                  </td>
                  <td>
                    {broadcast.state === 'finished' ? 'Finished: ' : 'Sending: '}
                    {progressWords(broadcast.progress)}
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
