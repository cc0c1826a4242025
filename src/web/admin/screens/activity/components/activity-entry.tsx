import { type ActivityEntry, changedFieldNames } from '../../../../../domain/activity/activity';
import { actionWords, fieldWords, valueWords } from '../../../../../domain/activity/words';
import { formatWhen } from '../../../../when';

/** A recorded value in words: one line, or a short list of lines for a record or a list of them. */
function Value({ value, field }: { value: unknown; field: string }) {
  const words = valueWords(value, field, formatWhen);
  if (!Array.isArray(words)) return <>{words}</>;
  return (
    <ul className="activity-value-lines">
      {words.map((line, index) => (
        <li key={index}>{line}</li>
      ))}
    </ul>
  );
}

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
            <span className="activity-action">{actionWords(entry.action)}</span>
            {entry.times > 1 && (
              <span className="activity-times">
                {' '}
                · {entry.times.toLocaleString('en')} times within the hour
              </span>
            )}
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
                  <th scope="col">What</th>
                  <th scope="col">Before</th>
                  <th scope="col">After</th>
                </tr>
              </thead>
              <tbody>
                {fields.map((field) => (
                  <tr key={field}>
                    <th scope="row">{fieldWords(field)}</th>
                    <td>
                      <Value value={entry.before?.[field]} field={field} />
                    </td>
                    <td>
                      <Value value={entry.after?.[field]} field={field} />
                    </td>
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
