import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { type AdminGroup, type AdminProduct, MAX_PER_ORDER_LIMIT } from '../../../domain/admin';
import { adminApi } from '../../api/admin';
import { ApiError, problemOf } from '../../api/client';
import { useDocumentMeta } from '../../components/document-meta';
import { Field } from '../../components/field';
import { LoadingScreen } from '../../components/loading-screen';
import { paths } from '../../paths';
import { ImageListEditor } from './image-list-editor';
import {
  createBodyFromDraft,
  draftFromProduct,
  emptyDraft,
  type ProductDraft,
  splitList,
  startsSoldOut,
  unitsToWriteOff,
  updateBodyFromDraft,
  variantKey,
} from './product-form-state';
import { SoldOutNotice } from './sold-out-notice';
import { StockPanel } from './stock/stock-panel';

/** What a product's stock, colours, sizes and sale choice decide: whether it would start sold out. */
const SOLD_OUT_INPUTS: string[] = ['stock', 'colors', 'sizes', 'release'] satisfies (keyof ProductDraft)[];

/** Creates a product, or edits one when the route names it. */
export default function AdminProductFormScreen() {
  const { id } = useParams();
  const navigate = useNavigate();
  useDocumentMeta();
  const [draft, setDraft] = useState<ProductDraft>(emptyDraft);
  const [product, setProduct] = useState<AdminProduct | null>(null);
  const [collections, setCollections] = useState<AdminGroup[]>([]);
  const [categories, setCategories] = useState<AdminGroup[]>([]);
  const [loading, setLoading] = useState(true);
  const [saving, setSaving] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  /** Whether staff were asked about a product that would start sold out, and said to save it so. */
  const [soldOut, setSoldOut] = useState<'unasked' | 'asking' | 'accepted'>('unasked');
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    Promise.all([
      adminApi.groups('collection'),
      adminApi.groups('category'),
      id ? adminApi.product(id) : Promise.resolve(null),
    ]).then(
      ([loadedCollections, loadedCategories, product]) => {
        setCollections(loadedCollections);
        setCategories(loadedCategories);
        setProduct(product);
        if (product) setDraft(draftFromProduct(product));
        else setDraft((current) => ({ ...current, collection: loadedCollections[0]?.id ?? '' }));
        setLoading(false);
      },
      (failure: unknown) => {
        if (failure instanceof ApiError && failure.status === 404) setMissing(true);
        else setError(failure instanceof Error ? failure.message : String(failure));
        setLoading(false);
      },
    );
  }, [id]);

  /** Changes the draft; a field's error goes as soon as the field is changed, and the summary with the last one. */
  function update(patch: Partial<ProductDraft>) {
    setDraft((current) => ({ ...current, ...patch }));
    const changed = Object.keys(patch);
    if (changed.some((key) => SOLD_OUT_INPUTS.includes(key))) setSoldOut('unasked');
    const stale = Object.keys(fields).filter((key) => changed.includes(key.split('.')[0] ?? key));
    if (stale.length === 0) return;
    const remaining = Object.fromEntries(Object.entries(fields).filter(([key]) => !stale.includes(key)));
    setFields(remaining);
    if (Object.keys(remaining).length === 0) setError(null);
  }
  const colors = splitList(draft.colors);
  const sizes = splitList(draft.sizes);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!id && soldOut !== 'accepted' && startsSoldOut(draft)) setSoldOut('asking');
    else void save();
  }

  function saveSoldOut() {
    setSoldOut('accepted');
    void save();
  }

  function enterStock() {
    setSoldOut('unasked');
    const first = form.current?.querySelector<HTMLInputElement>('.stock-grid input');
    first?.focus();
    first?.scrollIntoView({ block: 'center' });
  }

  async function save() {
    setSaving(true);
    setError(null);
    setFields({});
    try {
      if (id) await adminApi.updateProduct(id, updateBodyFromDraft(draft));
      else await adminApi.createProduct(createBodyFromDraft(draft));
      navigate(paths.admin.products);
    } catch (failure) {
      const problem = problemOf(failure);
      setFields(problem.fields);
      setError(problem.message);
      setSaving(false);
    }
  }

  if (loading) return <LoadingScreen />;
  if (missing) {
    return (
      <section className="admin-page">
        <div className="empty" role="alert">
          <h1>Product not found</h1>
          <p>It may have been deleted, or the link may be mistyped.</p>
          <Link className="button" to={paths.admin.products}>
            Back to products
          </Link>
        </div>
      </section>
    );
  }
  const priceError = fields.price ? 'Enter a price in naira, like 12,500.' : undefined;
  const writtenOff = unitsToWriteOff(product, draft);
  /** Another's stock change since the page was loaded: the quantities are read again, the draft stays. */
  function reloadStock() {
    if (id) adminApi.product(id).then(setProduct, () => {});
  }
  function moved(color: string, size: string, quantity: number) {
    setProduct(
      (current) =>
        current && {
          ...current,
          stock: current.stock.map((line) =>
            line.color === color && line.size === size ? { ...line, quantity } : line,
          ),
        },
    );
  }
  return (
    <section className="admin-page">
      <h1>{id ? 'Edit product' : 'New product'}</h1>
      <form className="admin-form" onSubmit={submit} noValidate ref={form}>
        {error && (
          <p className="notice notice-warning" role="alert">
            {error}
          </p>
        )}
        <Field id="product-name" label="Name" error={fields.name}>
          {(props) => (
            <input {...props} value={draft.name} onChange={(e) => update({ name: e.target.value })} />
          )}
        </Field>
        <Field id="product-description" label="Description" error={fields.description} optional>
          {(props) => (
            <textarea
              {...props}
              rows={5}
              value={draft.description}
              onChange={(e) => update({ description: e.target.value })}
            />
          )}
        </Field>
        <div className="field-row field-row-3">
          <Field id="product-price" label="Price (₦)" error={priceError}>
            {(props) => (
              <input
                {...props}
                inputMode="decimal"
                placeholder="12,500"
                value={draft.price}
                onChange={(e) => update({ price: e.target.value })}
              />
            )}
          </Field>
          <Field id="product-collection" label="Collection" error={fields.collection}>
            {(props) => (
              <select
                {...props}
                value={draft.collection}
                onChange={(e) => update({ collection: e.target.value })}
              >
                <option value="">Choose…</option>
                {collections.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="product-category" label="Category" error={fields.category} optional>
            {(props) => (
              <select
                {...props}
                value={draft.category}
                onChange={(e) => update({ category: e.target.value })}
              >
                <option value="">None</option>
                {categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <div className="field-row">
          <Field id="product-colors" label="Colours (comma-separated)" error={fields.colors}>
            {(props) => (
              <input
                {...props}
                placeholder="Black, Sand"
                value={draft.colors}
                onChange={(e) => update({ colors: e.target.value })}
              />
            )}
          </Field>
          <Field id="product-sizes" label="Sizes (comma-separated)" error={fields.sizes}>
            {(props) => (
              <input
                {...props}
                placeholder="S, M, L, XL"
                value={draft.sizes}
                onChange={(e) => update({ sizes: e.target.value })}
              />
            )}
          </Field>
        </div>
        {(writtenOff.length > 0 || fields.writeOffReason) && (
          <div className="write-off">
            <p className="notice notice-warning">
              Removing these leaves units with nowhere to go: {writtenOff.join(', ') || 'see below'}. Saving
              writes them off.
            </p>
            <Field
              id="product-write-off"
              label="Why are these units written off?"
              error={fields.writeOffReason}
            >
              {(props) => (
                <input
                  {...props}
                  placeholder="Misprinted, given away…"
                  value={draft.writeOffReason}
                  onChange={(e) => update({ writeOffReason: e.target.value })}
                />
              )}
            </Field>
          </div>
        )}
        {!id && colors.length > 0 && sizes.length > 0 && (
          <fieldset className="stock-grid">
            <legend>Starting stock for each colour and size</legend>
            <table>
              <thead>
                <tr>
                  <th scope="col">Colour</th>
                  {sizes.map((size) => (
                    <th key={size} scope="col">
                      {size}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {colors.map((color) => (
                  <tr key={color}>
                    <th scope="row">{color}</th>
                    {sizes.map((size) => {
                      const key = variantKey(color, size);
                      return (
                        <td key={size}>
                          <input
                            type="number"
                            min="0"
                            inputMode="numeric"
                            aria-label={`Stock of ${color}, ${size}`}
                            value={draft.stock[key] ?? ''}
                            placeholder="0"
                            onChange={(e) => update({ stock: { ...draft.stock, [key]: e.target.value } })}
                          />
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </fieldset>
        )}
        <ImageListEditor
          urls={draft.imageUrls}
          onChange={(imageUrls) => update({ imageUrls })}
          error={fields.imageUrls}
        />
        {colors.length > 0 && draft.imageUrls.length > 0 && (
          <fieldset className="color-photos">
            <legend>Photo for each colour</legend>
            <p className="hint">Shoppers who choose a colour see its photo.</p>
            <div className="field-row field-row-3">
              {colors.map((color) => (
                <Field
                  key={color}
                  id={`color-photo-${color}`}
                  label={color}
                  error={fields[`colorImages.${color}`]}
                >
                  {(props) => (
                    <select
                      {...props}
                      value={draft.colorImages[color] ?? ''}
                      onChange={(e) => {
                        const { [color]: _, ...others } = draft.colorImages;
                        update({
                          colorImages: e.target.value ? { ...others, [color]: e.target.value } : others,
                        });
                      }}
                    >
                      <option value="">No photo of its own</option>
                      {draft.imageUrls.map((url, i) => (
                        <option key={url} value={url}>
                          Photo {i + 1}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
              ))}
            </div>
          </fieldset>
        )}
        <fieldset className="release-choice">
          <legend>On sale</legend>
          {(
            [
              ['live', 'On sale now'],
              ['scheduled', 'Coming soon: shown with a countdown, on sale from a date and time'],
              ['hidden', 'Hidden from shoppers'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="radio">
              <input
                type="radio"
                name="release"
                value={value}
                checked={draft.release === value}
                onChange={() => update({ release: value })}
              />
              {label}
            </label>
          ))}
          <div className="field-row">
            {draft.release === 'scheduled' && (
              <Field id="product-live-at" label="On sale from" error={fields.liveAt}>
                {(props) => (
                  <input
                    {...props}
                    type="datetime-local"
                    value={draft.liveAt}
                    onChange={(e) => update({ liveAt: e.target.value })}
                  />
                )}
              </Field>
            )}
            <Field
              id="product-max-per-order"
              label="Limit per order, for each colour and size"
              error={fields.maxPerOrder}
              optional
            >
              {(props) => (
                <input
                  {...props}
                  type="number"
                  min="1"
                  max={MAX_PER_ORDER_LIMIT}
                  inputMode="numeric"
                  placeholder="No limit"
                  value={draft.maxPerOrder}
                  onChange={(e) => update({ maxPerOrder: e.target.value })}
                />
              )}
            </Field>
          </div>
        </fieldset>
        {soldOut === 'asking' ? (
          <SoldOutNotice saving={saving} onSaveAnyway={saveSoldOut} onEnterStock={enterStock} />
        ) : (
          <div className="form-actions">
            <button
              type="button"
              className="button button-outline"
              onClick={() => navigate(paths.admin.products)}
            >
              Cancel
            </button>
            <button type="submit" className="button button-accent" disabled={saving}>
              {saving ? 'Saving…' : 'Save product'}
            </button>
          </div>
        )}
      </form>
      {product && <StockPanel product={product} onMoved={moved} onStale={reloadStock} />}
    </section>
  );
}
