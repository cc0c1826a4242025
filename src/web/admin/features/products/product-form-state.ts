import type { AdminProduct } from '../../../../domain/catalog/admin';
import { variantKey } from '../../../../domain/catalog/catalog';
import { formatNaira, parseNaira } from '../../../../domain/shared/money';
import { variantName } from '../../../../domain/stock/stock-ledger';
import { isoMoment, localInputValue } from '../../local-moment';
import { photosAfterRenames, renamed, renamesBetween, type VariantRenames } from './variant-renames';

/** What the product form holds while it is edited: text as typed, stock by variant key. */
export type ProductDraft = {
  name: string;
  description: string;
  price: string;
  collection: string;
  category: string;
  colors: string;
  sizes: string;
  /** A new product's starting count per variant key; an existing product's stock moves on its own. */
  stock: Record<string, string>;
  imageUrls: string[];
  /** Colour → the photo that shows it. */
  colorImages: Record<string, string>;
  /** On sale now, coming soon until `liveAt`, or hidden from shoppers. */
  release: ReleaseChoice;
  /** As a datetime-local input holds it: the staff member's local time, "2026-11-28T18:00". */
  liveAt: string;
  /** The same, for when presale code holders may buy it first; empty: no presale. */
  presaleAt: string;
  maxPerOrder: string;
  /** The version loaded (0 for a new product): a save names it, so another's save is not undone. */
  version: number;
  /** Why units of colours or sizes being removed are written off. */
  writeOffReason: string;
  /** The slug of the release the merch was made for; '' for none. */
  fromRelease: string;
};

type ReleaseChoice = 'live' | 'scheduled' | 'hidden';

export const emptyDraft: ProductDraft = {
  name: '',
  description: '',
  price: '',
  collection: '',
  category: '',
  colors: '',
  sizes: '',
  stock: {},
  imageUrls: [],
  colorImages: {},
  release: 'live',
  liveAt: '',
  presaleAt: '',
  maxPerOrder: '',
  version: 0,
  writeOffReason: '',
  fromRelease: '',
};

/** A colour and size's cell in the draft's starting stock (the product has no id yet). */
export const stockCellKey = (color: string, size: string) => variantKey({ productId: '', color, size });

/** "Black, Sand" → ['Black', 'Sand']: colours and sizes are typed as a list. */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

function releaseOf(product: AdminProduct): ReleaseChoice {
  if (product.hidden) return 'hidden';
  return product.liveAt && Date.parse(product.liveAt) > Date.now() ? 'scheduled' : 'live';
}

export function draftFromProduct(product: AdminProduct): ProductDraft {
  return {
    name: product.name,
    description: product.description,
    price: formatNaira(product.price).replace('₦', ''),
    collection: product.collection,
    category: product.category ?? '',
    colors: product.colors.join(', '),
    sizes: product.sizes.join(', '),
    stock: {},
    imageUrls: product.imageUrls,
    colorImages: product.colorImages ?? {},
    release: releaseOf(product),
    liveAt: localInputValue(product.liveAt),
    presaleAt: localInputValue(product.presaleAt),
    maxPerOrder: product.maxPerOrder === null ? '' : String(product.maxPerOrder),
    version: product.version,
    writeOffReason: '',
    fromRelease: product.release?.slug ?? '',
  };
}

/** The colours and sizes of the loaded product the draft renames (none for a new product). */
export function draftRenames(product: AdminProduct | null, draft: ProductDraft): VariantRenames {
  if (!product) return { colors: [], sizes: [] };
  return {
    colors: renamesBetween(product.colors, splitList(draft.colors)),
    sizes: renamesBetween(product.sizes, splitList(draft.sizes)),
  };
}

/**
 * The variants the draft no longer lists, under their name or a new one, that held units when the
 * product was loaded, like 'Black, M (4)': saving writes them off, so the form asks why.
 */
export function unitsToWriteOff(product: AdminProduct | null, draft: ProductDraft): string[] {
  if (!product) return [];
  const colors = splitList(draft.colors);
  const sizes = splitList(draft.sizes);
  const renames = draftRenames(product, draft);
  const kept = (line: { color: string; size: string }) =>
    colors.includes(renamed(line.color, renames.colors)) && sizes.includes(renamed(line.size, renames.sizes));
  return product.stock
    .filter((line) => line.quantity > 0 && !kept(line))
    .map((line) => `${variantName(line.color, line.size)} (${line.quantity})`);
}

/**
 * The product's own fields as sent; a price or limit that is not a number is sent as -1 so the
 * server names the field. A hidden product keeps its drop time, so it can be shown as coming soon again.
 */
function fieldsFromDraft(draft: ProductDraft) {
  const colors = splitList(draft.colors);
  const sizes = splitList(draft.sizes);
  return {
    name: draft.name,
    description: draft.description,
    price: parseNaira(draft.price) ?? -1,
    collection: draft.collection,
    category: draft.category || null,
    colors,
    sizes,
    imageUrls: draft.imageUrls,
    // A colour renamed or a photo removed since it was chosen drops out rather than being refused.
    colorImages: Object.fromEntries(
      Object.entries(draft.colorImages).filter(
        ([color, url]) => colors.includes(color) && draft.imageUrls.includes(url),
      ),
    ),
    hidden: draft.release === 'hidden',
    liveAt:
      draft.release === 'live' || (draft.release === 'hidden' && !draft.liveAt)
        ? null
        : isoMoment(draft.liveAt),
    presaleAt: draft.release === 'scheduled' && draft.presaleAt ? isoMoment(draft.presaleAt) : null,
    maxPerOrder: draft.maxPerOrder.trim() === '' ? null : Number(draft.maxPerOrder) || -1,
    release: draft.fromRelease || null,
  };
}

/** A new product: its fields and each variant's starting count. */
export function createBodyFromDraft(draft: ProductDraft) {
  const fields = fieldsFromDraft(draft);
  const stock = fields.colors.flatMap((color) =>
    fields.sizes.map((size) => ({
      color,
      size,
      quantity: Number(draft.stock[stockCellKey(color, size)] || 0),
    })),
  );
  return { ...fields, stock };
}

/**
 * A product being edited: its fields, never its stock, the version the form loaded, and the colours
 * and sizes renamed since (their stock and photo move to the new name instead of being written off).
 */
export function updateBodyFromDraft(draft: ProductDraft, product: AdminProduct) {
  const renames = draftRenames(product, draft);
  const colorImages = photosAfterRenames(draft.colorImages, renames.colors);
  return {
    ...fieldsFromDraft({ ...draft, colorImages }),
    version: draft.version,
    writeOffReason: draft.writeOffReason,
    renames,
  };
}

/**
 * A new product going on sale now with 0 units of every colour and size: shoppers would find it
 * sold out from the first minute, so the form asks before saving it so. Asked last, once the name,
 * price and collection are there: a form with those missing goes to the server, which names them.
 */
export function startsSoldOut(draft: ProductDraft): boolean {
  if (draft.release !== 'live') return false;
  if (!draft.name.trim() || parseNaira(draft.price) === null || !draft.collection) return false;
  const { stock } = createBodyFromDraft(draft);
  return stock.length > 0 && stock.every((line) => line.quantity === 0);
}
