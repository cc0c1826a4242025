import { useState } from 'react';
import type { CodeList, CodeSummary } from '../../../../domain/codes/codes';
import { problemOf } from '../../../api-client';
import { useDocumentMeta } from '../../../components/document-meta';
import { Price } from '../../../components/price';
import { useLoad } from '../../../hooks/use-load';
import { ListStates } from '../../components/list-states';
import { codesApi } from '../../features/codes/codes-api';
import { NewCodeForm } from './new-code-form';

const STATE_LABELS: Record<CodeSummary['state'], string> = {
  active: 'Active',
  scheduled: 'Scheduled',
  paused: 'Paused',
  ended: 'Ended',
  used_up: 'Used up',
};

/**
 * Discount and presale codes: each with where it stands, its uses and what its orders came to,
 * paused, resumed or ended here; batches of single-use codes with their CSV.
 */
export default function AdminCodesScreen() {
  useDocumentMeta();
  const [list, setList] = useState<CodeList>({ codes: [], batches: [] });
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const state = useLoad(async () => setList(await codesApi.list()), 'Failed to retrieve codes');

  async function act(code: CodeSummary, action: 'pause' | 'resume' | 'end') {
    setBusy(code.id);
    setError(null);
    try {
      const changed = await codesApi.act(code.id, action);
      setList((now) => ({ ...now, codes: now.codes.map((row) => (row.id === changed.id ? changed : row)) }));
    } catch (failure) {
      setError(problemOf(failure).message);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="admin-page">
      <div className="admin-title">
        <h1>Codes</h1>
      </div>
      {error && (
        <p className="notice notice-warning" role="alert">
          {error}
        </p>
      )}
      <ListStates
        status={state.status}
        count={list.codes.length + list.batches.length}
        empty="No codes yet."
        loadError={state.error}
        retry={state.retry}
      />
      {list.codes.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Codes</caption>
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Gives</th>
                <th scope="col">State</th>
                <th scope="col">Uses</th>
                <th scope="col">Orders came to</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.codes.map((code) => (
                <tr key={code.id}>
                  <td>
                    <strong>{code.code}</strong>
                  </td>
                  <td>{code.label}</td>
                  <td>{STATE_LABELS[code.state]}</td>
                  <td>
                    {code.uses}
                    {code.maxUses !== null ? ` of ${code.maxUses}` : ''}
                  </td>
                  <td>
                    <Price kobo={code.revenueKobo} />
                  </td>
                  <td>
                    {code.state !== 'ended' && (
                      <button
                        type="button"
                        className="button button-outline button-small"
                        disabled={busy === code.id}
                        aria-label={`${code.state === 'paused' ? 'Resume' : 'Pause'} ${code.code}`}
                        onClick={() => act(code, code.state === 'paused' ? 'resume' : 'pause')}
                      >
                        {code.state === 'paused' ? 'Resume' : 'Pause'}
                      </button>
                    )}{' '}
                    {code.state !== 'ended' && (
                      <button
                        type="button"
                        className="button button-outline button-small"
                        disabled={busy === code.id}
                        aria-label={`End ${code.code}`}
                        onClick={() => act(code, 'end')}
                      >
                        End
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <NewCodeForm onCreated={(code) => setList((now) => ({ ...now, codes: [code, ...now.codes] }))} />
      {list.batches.length > 0 && (
        <>
          <h2>Batches of single-use codes</h2>
          <ul className="admin-rows" aria-label="Batches">
            {list.batches.map((batch) => (
              <li key={batch.batch} className="admin-row">
                <div className="admin-row-main">
                  <span className="admin-row-name">{batch.batch}</span>
                  <span className="admin-row-meta">
                    {batch.label} · {batch.used} of {batch.count} used
                  </span>
                </div>
                <a
                  className="button button-outline button-small"
                  href={codesApi.batchCsvUrl(batch.batch)}
                  download
                >
                  Download CSV
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
