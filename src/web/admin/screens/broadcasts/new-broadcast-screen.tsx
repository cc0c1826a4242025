import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import type {
  BroadcastAudiences,
  BroadcastDraft,
  BroadcastPreview,
} from '../../../../domain/broadcasts/broadcast';
import {
  BODY_MAX,
  BROADCAST_AUDIENCES,
  type BroadcastAudience,
} from '../../../../domain/broadcasts/broadcast';
import type { Product } from '../../../../domain/catalog/catalog';
import { problemOf } from '../../../api-client';
import { useDocumentMeta } from '../../../components/document-meta';
import { Field } from '../../../components/field';
import { useLoad } from '../../../hooks/use-load';
import { paths } from '../../../paths';
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
  const [audience, setAudience] = useState<BroadcastAudience>('subscribers');
  const [audiences, setAudiences] = useState<BroadcastAudiences['audiences']>([]);
  const [products, setProducts] = useState<Product[]>([]);
  const [preview, setPreview] = useState<BroadcastPreview | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [said, setSaid] = useState<Said>(null);
  const [busy, setBusy] = useState<'preview' | 'test' | 'send' | null>(null);
  useLoad(async () => {
    const [found, list] = await Promise.all([broadcastsApi.audiences(), productsApi.products()]);
    setAudiences(found.audiences);
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
    const chosen = audiences.find((entry) => entry.audience === audience);
    const count = chosen?.count ?? 0;
    const people = count === 1 ? '1 person' : `${count.toLocaleString('en')} people`;
    if (
      !(await confirm.ask(`Send "${subject.trim()}" to ${people} (${chosen?.label.toLowerCase()})?`, 'Send'))
    )
      return;
    setBusy('send');
    setSaid(null);
    try {
      const sent = await broadcastsApi.send({ ...draft(), audience });
      navigate(paths.admin.broadcast(sent.id));
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
            {BROADCAST_AUDIENCES.map((id) => {
              const entry = audiences.find((found) => found.audience === id);
              return (
                <label key={id} className="radio">
                  <input
                    type="radio"
                    name="audience"
                    value={id}
                    checked={audience === id}
                    onChange={() => setAudience(id)}
                  />{' '}
                  {entry ? `${entry.label} (${entry.count.toLocaleString('en')})` : id}
                </label>
              );
            })}
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
