import './activity.css';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  ACTIVITY_SUBJECTS,
  type ActivityPage,
  type ActivitySubject,
  pageCount,
  SUBJECT_LABELS,
} from '../../../../domain/activity/activity';
import type { StaffAccount } from '../../../../domain/auth/auth';
import { useDocumentMeta } from '../../../components/document-meta';
import { Pager } from '../../../components/pager';
import { useLoad } from '../../../hooks/use-load';
import { ListStates } from '../../components/list-states';
import { activityApi } from '../../features/activity/activity-api';
import { staffApi } from '../../features/staff/staff-api';
import { ActivityEntryRow } from './components/activity-entry';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isSubject(value: string | null): value is ActivitySubject {
  return (ACTIVITY_SUBJECTS as readonly string[]).includes(value ?? '');
}

/**
 * Who did what in the admin, newest first: read-only, filtered by who, what kind and a range of
 * days. The filters live in the URL, so a filtered view can be shared or reloaded.
 */
export default function AdminActivityScreen() {
  useDocumentMeta();
  const [search, setSearch] = useSearchParams();
  const staff = search.get('staff') ?? '';
  const subjectParam = search.get('subject');
  const subject = isSubject(subjectParam) ? subjectParam : '';
  const from = DAY.test(search.get('from') ?? '') ? (search.get('from') ?? '') : '';
  const to = DAY.test(search.get('to') ?? '') ? (search.get('to') ?? '') : '';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const [result, setResult] = useState<ActivityPage | null>(null);
  const [accounts, setAccounts] = useState<StaffAccount[]>([]);
  useLoad(async () => setAccounts(await staffApi.list()), 'Failed to retrieve staff accounts');
  const load = useLoad(
    async (signal) => {
      const query = { staff: staff || undefined, subject: subject || undefined, from, to, page };
      const loaded = await activityApi.list(query);
      if (!signal.aborted) setResult(loaded);
    },
    'Failed to retrieve the activity',
    { key: `${staff}|${subject}|${from}|${to}|${page}` },
  );

  function update(next: Record<string, string | number>) {
    const params = new URLSearchParams(search);
    const values: Record<string, string | number> = { page: 1, ...next };
    for (const [name, value] of Object.entries(values)) {
      if (value === '' || value === 1) params.delete(name);
      else params.set(name, String(value));
    }
    setSearch(params);
  }

  const entries = result?.entries ?? [];
  const pages = result ? pageCount(result.total, result.pageSize) : 1;
  const filtered = Boolean(staff || subject || from || to);
  return (
    <section className="admin-page">
      <div className="admin-title">
        <h1>Activity</h1>
        {result && <span className="admin-count">{result.total} in all</span>}
      </div>
      <p className="admin-row-meta activity-intro">
        Every change staff make in the admin, newest first. Open an entry to see what it changed.
      </p>
      <form
        className="order-filters"
        aria-label="Filter activity"
        onSubmit={(event) => event.preventDefault()}
      >
        <label className="field">
          <span>Who</span>
          <select value={staff} onChange={(event) => update({ staff: event.target.value })}>
            <option value="">Everyone</option>
            {accounts.map((account) => (
              <option key={account.id} value={account.id}>
                {account.email}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>What</span>
          <select value={subject} onChange={(event) => update({ subject: event.target.value })}>
            <option value="">Everything</option>
            {ACTIVITY_SUBJECTS.map((name) => (
              <option key={name} value={name}>
                {SUBJECT_LABELS[name]}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>From</span>
          <input
            type="date"
            value={from}
            max={to || undefined}
            onChange={(event) => update({ from: event.target.value })}
          />
        </label>
        <label className="field">
          <span>To</span>
          <input
            type="date"
            value={to}
            min={from || undefined}
            onChange={(event) => update({ to: event.target.value })}
          />
        </label>
        {filtered && (
          <button
            type="button"
            className="button button-outline"
            onClick={() => update({ staff: '', subject: '', from: '', to: '' })}
          >
            Clear filters
          </button>
        )}
      </form>
      <ListStates
        status={load.status}
        count={entries.length}
        empty={filtered ? 'No activity matches.' : 'No activity yet.'}
        loadError={load.error}
        retry={load.retry}
      />
      {entries.length > 0 && (
        <ul className="admin-rows" aria-label="Activity">
          {entries.map((entry) => (
            <ActivityEntryRow key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} onPage={(next) => update({ page: next })} back="Newer" on="Older" />
    </section>
  );
}
