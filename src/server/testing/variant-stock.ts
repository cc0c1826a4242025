import type { FastifyInstance } from 'fastify';
import type { VariantRef } from '../../domain/catalog/catalog';
import { variants } from '../db/schema';
import { quantityOf, variantIs } from '../modules/stock/ledger';

/** Sets a variant's quantity as a test's starting point (straight in the table: no ledger movement). */
export async function setStock(app: FastifyInstance, variant: VariantRef, quantity: number): Promise<void> {
  await app.database.db.update(variants).set({ quantity }).where(variantIs(variant));
}

/** A variant's quantity now, as the ledger reads it; null when the variant is not there. */
export function stockOf(app: FastifyInstance, variant: VariantRef): Promise<number | null> {
  return quantityOf(app.database.db, variant);
}
