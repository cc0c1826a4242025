import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type {
  BroadcastAudiences,
  BroadcastDraft,
  BroadcastPreview,
} from '../../../../domain/broadcasts/broadcast';
import {
  BODY_MAX,
  type BroadcastAudience,
  waitlistAudienceLabel,
} from '../../../../domain/broadcasts/broadcast';
import type { Product } from '../../../../domain/catalog/catalog';
import { problemOf } from '../../../api-client';
import { useDocumentMeta } from '../../../components/document-meta';
import { Field } from '../../../components/field';
import { useLoad } from '../../../hooks/use-load';
import { adminPaths } from '../../admin-paths';
import { useConfirm } from '../../components/confirm-dialog';
import { FormNotices } from '../../components/form-notices';
import { broadcastsApi } from '../../features/broadcasts/broadcasts-api';
import { productsApi } from '../../features/products/products-api';

type Said = { text: string; failed: boolean } | null;

/**
 * A new broadcast: subject, message in markdown and product cards; the preview is the server's
 * drawing of the email itself (nothing is sanitised in the browser). Staff send a test to
 * themselves, then send it to one audience, saying yes to how many people it reaches.
 */
export default function AdminNewBroadcastScreen() {
  useDocumentMeta();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [cards, setCards] = useState<string[]>([]);
  // A product list's "Waitlist: n" opens this screen with that waitlist chosen.
  const [search] = useSearchParams();
  const [audience, setAudience] = useState<BroadcastAudience>(
    search.get('waitlist') ? 'waitlist' : 'subscribers',
  );
  const [waitlist, setWaitlist] = useState(search.get('waitlist') ?? '');
  const [audiences, setAudiences] = useState<BroadcastAudiences>({ audiences: [], waitlists: [] });
  const [products, setProducts] = useState<Product[]>([]);
  const [preview, setPreview] = useState<BroadcastPreview | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [said, setSaid] = useState<Said>(null);
  const [busy, setBusy] = useState<'preview' | 'test' | 'send' | null>(null);
  useLoad(async () => {
    const [found, list] = await Promise.all([broadcastsApi.audiences(), productsApi.products()]);
    setAudiences(found);
    setWaitlist((chosen) =>
      found.waitlists.some((entry) => entry.productId === chosen)
        ? chosen
        : (found.waitlists[0]?.productId ?? ''),
    );
    setProducts(list.filter((product) => !product.archived && !product.hidden));
  }, 'Failed to retrieve the audiences');

  const draft = (): BroadcastDraft => ({
    subject,
    body,
    cards: cards.map((id) => ({ kind: 'product', id })),
  });

  async function run(what: 'preview' | 'test', action: () => Promise<void>) {
    setBusy(what);
    setSaid(null);
    try {
      await action();
      setFields({});
    } catch (failure) {
      const problem = problemOf(failure);
      setFields(problem.fields);
      setSaid({ text: problem.message, failed: true });
    } finally {
      setBusy(null);
    }
  }

  const showPreview = () => run('preview', async () => setPreview(await broadcastsApi.preview(draft())));
  const sendTest = () =>
    run('test', async () => {
      const { message } = await broadcastsApi.test(draft());
      setSaid({ text: message, failed: false });
    });

  async function send(event: FormEvent) {
    event.preventDefault();
    const waiting = audiences.waitlists.find((entry) => entry.productId === waitlist);
    const chosen =
      audience === 'waitlist'
        ? { count: waiting?.count ?? 0, label: waitlistAudienceLabel(waiting?.name ?? '') }
        : audiences.audiences.find((entry) => entry.audience === audience);
    const count = chosen?.count ?? 0;
    const people = count === 1 ? '1 person' : `${count.toLocaleString('en')} people`;
    if (!(await confirm.ask(`Send "${subject.trim()}" to ${people} (${chosen?.label})?`, 'Send'))) return;
    setBusy('send');
    setSaid(null);
    try {
      const sent = await broadcastsApi.send({
        ...draft(),
        audience,
        ...(audience === 'waitlist' ? { productId: waitlist } : {}),
      });
      navigate(adminPaths.broadcast(sent.id));
    } catch (failure) {
      const problem = problemOf(failure);
      setFields(problem.fields);
      setSaid({ text: problem.message, failed: true });
      setBusy(null);
    }
  }

  const toggleCard = (id: string) =>
    setCards((now) => (now.includes(id) ? now.filter((card) => card !== id) : [...now, id]));

  return (
    <section className="admin-page">
      <div className="admin-title">
        <h1>New broadcast</h1>
      </div>
      <FormNotices
        message={said?.failed ? said.text : null}
        savedText={said && !said.failed ? said.text : false}
      />
      <div className="broadcast-compose">
        <form className="admin-form" onSubmit={send} noValidate>
          <Field id="broadcast-subject" label="Subject" error={fields.subject}>
            {(props) => (
              <input
                {...props}
                type="text"
                value={subject}
                maxLength={150}
                onChange={(e) => setSubject(e.target.value)}
              />
            )}
          </Field>
          <Field
            id="broadcast-body"
            label="Message"
            error={fields.body}
            hint="Markdown: **bold**, *italic*, [a link](https://…), ## a heading, - a list."
          >
            {(props) => (
              <textarea
                {...props}
                rows={12}
                value={body}
                maxLength={BODY_MAX}
                onChange={(e) => setBody(e.target.value)}
              />
            )}
          </Field>
          {products.length > 0 && (
            <fieldset className="broadcast-cards">
              <legend>Product cards (optional)</legend>
              {products.map((product) => (
                <label key={product.id} className="checkbox">
                  <input
                    type="checkbox"
                    checked={cards.includes(product.id)}
                    onChange={() => toggleCard(product.id)}
                  />{' '}
                  {product.name}
                </label>
              ))}
              {fields.cards && <p className="field-error">{fields.cards}</p>}
            </fieldset>
          )}
          <fieldset>
            <legend>Send to</legend>
            {audiences.audiences.map((entry) => (
              <label key={entry.audience} className="radio">
                <input
                  type="radio"
                  name="audience"
                  value={entry.audience}
                  checked={audience === entry.audience}
                  onChange={() => setAudience(entry.audience)}
                />{' '}
                {entry.label} ({entry.count.toLocaleString('en')})
              </label>
            ))}
            <label className="radio">
              <input
                type="radio"
                name="audience"
                value="waitlist"
                checked={audience === 'waitlist'}
                disabled={audiences.waitlists.length === 0}
                onChange={() => setAudience('waitlist')}
              />{' '}
              {audiences.waitlists.length === 0
                ? 'A product’s waitlist (no one is waiting)'
                : 'A product’s waitlist'}
            </label>
            {audience === 'waitlist' && audiences.waitlists.length > 0 && (
              <Field id="broadcast-waitlist" label="Waitlist" error={fields.productId}>
                {(props) => (
                  <select {...props} value={waitlist} onChange={(e) => setWaitlist(e.target.value)}>
                    {audiences.waitlists.map((entry) => (
                      <option key={entry.productId} value={entry.productId}>
                        {entry.name} ({entry.count.toLocaleString('en')})
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            )}
          </fieldset>
          <div className="form-actions">
            <button
              type="button"
              className="button button-outline"
              onClick={showPreview}
              disabled={busy !== null}
            >
              {busy === 'preview' ? 'Drawing…' : 'Preview'}
            </button>
            <button
              type="button"
              className="button button-outline"
              onClick={sendTest}
              disabled={busy !== null}
            >
              {busy === 'test' ? 'Sending…' : 'Send me a test'}
            </button>
            <button type="submit" className="button button-accent" disabled={busy !== null}>
              {busy === 'send' ? 'Sending…' : 'Send broadcast'}
            </button>
          </div>
        </form>
        {preview && (
          <div className="broadcast-preview">
            <h2>Preview</h2>
            <p className="admin-row-meta">Subject: {preview.subject}</p>
            {/* No scripts run in it; same-origin, so the shop's own pictures show as they will in the email. */}
            <iframe title="Preview of the email" sandbox="allow-same-origin" srcDoc={preview.html} />
          </div>
        )}
      </div>
      {confirm.dialog}
    </section>
  );
}
