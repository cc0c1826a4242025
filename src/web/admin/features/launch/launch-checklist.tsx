import './launch.css';
import { Link } from 'react-router';
import type { EmailTest, LaunchItem } from '../../../../domain/launch/launch-state';
import { TestEmailButton } from './test-email-button';

/**
 * What is left before the shop is real, as Shopify's setup guide shows it: each step ticked from
 * the shop's actual state, with where it is fixed. Once every step is done it shrinks to a line.
 * The owner sends a test email from the email step (`canTestEmail`); `onChanged` reads it again.
 */
export function LaunchChecklist({
  items,
  emailTest,
  canTestEmail,
  onChanged,
}: {
  items: readonly LaunchItem[];
  emailTest: EmailTest | null;
  canTestEmail: boolean;
  onChanged(): void;
}) {
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
              {item.id === 'email' && canTestEmail && <TestEmailButton last={emailTest} onSent={onChanged} />}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Where each admin screen a step names is reached from. */
const FIX_LABELS: Record<string, string> = {
  '/admin/site': 'Edit the site',
  '/admin/releases': 'Go to releases',
  '/admin/products': 'Go to products',
  '/admin/staff': 'Go to staff',
};

function Fix({ item }: { item: LaunchItem }) {
  if (item.adminPath) {
    return (
      <Link className="button button-small" to={item.adminPath}>
        {FIX_LABELS[item.adminPath] ?? 'Fix it'}
      </Link>
    );
  }
  // "A or B": either setting does.
  const settings = (item.setting ?? '').split(' or ');
  return (
    <p className="launch-setting">
      Set{' '}
      {settings.map((setting, index) => (
        <span key={setting}>
          {index > 0 && ' or '}
          <code>{setting}</code>
        </span>
      ))}{' '}
      in the settings file, then restart the shop.
    </p>
  );
}
