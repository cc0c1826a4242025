import './launch.css';
import { Link } from 'react-router';
import type { LaunchItem } from '../../../../domain/launch/launch-state';

/**
 * What is left before the shop is real, as Shopify's setup guide shows it: each step ticked from
 * the shop's actual state, with where it is fixed. Once every step is done it shrinks to a line.
 */
export function LaunchChecklist({ items }: { items: readonly LaunchItem[] }) {
  const done = items.filter((item) => item.done).length;
  if (done === items.length) {
    return <p className="launch-ready">Ready to sell: every launch step is done.</p>;
  }
  return (
    <section className="launch" aria-labelledby="launch-title">
      <div className="launch-head">
        <h2 id="launch-title">Before you go live</h2>
        <span className="launch-count">
          {done} of {items.length} done
        </span>
      </div>
      <progress className="launch-progress" max={items.length} value={done} aria-label="Launch steps done" />
      <ol className="launch-steps">
        {items.map((item) => (
          <li key={item.id} className={item.done ? 'launch-step done' : 'launch-step'}>
            <span className="launch-mark" aria-hidden="true">
              {item.done ? '✓' : ''}
            </span>
            <div>
              <h3>
                {item.title}
                <span className="visually-hidden">{item.done ? ' (done)' : ' (to do)'}</span>
              </h3>
              <p>{item.detail}</p>
              {!item.done && <Fix item={item} />}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Fix({ item }: { item: LaunchItem }) {
  if (item.adminPath) {
    return (
      <Link className="button button-small" to={item.adminPath}>
        {FIX_LABELS[item.id] ?? 'Fix it'}
      </Link>
    );
  }
  return (
    <p className="launch-setting">
      Set <code>{item.setting}</code> in the settings file, then restart the shop.
    </p>
  );
}

const FIX_LABELS: Partial<Record<LaunchItem['id'], string>> = {
  artist: 'Edit the site',
  products: 'Go to products',
  pickup: 'Edit the site',
  'demo-staff': 'Go to staff',
};
