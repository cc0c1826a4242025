import { type FormEvent, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { AdminGroup, AdminProduct } from '../../../../domain/catalog/admin';
import { useDocumentMeta } from '../../../components/document-meta';
import { LoadingScreen } from '../../../components/loading-screen';
import { adminPaths } from '../../admin-paths';
import { FormActions } from '../../components/form-actions';
import { FormNotices } from '../../components/form-notices';
import { NotFoundPanel } from '../../components/not-found-panel';
import { groupsApi } from '../../features/groups/groups-api';
import {
  createBodyFromDraft,
  draftFromProduct,
  draftRenames,
  emptyDraft,
  type ProductDraft,
  splitList,
  startsSoldOut,
  unitsToWriteOff,
  updateBodyFromDraft,
} from '../../features/products/product-form-state';
import { productsApi } from '../../features/products/products-api';
import { photosAfterRenames } from '../../features/products/variant-renames';
import { StockPanel } from '../../features/stock/stock-panel';
import { useAdminForm } from '../../hooks/use-admin-form';
import { ColorPhotoFields } from './components/color-photo-fields';
import { DetailsFields } from './components/details-fields';
import { ImageListEditor } from './components/image-list-editor';
import { ReleaseField } from './components/release-field';
import { RenameNotice } from './components/rename-notice';
import { SaleFields } from './components/sale-fields';
import { SoldOutNotice } from './components/sold-out-notice';
import { StartingStockGrid } from './components/starting-stock-grid';
import { WriteOffFields } from './components/write-off-fields';

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
        groupsApi.groups('collection'),
        groupsApi.groups('category'),
        id ? productsApi.product(id) : Promise.resolve(null),
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
        if (id && product) await productsApi.updateProduct(id, updateBodyFromDraft(draft, product));
        else await productsApi.createProduct(createBodyFromDraft(draft));
      },
      () => navigate(adminPaths.products),
    );
  }

  if (form.status === 'loading') return <LoadingScreen />;
  if (form.status === 'missing') {
    return (
      <NotFoundPanel title="Product not found" backTo={adminPaths.products} backLabel="Back to products" />
    );
  }
  const writtenOff = unitsToWriteOff(product, draft);
  const renames = draftRenames(product, draft);
  /** Another's stock change since the page was loaded: the quantities are read again, the draft stays. */
  function reloadStock() {
    if (id) productsApi.product(id).then(setProduct, () => {});
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
        {product?.archived && (
          <p className="notice">
            Archived: shoppers no longer see this product; its orders keep it. Restore it from Products to
            sell it again.
          </p>
        )}
        <FormNotices message={form.message} />
        <DetailsFields {...section} collections={collections} categories={categories} />
        <ReleaseField {...section} />
        <RenameNotice renames={renames} />
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
        {colors.length > 0 && draft.imageUrls.length > 0 && (
          <ColorPhotoFields
            {...section}
            value={{ ...draft, colorImages: photosAfterRenames(draft.colorImages, renames.colors) }}
            colors={colors}
          />
        )}
        <SaleFields {...section} />
        {soldOut === 'asking' ? (
          <SoldOutNotice saving={form.saving} onSaveAnyway={saveSoldOut} onEnterStock={enterStock} />
        ) : (
          <FormActions
            saveLabel="Save product"
            saving={form.saving}
            onCancel={() => navigate(adminPaths.products)}
          />
        )}
      </form>
      {product && <StockPanel product={product} onMoved={moved} onStale={reloadStock} />}
    </section>
  );
}
