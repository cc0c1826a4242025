import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { applyDiscount, type DiscountCode, type Discounted } from '../../../domain/codes/discount';
import { CODE_MESSAGES, type CodeRefusal } from '../../../domain/codes/messages';
import { codeStanding } from '../../../domain/codes/standing';
import { formatNaira } from '../../../domain/shared/money';
import type { Db } from '../../db/open';
import { codeRedemptions, discountCodes, products } from '../../db/schema';
import { CodeRefusedError } from './redeem';

/** A code as the database keeps it. */
export type CodeRow = typeof discountCodes.$inferSelect;

/** A line of the bag at the server's price. */
type Line = { productId: string; unitPriceKobo: number; quantity: number };

/** The code as typed (upper-cased by the contract), or null for one the shop does not have. */
async function findCode(db: Db, code: string): Promise<CodeRow | null> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code.toUpperCase()));
  return row ?? null;
}

/**
 * Why a code takes no use now, read from its row, or null when it may: what a shopper is told at
 * the code field. Placing the order decides again, by the conditional update that takes the use.
 */
function refusalOf(code: CodeRow, now: Date): CodeRefusal | null {
  const refusals = {
    ended: 'ended',
    paused: 'paused',
    scheduled: 'notYet',
    used_up: 'usedUp',
    active: null,
  } as const;
  return refusals[codeStanding(code, now)];
}

/** How many orders still standing an address has placed with a code. */
export async function usesBy(db: Db, codeId: string, email: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(codeRedemptions)
    .where(
      and(
        eq(codeRedemptions.codeId, codeId),
        eq(codeRedemptions.email, email.trim().toLowerCase()),
        isNull(codeRedemptions.releasedAt),
      ),
    );
  return row?.count ?? 0;
}

/** Whether a code is for a product: named, in a named collection, or the code is for every product. */
function covers(code: CodeRow, product: { id: string; collectionId: string }): boolean {
  if (code.productIds.length === 0 && code.collectionIds.length === 0) return true;
  return code.productIds.includes(product.id) || code.collectionIds.includes(product.collectionId);
}

/** Which products an order carrying `code` may buy in their presale: those a presale code is for. */
export function opensEarly(code: CodeRow | null): (product: { id: string; collectionId: string }) => boolean {
  return (product) => code?.kind === 'presale' && covers(code, product);
}

/** What a code took off the items alone (its whole discount less the delivery's). */
export function itemsDiscountKobo(discount: Discounted): number {
  return discount.totalDiscountKobo - discount.deliveryDiscountKobo;
}

/** The code as typed, usable now, or a 409 at the code field saying why not. */
export async function usableCode(db: Db, typed: string): Promise<CodeRow> {
  const code = await findCode(db, typed);
  if (!code) throw new CodeRefusedError('unknown');
  const refusal = refusalOf(code, new Date());
  if (refusal) throw new CodeRefusedError(refusal);
  return code;
}

/** The code's rule as the arithmetic takes it (a presale code takes nothing off). */
function asDiscount(code: CodeRow): DiscountCode {
  const rule: DiscountCode['rule'] =
    code.kind === 'percent'
      ? { kind: 'percent', basisPoints: code.basisPoints ?? 0 }
      : code.kind === 'amount'
        ? { kind: 'amount', amountKobo: code.amountKobo ?? 0 }
        : code.kind === 'presale'
          ? { kind: 'amount', amountKobo: 0 }
          : { kind: 'free_delivery' };
  const scoped = code.productIds.length > 0 || code.collectionIds.length > 0;
  return {
    rule,
    scope: scoped ? { productIds: code.productIds, collectionIds: code.collectionIds } : null,
    minSubtotalKobo: code.minSubtotalKobo,
  };
}

/** "10% off", "₦2,000 off", "Free delivery", and "on some items" when it is not for the whole order. */
export function codeLabel(code: CodeRow): string {
  const what =
    code.kind === 'percent'
      ? `${(code.basisPoints ?? 0) / 100}% off`
      : code.kind === 'amount'
        ? `${formatNaira(code.amountKobo ?? 0)} off`
        : code.kind === 'presale'
          ? 'Presale access'
          : 'Free delivery';
  if (code.kind === 'presale') return what;
  return code.productIds.length > 0 || code.collectionIds.length > 0 ? `${what} selected items` : what;
}

/**
 * What a code takes off this bag (lines at the server's prices) and its delivery fee; a code that
 * gives this bag nothing is refused with its reason at the code field.
 */
export async function discountFor(
  db: Db,
  code: CodeRow,
  lines: readonly Line[],
  deliveryFeeKobo: number,
): Promise<Discounted> {
  const ids = [...new Set(lines.map((line) => line.productId))];
  const rows = ids.length
    ? await db
        .select({ id: products.id, collectionId: products.collectionId })
        .from(products)
        .where(inArray(products.id, ids))
    : [];
  const collectionOf = new Map(rows.map((row) => [row.id, row.collectionId]));
  const priced = lines.map((line) => ({
    ...line,
    collectionIds: [collectionOf.get(line.productId) ?? ''].filter(Boolean),
  }));
  const result = applyDiscount(priced, deliveryFeeKobo, asDiscount(code));
  if ('refused' in result) {
    if (result.refused === 'below_minimum')
      throw new CodeRefusedError(
        'belowMinimum',
        CODE_MESSAGES.belowMinimum(formatNaira(code.minSubtotalKobo ?? 0)),
      );
    throw new CodeRefusedError('notForTheseItems');
  }
  return result;
}
