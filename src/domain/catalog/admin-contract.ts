import { z } from 'zod';
import {
  MAX_IMAGES_PER_PRODUCT,
  MAX_PER_ORDER_LIMIT,
  MAX_PRICE_KOBO,
  MAX_VARIANT_VALUES,
} from './admin-limits';
import { productSchema } from './contract';

/** The admin API's request and response shapes: the server validates with these, both sides share the types. */

/** POST/PUT /api/admin/collections and /api/admin/categories. */
export const groupInputSchema = z.object({
  name: z
    .string({ error: 'Enter a name.' })
    .trim()
    .min(1, 'Enter a name.')
    .max(80, 'Use at most 80 characters.'),
});

/** A collection or category as the admin lists it: with how many products it holds. */
export const adminGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  productCount: z.number().int().nonnegative(),
});
export type AdminGroup = z.infer<typeof adminGroupSchema>;
export const adminGroupListSchema = z.array(adminGroupSchema);

function variantValues(what: 'colour' | 'size') {
  return z
    .array(
      z
        .string({ error: `Enter a ${what}.` })
        .trim()
        .min(1, `Enter a ${what}.`)
        .max(40, 'Use at most 40 characters.'),
      { error: `List the ${what}s.` },
    )
    .min(1, `Add at least one ${what}.`)
    .max(MAX_VARIANT_VALUES, `Use at most ${MAX_VARIANT_VALUES} ${what}s.`)
    .refine(
      (values) => new Set(values.map((value) => value.toLowerCase())).size === values.length,
      `Each ${what} can be listed only once.`,
    );
}

const RELEASE_MESSAGE = 'Choose one of the releases, or none.';

/** An image the shop stored (`/uploads/…`), any other path on this site, or an http(s) address. */
const imageUrl = z
  .string()
  .trim()
  .max(500, 'That image address is too long.')
  .refine(
    (url) => (url.startsWith('/') && !url.startsWith('//')) || /^https?:\/\/[^\s]+$/i.test(url),
    'Use an uploaded image or an http(s) address.',
  );

const stockLineSchema = z.object({
  color: z.string().trim(),
  size: z.string().trim(),
  quantity: z
    .number({ error: 'Enter the number in stock.' })
    .int('Enter a whole number.')
    .min(0, 'Stock cannot be negative.')
    .max(1_000_000, 'That is more stock than the shop can count.'),
});

/**
 * A product's own fields, as staff edit them. `price` is integer kobo, like everywhere in the API
 * (₦12,500 is 1250000); the form parses what people type with parseNaira.
 */
const productFields = z.object({
  name: z
    .string({ error: 'Enter a name.' })
    .trim()
    .min(1, 'Enter a name.')
    .max(120, 'Use at most 120 characters.'),
  description: z.string().trim().max(5000, 'Use at most 5000 characters.').default(''),
  price: z
    .number({ error: 'Enter a price in kobo, as a whole number.' })
    .int('Enter a price in kobo, as a whole number.')
    .min(0, 'The price cannot be negative.')
    .max(MAX_PRICE_KOBO, 'That price is too high.'),
  collection: z.string({ error: 'Choose a collection.' }).trim().min(1, 'Choose a collection.'),
  category: z.string().trim().min(1, 'Choose a category, or none.').nullable().default(null),
  colors: variantValues('colour'),
  sizes: variantValues('size'),
  imageUrls: z
    .array(imageUrl)
    .max(MAX_IMAGES_PER_PRODUCT, `Use at most ${MAX_IMAGES_PER_PRODUCT} images.`)
    .default([]),
  colorImages: z.record(z.string().max(200), z.string().max(500)).default({}),
  hidden: z.boolean({ error: 'Choose whether shoppers see the product.' }).default(false),
  liveAt: z.iso
    .datetime({ offset: true, error: 'Enter the date and time it goes on sale.' })
    .nullable()
    .default(null),
  /** Before `liveAt`: from when holders of a presale code for it may order it. */
  presaleAt: z.iso
    .datetime({ offset: true, error: 'Enter the date and time the presale opens.' })
    .nullable()
    .default(null),
  maxPerOrder: z
    .number({ error: `Enter a whole number from 1 to ${MAX_PER_ORDER_LIMIT}, or leave it empty.` })
    .int(`Enter a whole number from 1 to ${MAX_PER_ORDER_LIMIT}, or leave it empty.`)
    .min(1, `Enter a whole number from 1 to ${MAX_PER_ORDER_LIMIT}, or leave it empty.`)
    .max(MAX_PER_ORDER_LIMIT, `Enter a whole number from 1 to ${MAX_PER_ORDER_LIMIT}, or leave it empty.`)
    .nullable()
    .default(null),
  /**
   * The slug of the release the merch was made for, or the release as the API answered it (a
   * product read and saved back keeps its release); null: none.
   */
  release: z
    .union(
      [
        z.string().trim().min(1, RELEASE_MESSAGE).max(200, RELEASE_MESSAGE),
        z.object({ slug: z.string() }).transform((release) => release.slug),
      ],
      { error: RELEASE_MESSAGE },
    )
    .nullable()
    .default(null),
});

