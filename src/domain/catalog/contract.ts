import { z } from 'zod';

/**
 * The shape of the catalogue as the API serves it. Both sides share the types; the schemas check the
 * API's answers in tests and are the base of the admin's product schema (admin-contract.ts).
 */
const collectionSchema = z.object({
  id: z.string(),
  name: z.string(),
});
export type Collection = z.infer<typeof collectionSchema>;

const categorySchema = collectionSchema;
export type Category = z.infer<typeof categorySchema>;

/** Stock is counted per variant: one product in one colour and one size. */
const variantStockSchema = z.object({
  color: z.string(),
  size: z.string(),
  quantity: z.number().int().nonnegative(),
});
export type VariantStock = z.infer<typeof variantStockSchema>;

export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Integer kobo. */
  price: z.number().int().nonnegative(),
  imageUrls: z.array(z.string()),
  /** The photo that shows each colour (colour → one of imageUrls); a colour left out has none of its own. */
  colorImages: z.record(z.string(), z.string()),
  colors: z.array(z.string()),
  sizes: z.array(z.string()),
  /** The sum of the variants' stock. */
  quantity: z.number().int().nonnegative(),
  stock: z.array(variantStockSchema),
  /** The id of the product's collection: the key the shop groups by. */
  collection: z.string(),
  category: z.string().nullable(),
  /** Hidden from shoppers (only staff see hidden products). */
  hidden: z.boolean(),
  /** Archived: out of the shop for good, kept on its orders (only staff see archived products). */
  archived: z.boolean(),
  /** A drop: ISO 8601 moment it goes on sale; before it the product is coming soon. Null: on sale. */
  liveAt: z.string().nullable(),
  /** Before `liveAt`, from this moment holders of a presale code for it may order it. Null: no presale. */
  presaleAt: z.string().nullable(),
  /** At most this many of each variant in one order; null: only the stock limits it. */
  maxPerOrder: z.number().int().positive().nullable(),
  /** The release the merch was made for, with its title for a link to it; null: none. */
  release: z.object({ slug: z.string(), title: z.string() }).nullable(),
  /** ISO 8601 timestamp. */
  createdAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const productListSchema = z.array(productSchema);
export const collectionListSchema = z.array(collectionSchema);
export const categoryListSchema = z.array(categorySchema);
