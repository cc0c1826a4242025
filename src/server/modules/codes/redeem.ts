import { and, eq, isNull, sql } from 'drizzle-orm';
import { CODE_MESSAGES, type CodeNotApplicable, type CodeRefusal } from '../../../domain/codes/messages';
import type { Db } from '../../db/open';
import { codeRedemptions, discountCodes } from '../../db/schema';
import { ConflictError } from '../../http/errors';

/**
 * A code refused, when checked or when the order is placed: a 409 at the code field, and no order
 * is placed at a price the shopper did not see.
 */
export class CodeRefusedError extends ConflictError {
  constructor(
    readonly refusal: CodeRefusal | CodeNotApplicable,
    message: string = refusal === 'belowMinimum' ? '' : CODE_MESSAGES[refusal],
  ) {
    super('code_refused', message, { code: message });
  }
}

/** Why a code found by id takes no use now (read after the conditional update found nothing). */
async function whyNot(tx: Db, codeId: string): Promise<CodeRefusal> {
  const [code] = await tx
    .select({
      paused: sql<boolean>`${discountCodes.pausedAt} IS NOT NULL`,
      notYet: sql<boolean>`coalesce(${discountCodes.startsAt} > now(), false)`,
      ended: sql<boolean>`coalesce(${discountCodes.endsAt} <= now(), false)`,
    })
    .from(discountCodes)
    .where(eq(discountCodes.id, codeId));
  if (!code) return 'unknown';
  if (code.paused) return 'paused';
  if (code.notYet) return 'notYet';
  if (code.ended) return 'ended';
  return 'usedUp';
}

/**
 * Takes one use of a code for an order, in the transaction that places it: one conditional update
 * of the code's count (it holds the code's row until the order is written, so two orders never both
 * take the last use), then, for a code with a limit per email, a count of that email's uses made
 * under the same lock, and the redemption itself. A refusal throws CodeRefusedError: the caller's
 * transaction rolls back and no order is placed at a price the shopper did not see.
 */
export async function redeemCode(
  tx: Db,
  input: { codeId: string; orderId: string; email: string; discountKobo: number },
): Promise<void> {
  const email = input.email.trim().toLowerCase();
  const [taken] = await tx
    .update(discountCodes)
    .set({ uses: sql`${discountCodes.uses} + 1` })
    .where(
      and(
        eq(discountCodes.id, input.codeId),
        isNull(discountCodes.pausedAt),
        sql`(${discountCodes.startsAt} IS NULL OR ${discountCodes.startsAt} <= now())`,
        sql`(${discountCodes.endsAt} IS NULL OR ${discountCodes.endsAt} > now())`,
        sql`(${discountCodes.maxUses} IS NULL OR ${discountCodes.uses} < ${discountCodes.maxUses})`,
      ),
    )
    .returning({ perEmail: discountCodes.maxUsesPerEmail });
  if (!taken) throw new CodeRefusedError(await whyNot(tx, input.codeId));
  if (taken.perEmail !== null) {
    const [mine] = await tx
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(codeRedemptions)
      .where(
        and(
          eq(codeRedemptions.codeId, input.codeId),
          eq(codeRedemptions.email, email),
          isNull(codeRedemptions.releasedAt),
        ),
      );
    if ((mine?.count ?? 0) >= taken.perEmail) throw new CodeRefusedError('usedByYou');
  }
  await tx.insert(codeRedemptions).values({
    codeId: input.codeId,
    orderId: input.orderId,
    email,
    discountKobo: input.discountKobo,
  });
}

/**
 * Gives an order's use of its code back, when the order is cancelled or its hold expires: the
 * redemption is marked released and the code's count goes down by one, in the caller's transaction.
 * Returns whether the order had a use to give back.
 */
export async function releaseCode(tx: Db, orderId: string): Promise<boolean> {
  const [released] = await tx
    .update(codeRedemptions)
    .set({ releasedAt: sql`now()` })
    .where(and(eq(codeRedemptions.orderId, orderId), isNull(codeRedemptions.releasedAt)))
    .returning({ codeId: codeRedemptions.codeId });
  if (!released) return false;
  await tx
    .update(discountCodes)
    .set({ uses: sql`${discountCodes.uses} - 1` })
    .where(eq(discountCodes.id, released.codeId));
  return true;
}

/**
 * Takes an order's use back when staff restore an order that had expired (its payment came late):
 * the shopper paid the discounted price, so the use counts again, if the code has one left. A code
 * used up meanwhile keeps its count, and the order stands as paid either way.
 */
export async function retakeCode(tx: Db, orderId: string): Promise<boolean> {
  const [redemption] = await tx
    .select({ id: codeRedemptions.id, codeId: codeRedemptions.codeId })
    .from(codeRedemptions)
    .where(and(eq(codeRedemptions.orderId, orderId), sql`${codeRedemptions.releasedAt} IS NOT NULL`));
  if (!redemption) return false;
  const [taken] = await tx
    .update(discountCodes)
    .set({ uses: sql`${discountCodes.uses} + 1` })
    .where(
      and(
        eq(discountCodes.id, redemption.codeId),
        sql`(${discountCodes.maxUses} IS NULL OR ${discountCodes.uses} < ${discountCodes.maxUses})`,
      ),
    )
    .returning({ id: discountCodes.id });
  if (!taken) return false;
  await tx.update(codeRedemptions).set({ releasedAt: null }).where(eq(codeRedemptions.id, redemption.id));
  return true;
}
