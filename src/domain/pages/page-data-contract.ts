import { z } from 'zod';
import { categoryListSchema, collectionListSchema, productListSchema } from '../catalog/contract';
import { releaseListSchema } from '../content/releases-contract';
import { siteSettingsSchema } from '../content/site-contract';
import type { PageCatalog, PageContent } from './page-data';

/** The page data's contract: what the server may write into a page (page-data.ts). */
export const pageCatalogSchema = z.object({
  products: productListSchema,
  collections: collectionListSchema,
  categories: categoryListSchema,
}) satisfies z.ZodType<PageCatalog>;

export const pageContentSchema = z.object({
  site: siteSettingsSchema,
  releases: releaseListSchema.nullable(),
}) satisfies z.ZodType<PageContent>;