type ColorImages = Pick<
  z.infer<typeof productFields>,
  'colors' | 'colorImages' | 'imageUrls' | 'liveAt' | 'presaleAt'
>;

/** A presale opens before the product's public sale, so it needs one. */
function checkPresale(product: ColorImages, context: z.RefinementCtx): void {
  if (product.presaleAt === null) return;
  if (product.liveAt === null || Date.parse(product.presaleAt) >= Date.parse(product.liveAt))
    context.addIssue({
      code: 'custom',
      path: ['presaleAt'],
      message: 'The presale opens before the product goes on sale to everyone.',
    });
}

function checkColorImages(product: ColorImages, context: z.RefinementCtx): void {
  checkPresale(product, context);
  for (const [color, url] of Object.entries(product.colorImages)) {
    if (!product.colors.includes(color)) {
      context.addIssue({ code: 'custom', path: ['colorImages', color], message: 'Not one of the colours.' });
    } else if (!product.imageUrls.includes(url)) {
      context.addIssue({
        code: 'custom',
        path: ['colorImages', color],
        message: 'Choose one of the product’s photos.',
      });
    }
  }
}

/**
 * POST /api/admin/products. `stock` is the starting count of variants of the colour × size grid (a
 * variant left out starts at 0); each is written to the stock ledger as units received.
 */
export const productInputSchema = productFields
  .extend({
    stock: z
      .array(stockLineSchema)
      .max(MAX_VARIANT_VALUES ** 2)
      .default([]),
  })
  .superRefine((product, context) => {
    checkColorImages(product, context);
    const seen = new Set<string>();
    product.stock.forEach((line, index) => {
      if (!product.colors.includes(line.color)) {
        context.addIssue({
          code: 'custom',
          path: ['stock', index, 'color'],
          message: 'Not one of the colours.',
        });
      }
      if (!product.sizes.includes(line.size)) {
        context.addIssue({
          code: 'custom',
          path: ['stock', index, 'size'],
          message: 'Not one of the sizes.',
        });
      }
      const key = JSON.stringify([line.color, line.size]);
      if (seen.has(key)) {
        context.addIssue({
          code: 'custom',
          path: ['stock', index],
          message: 'This variant is listed twice.',
        });
      }
      seen.add(key);
    });
  });
export type ProductInput = z.infer<typeof productInputSchema>;

/** A colour or size staff renamed: its variants keep their stock, history and photo. */
const rename = z.object({
  from: z.string().trim().min(1).max(200),
  to: z.string().trim().min(1).max(200),
});

/** A rename names a new value the product lists, taken from one it no longer lists. */
function checkRenames(
  product: { colors: string[]; sizes: string[]; renames: { colors: Rename[]; sizes: Rename[] } },
  context: z.RefinementCtx,
) {
  for (const list of ['colors', 'sizes'] as const) {
    const seen = new Set<string>();
    product.renames[list].forEach((change, index) => {
      const path = ['renames', list, index];
      if (!product[list].includes(change.to)) {
        context.addIssue({
          code: 'custom',
          path,
          message: `${change.to} is not one of the product’s ${list === 'colors' ? 'colours' : 'sizes'}.`,
        });
      } else if (product[list].includes(change.from) || seen.has(change.to) || seen.has(change.from)) {
        context.addIssue({
          code: 'custom',
          path,
          message: `${change.to} is already used, so ${change.from} cannot be renamed to it.`,
        });
      }
      seen.add(change.from);
      seen.add(change.to);
    });
  }
}
type Rename = z.infer<typeof rename>;

/**
 * PUT /api/admin/products/:id: the product's own fields, never its stock (that moves only by
 * POST …/stock). `version` is the one the form loaded: a product saved since is refused (409).
 * Removing a colour or size whose variants still hold units needs `writeOffReason`; one listed in
 * `renames` keeps its variants' stock, stock history and photo under the new name.
 */
export const productUpdateSchema = productFields
  .extend({
    version: z
      .number({ error: 'Reload the product and try again.' })
      .int('Reload the product and try again.')
      .positive('Reload the product and try again.'),
    writeOffReason: z.string().trim().max(200, 'Use at most 200 characters.').default(''),
    renames: z
      .object({ colors: z.array(rename).max(50).default([]), sizes: z.array(rename).max(50).default([]) })
      .default({ colors: [], sizes: [] }),
  })
  .superRefine(checkColorImages)
  .superRefine(checkRenames);
export type ProductUpdate = z.infer<typeof productUpdateSchema>;
export type ProductUpdateBody = z.input<typeof productUpdateSchema>;

/** A product as the admin reads it: the shop's shape and the version a save must name. */
export const adminProductSchema = productSchema.extend({ version: z.number().int().positive() });
export type AdminProduct = z.infer<typeof adminProductSchema>;
/** What a client sends; fields with defaults may be left out. */
export type ProductInputBody = z.input<typeof productInputSchema>;

/** POST /api/admin/uploads: the 960 px WebP of each image, in the order sent. */
export const uploadResultSchema = z.object({ urls: z.array(z.string()) });
export type UploadResult = z.infer<typeof uploadResultSchema>;
