import { type FormEvent, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { AdminGroup, AdminProduct } from '../../../domain/catalog/admin';
import { useDocumentMeta } from '../../components/document-meta';
import { LoadingScreen } from '../../components/loading-screen';
import { adminApi } from '../../features/admin/api';
import { useAdminForm } from '../../features/admin/use-admin-form';
import { paths } from '../../paths';
import { FormActions } from './form-actions';
import { FormNotices } from './form-notices';
import { ImageListEditor } from './image-list-editor';
import { NotFoundPanel } from './not-found-panel';
import { ColorPhotoFields } from './product-form/color-photo-fields';
import { DetailsFields } from './product-form/details-fields';
import { SaleFields } from './product-form/sale-fields';
import { StartingStockGrid } from './product-form/starting-stock-grid';
import { WriteOffFields } from './product-form/write-off-fields';
import {
  createBodyFromDraft,
  draftFromProduct,
  emptyDraft,
  type ProductDraft,
  splitList,
  startsSoldOut,
  unitsToWriteOff,
  updateBodyFromDraft,
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
  const [product, setProduct] = useState<AdminProduct | null>(null);
  const [collections, setCollections] = useState<AdminGroup[]>([]);
  const [categories, setCategories] = useState<AdminGroup[]>([]);
  /** Whether staff were asked about a product that would start sold out, and said to save it so. */
  const [soldOut, setSoldOut] = useState<'unasked' | 'asking' | 'accepted'>('unasked');
  const element = useRef<HTMLFormElement>(null);
  const form = useAdminForm<ProductDraft>({
    initial: emptyDraft,
    key: id,
    clearsFieldErrors: true,
    async load() {
      const [loadedCollections, loadedCategories, product] = await Promise.all([
        adminApi.groups('collection'),
        adminApi.groups('category'),
        id ? adminApi.product(id) : Promise.resolve(null),
      ]);
      setCollections(loadedCollections);
      setCategories(loadedCategories);
      setProduct(product);
      if (product) return () => draftFromProduct(product);
      return (current) => ({ ...current, collection: loadedCollections[0]?.id ?? '' });
    },
  });
  const { value: draft, fields } = form;

  /** Changes the draft; a change to what decides a sold-out start asks about it again. */
  function update(patch: Partial<ProductDraft>) {
    form.change(patch);
    if (Object.keys(patch).some((key) => SOLD_OUT_INPUTS.includes(key))) setSoldOut('unasked');
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
    const first = element.current?.querySelector<HTMLInputElement>('.stock-grid input');
    first?.focus();
    first?.scrollIntoView({ block: 'center' });
  }

  function save() {
    return form.save(
      async (draft) => {
        if (id) await adminApi.updateProduct(id, updateBodyFromDraft(draft));
        else await adminApi.createProduct(createBodyFromDraft(draft));
      },
      () => navigate(paths.admin.products),
    );
  }

  if (form.status === 'loading') return <LoadingScreen />;
  if (form.status === 'missing') {
    return (
      <NotFoundPanel title="Product not found" backTo={paths.admin.products} backLabel="Back to products" />
    );
  }
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
  const section = { value: draft, fields, change: update };
  return (
    <section className="admin-page">
      <h1>{id ? 'Edit product' : 'New product'}</h1>
      <form className="admin-form" onSubmit={submit} noValidate ref={element}>
        <FormNotices message={form.message} />
        <DetailsFields {...section} collections={collections} categories={categories} />
        {(writtenOff.length > 0 || fields.writeOffReason) && (
          <WriteOffFields {...section} writtenOff={writtenOff} />
        )}
        {!id && colors.length > 0 && sizes.length > 0 && (
          <StartingStockGrid value={draft} change={update} colors={colors} sizes={sizes} />
        )}
        <ImageListEditor
          urls={draft.imageUrls}
          onChange={(imageUrls) => update({ imageUrls })}
          error={fields.imageUrls}
        />
        {colors.length > 0 && draft.imageUrls.length > 0 && <ColorPhotoFields {...section} colors={colors} />}
        <SaleFields {...section} />
        {soldOut === 'asking' ? (
          <SoldOutNotice saving={form.saving} onSaveAnyway={saveSoldOut} onEnterStock={enterStock} />
        ) : (
          <FormActions
            saveLabel="Save product"
            saving={form.saving}
            onCancel={() => navigate(paths.admin.products)}
          />
        )}
      </form>
      {product && <StockPanel product={product} onMoved={moved} onStale={reloadStock} />}
    </section>
  );
}
