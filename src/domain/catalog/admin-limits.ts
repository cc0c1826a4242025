/** The limits on what staff enter for a product: the admin contract checks them, the forms show them. */

/** The highest per-order limit staff can set (MAX_PER_ORDER, variant.ts); above it, leave the limit out. */
export { MAX_PER_ORDER as MAX_PER_ORDER_LIMIT } from './variant';

/** ₦10,000,000: well above any merch price, and inside the database's integer column. */
export const MAX_PRICE_KOBO = 1_000_000_000;
export const MAX_VARIANT_VALUES = 20;
export const MAX_IMAGES_PER_PRODUCT = 12;
