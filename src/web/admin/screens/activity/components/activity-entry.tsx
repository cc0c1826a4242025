import { type ActivityEntry, changedFieldNames, valueText } from '../../../../../domain/activity/activity';
import { formatWhen } from '../../../../when';

/** One entry: what was done, by whom and when; opened, the fields it changed, before and after. */
export function ActivityEntryRow({ entry }: { entry: ActivityEntry }) {
  const fields = changedFieldNames(entry);
  const who = entry.staffEmail ?? 'The shop';
  return (
    <li className="admin-row activity-row">
      <details className="activity-entry">
        <summary>
          <span className="admin-row-name">{entry.summary}</span>
          <span className="admin-row-meta">
            {who} · <time dateTime={entry.at}>{formatWhen(entry.at)}</time> ·{' '}
            <code className="activity-action">{entry.action}</code>
            {entry.redactedAt && <span className="activity-redacted"> · redacted</span>}
          </span>
        </summary>
        {fields.length === 0 ? (
          <p className="admin-row-meta activity-none">No fields to compare for this entry.</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table activity-changes">
              <caption className="visually-hidden">Before and after</caption>
              <thead>
                <tr>
                  <th scope="col">Field</th>
                  <th scope="col">Before</th>
                  <th scope="col">After</th>
                </tr>
              </thead>
              <tbody>
                {fields.map((field) => (
                  <tr key={field}>
                    <th scope="row">{field}</th>
                    <td>{valueText(entry.before?.[field], field)}</td>
                    <td>{valueText(entry.after?.[field], field)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </details>
    </li>
  );
}
