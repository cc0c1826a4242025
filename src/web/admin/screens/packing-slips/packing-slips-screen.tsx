import '../../../styles/order-desk.css';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type PackingSlip, slipDue, slipFlag, slipNumbers } from '../../../../domain/orders/packing-slip';
import { useDocumentMeta } from '../../../components/document-meta';
import { Spinner } from '../../../components/loading-screen';
import { useLogo } from '../../../components/logo';
import { useLoad } from '../../../hooks/use-load';
import { useSite } from '../../../state/content';
import { adminPaths } from '../../admin-paths';
import { adminOrdersApi } from '../../features/orders/orders-api';

const day = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium' });

/** Packing slips for the orders in the address (?orders=SF-…,SF-…), one to a printed page. */
export default function PackingSlipsScreen() {
  useDocumentMeta();
  const [search] = useSearchParams();
  const numbers = slipNumbers(search.get('orders'));
  const [slips, setSlips] = useState<PackingSlip[] | null>(null);
  const load = useLoad(
    async (signal) => {
      const loaded = await adminOrdersApi.packingSlips(numbers);
      if (!signal.aborted) setSlips(loaded);
    },
    'Failed to retrieve the packing slips',
    { key: numbers.join(','), skip: numbers.length === 0 },
  );

  return (
    <section className="admin-page packing-slips-page">
      <div className="packing-slips-bar">
        <Link to={adminPaths.orders} className="back-link">
          ← All orders
        </Link>
        <div className="admin-title">
          <h1>{numbers.length === 1 ? 'Packing slip' : 'Packing slips'}</h1>
          {slips && slips.length > 0 && (
            <button type="button" className="button button-accent" onClick={() => window.print()}>
              Print {slips.length === 1 ? 'packing slip' : `${slips.length} packing slips`}
            </button>
          )}
        </div>
        {numbers.length === 0 && (
          <p className="notice">Tick orders in the list to print their packing slips.</p>
        )}
        {load.status === 'error' && (
          <p className="notice notice-warning" role="alert">
            The packing slips could not be loaded: {load.error}{' '}
            <button type="button" className="link-button" onClick={load.retry}>
              Try again
            </button>
          </p>
        )}
        {load.status === 'loading' && <Spinner label="Loading" />}
      </div>
      {slips?.map((slip) => (
        <Slip key={slip.number} slip={slip} />
      ))}
    </section>
  );
}

/**
 * One order's slip, which may go in the box: the artist's logo and the shop's return address on
 * top, then, for whoever packs it, a flag when the order was cancelled or money went back.
 */
function Slip({ slip }: { slip: PackingSlip }) {
  const units = slip.lines.reduce((sum, line) => sum + line.quantity, 0);
  const flag = slipFlag(slip);
  const due = slipDue(slip);
  return (
    <article className="packing-slip" aria-label={`Packing slip ${slip.number}`}>
      <SlipBrand returnAddress={slip.returnAddress} />
      {flag && (
        <p className="packing-slip-flag" role="note">
          {flag}
        </p>
      )}
      <header className="packing-slip-head">
        <div>
          <p className="packing-slip-kicker">Packing slip</p>
          <h2>Order {slip.number}</h2>
        </div>
        <p>Placed {day.format(new Date(slip.createdAt))}</p>
      </header>
      {due && <p className="packing-slip-due">{due}</p>}
      <div className="packing-slip-to">
        <h3>{slip.shippingMethod === 'pickup' ? 'Collected at the shop by' : 'Ship to'}</h3>
        <p>
          <strong>{slip.recipientName}</strong>
          <br />
          {slip.shippingMethod === 'pickup' ? slip.pickup?.address : slip.address}
          <br />
          {slip.phone}
        </p>
      </div>
      <table className="packing-slip-lines">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Colour</th>
            <th scope="col">Size</th>
            <th scope="col">Qty</th>
          </tr>
        </thead>
        <tbody>
          {slip.lines.map((line) => (
            <tr key={`${line.name}|${line.color}|${line.size}`}>
              <td>{line.name}</td>
              <td>{line.color}</td>
              <td>{line.size}</td>
              <td>{line.quantity}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={3}>Units to pack</td>
            <td>{units}</td>
          </tr>
        </tfoot>
      </table>
    </article>
  );
}

/** The artist's logo (on paper, the one for light backgrounds) and where a parcel comes back to. */
function SlipBrand({ returnAddress }: { returnAddress: string }) {
  const { artistName } = useSite();
  const sources = useLogo();
  const [logo, setLogo] = useState(true);
  return (
    <div className="packing-slip-brand">
      {logo && sources ? (
        <picture>
          {/* On a dark screen the slip is dark; on paper it is white whatever the screen's colours. */}
          <source srcSet={sources.onDark} media="screen and (prefers-color-scheme: dark)" />
          <img
            src={sources.onLight}
            alt={artistName}
            width="600"
            height="120"
            onError={() => setLogo(false)}
          />
        </picture>
      ) : (
        <strong className="packing-slip-name">{artistName}</strong>
      )}
      <p>
        <span className="packing-slip-kicker">Returns to</span>
        <br />
        {artistName}
        {returnAddress && (
          <>
            <br />
            {returnAddress}
          </>
        )}
      </p>
    </div>
  );
}
