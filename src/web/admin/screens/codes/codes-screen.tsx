import './codes.css';
import { useState } from 'react';
import type { AdminGroup } from '../../../../domain/catalog/admin';
import type { Product } from '../../../../domain/catalog/catalog';
import type { CodeList, CodeSummary } from '../../../../domain/codes/codes';
import { problemOf } from '../../../api-client';
import { useDocumentMeta } from '../../../components/document-meta';
import { Price } from '../../../components/price';
import { useLoad } from '../../../hooks/use-load';
import { paths } from '../../../paths';
import { ListStates } from '../../components/list-states';
import { codesApi } from '../../features/codes/codes-api';
import { groupsApi } from '../../features/groups/groups-api';
import { productsApi } from '../../features/products/products-api';
import { NewCodeForm } from './new-code-form';

const STATE_LABELS: Record<CodeSummary['state'], string> = {
  active: 'Active',
  scheduled: 'Scheduled',
  paused: 'Paused',
  ended: 'Ended',
  used_up: 'Used up',
};

/** A presale code for one product: the link that carries it to that product's page. */
function PresaleLink({ code }: { code: CodeSummary }) {
  const [productId] = code.productIds;
  if (code.kind !== 'presale' || code.productIds.length !== 1 || !productId) return null;
  const link = `${window.location.origin}${paths.product(productId)}?presale=${encodeURIComponent(code.code)}`;
  return (
    <span className="code-link">
      Presale link: <code>{link}</code>
    </span>
  );
}

/**
 * Discount and presale codes: each with where it stands, its uses and what its orders came to,
 * paused, resumed or ended here; batches of single-use codes with their CSV.
 */
export default function AdminCodesScreen() {
  useDocumentMeta();
  const [list, setList] = useState<CodeList>({ codes: [], batches: [] });
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [products, setProducts] = useState<Product[]>([]);
  const [collections, setCollections] = useState<AdminGroup[]>([]);
  const state = useLoad(async () => {
    const [codes, productList, groups] = await Promise.all([
      codesApi.list(),
      productsApi.products(),
      groupsApi.groups('collection'),
    ]);
    setList(codes);
    setProducts(productList.filter((product) => !product.archived));
    setCollections(groups);
  }, 'Failed to retrieve codes');

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
          <table className="admin-table codes-table">
            <caption className="visually-hidden">Codes</caption>
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Gives</th>
                <th scope="col">State</th>
                <th scope="col">Uses</th>
                <th scope="col">Took off</th>
                <th scope="col">Orders came to</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.codes.map((code) => (
                <tr key={code.id}>
                  <td className="code-name">
                    <strong>{code.code}</strong>
                  </td>
                  <td data-label="Gives">
                    {code.label}
                    <PresaleLink code={code} />
                  </td>
                  <td data-label="State">{STATE_LABELS[code.state]}</td>
                  <td data-label="Uses">
                    {code.uses}
                    {code.maxUses !== null ? ` of ${code.maxUses}` : ''}
                  </td>
                  <td data-label="Took off">
                    <Price kobo={code.discountKobo} />
                  </td>
                  <td data-label="Orders came to">
                    <Price kobo={code.revenueKobo} />
                  </td>
                  <td data-label="Actions">
                    <div className="code-actions">
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
                      )}
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
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
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
      <NewCodeForm
        products={products}
        collections={collections}
        onCreated={(code) => setList((now) => ({ ...now, codes: [code, ...now.codes] }))}
        onBatch={() => void codesApi.list().then(setList)}
      />
    </section>
  );
}
