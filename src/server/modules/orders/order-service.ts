import { randomUUID, timingSafeEqual } from 'node:crypto';
import { setImmediate as nextTurnOfTheLoop } from 'node:timers/promises';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DELIVERY_MESSAGES, isNigeria, type PickupPoint } from '../../../domain/checkout';
import {
  type AdminOrder,
  type AdminOrderSummary,
  isOnlinePayment,
  nextStatus,
  ORDER_MESSAGES,
  type OrderAction,
  type OrderEventKind,
  type OrderStatusName,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  type PaymentOption,
  type PlacedOrder,
  type PublicOrder,
} from '../../../domain/order';
import type { AdminOrderListQuery, OrderLineRequest, PlaceOrderRequest } from '../../../domain/order-schema';
import type { CatalogCache } from '../../catalog/cache';
import type { Db } from '../../db/open';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../db/pg-error';
import { emailOutbox, orderEvents, orderLines, orders, products } from '../../db/schema';
import type { DeliveryService } from '../../delivery/delivery-service';
import { deliveryHttpError } from '../../delivery/http-errors';
import { BadRequestError, ConflictError, HttpError, NotFoundError } from '../../http/errors';
import type { OutboxRow } from '../../mail/outbox';
import type { OnlinePaymentProvider, PaymentWebhookEvent } from '../../payment/provider';
import type { VariantRef } from '../../stock/ledger';
import { newAccessKey, newOrderNumber, newPaymentReference } from './order-number';
import { OutOfStockError, returnStock, type StockLine, takeStock } from './stock';
import {
  type OrderLineRow,
  type OrderRow,
  type OrderViewSettings,
  type PaymentInstructions,
  toAdminOrder,
  toAdminSummary,
  toPublicOrder,
} from './views';

/** The emails an order sends, written in the order's own transaction and sent later by a worker. */
export interface OrderMail {
  enqueue(tx: Db, row: OutboxRow): Promise<void>;
  /** Writes the email only when `when` holds, in a statement that runs alike either way. */
  enqueueWhere(tx: Db, row: OutboxRow, when: SQL): Promise<void>;
  /** Sends what is due soon, without waiting; never throws. */
  kick(): void;
}

/** One look-up email per order in this time, however often it is asked for. */
export const ORDER_LINK_RESEND_MINUTES = 10;
/** An order id no order has: a look-up that matched nothing runs its statements with it. */
const NO_ORDER = '00000000-0000-0000-0000-000000000000';

export type ManualPaymentSettings = {
  reservationMinutes: number;
  bankTransferDetails: string | null;
  payOnDelivery: boolean;
  payOnDeliveryNote: string;
};

export type OrderServiceOptions = {
  db: Db;
  catalog: CatalogCache;
  delivery: DeliveryService;
  payments: ManualPaymentSettings;
  online: OnlinePaymentProvider | null;
  mail: OrderMail | null;
  /** Where new-order notices go; null sends none. */
  shopEmail: string | null;
  publicUrl: string;
  /** Where and when pickup orders are collected, shown with each pickup order (as staff last set it). */
  pickup: () => PickupPoint;
  /** Place orders one at a time, in arrival order (the embedded database's single connection). */
  serialWrites?: boolean;
  log: FastifyBaseLogger;
};

/** How long after a look-up's answer the outbox is asked to send what it wrote (see sendOrderLink). */
export const ORDER_LINK_KICK_MS = 2000;

export type Actor = { staffEmail: string | null; staffId?: string | null };
const SYSTEM: Actor = { staffEmail: null, staffId: null };
export const ADMIN_PAGE_SIZE = 25;

/** Orders from bag to doorstep: placing, paying, fulfilling, cancelling and expiring. */
export class OrderService {
  readonly #o: OrderServiceOptions;

  constructor(options: OrderServiceOptions) {
    this.#o = options;
  }

  /** The ways to pay this shop offers, in the order step 2 lists them. */
  paymentOptions(): PaymentOption[] {
    const options: PaymentOption[] = [];
    const { payments, online } = this.#o;
    if (online) options.push({ method: 'paystack', label: PAYMENT_METHOD_LABELS.paystack, instructions: '' });
    if (payments.bankTransferDetails)
      options.push({
        method: 'bank_transfer',
        label: PAYMENT_METHOD_LABELS.bank_transfer,
        instructions: payments.bankTransferDetails,
      });
    if (payments.payOnDelivery)
      options.push({
        method: 'pay_on_delivery',
        label: PAYMENT_METHOD_LABELS.pay_on_delivery,
        instructions: payments.payOnDeliveryNote,
      });
    return options;
  }

  /** What every order view takes from the shop's settings. */
  get #views(): OrderViewSettings {
    return { instructions: this.instructions, pickup: this.#o.pickup() };
  }

  readonly instructions: PaymentInstructions = (method) => {
    if (method === 'bank_transfer')
      return `Please pay by bank transfer to: ${this.#o.payments.bankTransferDetails ?? 'the account in your email'}. Use your order number as the reference.`;
    if (method === 'pay_on_delivery') return this.#o.payments.payOnDeliveryNote;
    return 'Your online payment has not been confirmed yet.';
  };

  /**
   * Places an order. Prices come from the database and the delivery fee from the delivery service,
   * never from the client. Stock is taken, and the order, its lines, history and emails written, in
   * one transaction: a short line leaves nothing behind.
   */
  place(request: PlaceOrderRequest): Promise<PlacedOrder> {
    if (!this.#o.serialWrites) return this.#place(request);
    // One connection serves every query on the embedded database, and it does not take turns
    // fairly: under a crowd, some orders waited seconds while later ones went through. Orders
    // here wait in one line, first come first served.
    // Each turn starts after the event loop has had its go: the database's work runs on this
    // thread, and without that pause a crowd of orders would hold every page request back until
    // the last of them was written.
    const turn = this.#line.then(nextTurnOfTheLoop).then(() => this.#place(request));
    this.#line = turn.catch(() => {});
    return turn;
  }

  #line: Promise<unknown> = Promise.resolve();

  readonly #stockOutListeners = new Set<(variant: VariantRef) => void>();

  /** Hears of each variant a sale left with none, once its order is written (a rolled-back one is not). */
  onStockOut(listener: (variant: VariantRef) => void): void {
    this.#stockOutListeners.add(listener);
  }

  async #place(request: PlaceOrderRequest): Promise<PlacedOrder> {
    const method = request.paymentMethod;
    if (!this.paymentOptions().some((option) => option.method === method))
      throw new BadRequestError(ORDER_MESSAGES.methodUnavailable, {
        paymentMethod: ORDER_MESSAGES.methodUnavailable,
      });

    const lines = await this.#priceLines(request.lines);
    const subtotalKobo = lines.reduce((sum, line) => sum + line.unitPriceKobo * line.quantity, 0);
    const { feeKobo, provider } = await this.#deliveryFee(request);
    const online = isOnlinePayment(method);
    const accessKey = newAccessKey();

    let row: OrderRow | undefined;
    let soldOut: StockLine[] = [];
    for (let attempt = 0; !row; attempt += 1) {
      const number = newOrderNumber();
      try {
        row = await this.#o.db.transaction(async (tx) => {
          const id = randomUUID();
          soldOut = await takeStock(tx, lines, id);
          const [order] = await tx
            .insert(orders)
            .values({
              id,
              number,
              accessKey,
              status: 'awaiting_payment',
              paymentMethod: method,
              paymentReference: online ? newPaymentReference(number) : null,
              reservedUntil: online
                ? sql`now() + make_interval(mins => ${this.#o.payments.reservationMinutes})`
                : null,
              email: request.contact.email.trim(),
              phone: request.contact.phone.trim(),
              firstName: request.contact.firstName.trim(),
              lastName: request.contact.lastName.trim(),
              address: request.contact.address.trim(),
              apartment: request.contact.apartment.trim(),
              city: request.contact.city.trim(),
              state: request.contact.state.trim(),
              country: request.contact.country.trim(),
              postalCode: request.contact.postalCode.trim(),
              shippingMethod: request.shippingMethod,
              deliveryProvider: provider,
              subtotalKobo,
              deliveryFeeKobo: feeKobo,
              totalKobo: subtotalKobo + feeKobo,
            })
            .returning();
          if (!order) throw new Error('The order was not written.');
          await tx
            .insert(orderLines)
            .values(lines.map((line, position) => ({ ...line, orderId: order.id, position })));
          await this.#record(tx, order.id, 'placed', `${PAYMENT_METHOD_LABELS[method]}`, SYSTEM);
          // An online order is confirmed by email once it is paid; a manual one now, with how to pay.
          if (!online) await this.#enqueueEmails(tx, order, lines);
          return order;
        });
      } catch (error) {
        if (error instanceof OutOfStockError) {
          const message = error.shortages.map((shortage) => shortage.message).join(' ');
          const fields = Object.fromEntries(
            error.shortages.map(({ line, message: text }) => [
              `${line.productId}|${line.color}|${line.size}`,
              text,
            ]),
          );
          throw new ConflictError('out_of_stock', message, fields);
        }
        // A clash of random order numbers: draw another.
        if (pgErrorCode(error) === PG_UNIQUE_VIOLATION && attempt < 3) continue;
        throw error;
      }
    }
    this.#o.catalog.stockMoved();
    this.#o.mail?.kick();
    for (const line of soldOut) for (const listener of this.#stockOutListeners) listener(line);

    const path = confirmationPath(row.number, accessKey);
    let paymentUrl: string | null = null;
    if (online) paymentUrl = await this.#startOnlinePayment(row, path);
    return {
      order: toPublicOrder(row, this.#asLineRows(row.id, lines), this.#views),
      confirmationPath: path,
      paymentUrl,
    };
  }

  async #priceLines(
    requested: readonly OrderLineRequest[],
  ): Promise<(StockLine & { unitPriceKobo: number; imageUrl: string | null })[]> {
    // The same variant twice is one line of the sum.
    const merged = new Map<string, OrderLineRequest>();
    for (const line of requested) {
      const key = `${line.productId}\u0000${line.color}\u0000${line.size}`;
      const seen = merged.get(key);
      merged.set(key, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
    }
    const ids = [...new Set([...merged.values()].map((line) => line.productId))];
    const rows = await this.#o.db
      .select({
        id: products.id,
        name: products.name,
        priceKobo: products.priceKobo,
        imageUrls: products.imageUrls,
        maxPerOrder: products.maxPerOrder,
        // The database's clock, so every server agrees on the moment a drop goes on sale.
        onSale: sql<boolean>`${products.liveAt} IS NULL OR ${products.liveAt} <= now()`,
      })
      .from(products)
      .where(and(inArray(products.id, ids), eq(products.hidden, false)));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const missing = ids.filter((id) => !byId.has(id));
    if (missing.length > 0) {
      const message = missing.map((id) => ORDER_MESSAGES.unknownProduct(id)).join(' ');
      throw new ConflictError('unknown_product', message);
    }
    const early = rows.filter((row) => !row.onSale);
    if (early.length > 0) {
      throw new ConflictError(
        'not_on_sale',
        early.map((row) => ORDER_MESSAGES.notOnSale(row.name)).join(' '),
      );
    }
    const lines = [...merged.values()].map((line) => {
      const product = byId.get(line.productId);
      if (!product) throw new Error('unreachable');
      return { product, line };
    });
    const over = lines.filter(
      ({ product, line }) => product.maxPerOrder !== null && line.quantity > product.maxPerOrder,
    );
    if (over.length > 0) {
      throw new ConflictError(
        'over_limit',
        over
          .map(({ product, line }) =>
            ORDER_MESSAGES.overLimit(product.name, line.color, line.size, product.maxPerOrder ?? 0),
          )
          .join(' '),
      );
    }
    return lines.map(({ product, line }) => ({
      productId: product.id,
      name: product.name,
      color: line.color,
      size: line.size,
      quantity: line.quantity,
      unitPriceKobo: product.priceKobo,
      imageUrl: product.imageUrls[0] ?? null,
    }));
  }

  async #deliveryFee(request: PlaceOrderRequest): Promise<{ feeKobo: number; provider: string | null }> {
    if (request.shippingMethod === 'pickup') return { feeKobo: 0, provider: null };
    const { contact, position } = request;
    if (!isNigeria(contact.country))
      throw new BadRequestError(DELIVERY_MESSAGES.outsideNigeria, {
        country: DELIVERY_MESSAGES.outsideNigeria,
      });
    try {
      const quote = await this.#o.delivery.quote({
        address: [contact.address, contact.apartment]
          .map((part) => part.trim())
          .filter(Boolean)
          .join(', '),
        city: contact.city.trim(),
        state: contact.state.trim(),
        country: 'Nigeria',
        lat: position.lat,
        long: position.long,
      });
      return { feeKobo: quote.feeKobo, provider: quote.provider };
    } catch (error) {
      throw deliveryHttpError(error, this.#o.log, DELIVERY_MESSAGES.unavailable);
    }
  }

  #asLineRows(
    orderId: string,
    lines: readonly (StockLine & { unitPriceKobo: number; imageUrl: string | null })[],
  ): OrderLineRow[] {
    return lines.map((line, position) => ({ ...line, orderId, position }));
  }

  async #startOnlinePayment(order: OrderRow, confirmationPath: string): Promise<string> {
    const { online, publicUrl, log } = this.#o;
    if (!online || !order.paymentReference) throw new Error('No online payment provider.');
    try {
      const { authorizationUrl } = await online.initialize({
        reference: order.paymentReference,
        email: order.email,
        amountKobo: order.totalKobo,
        callbackUrl: `${publicUrl}${confirmationPath}`,
        metadata: { orderNumber: order.number },
      });
      await this.#record(
        this.#o.db,
        order.id,
        'payment_started',
        `Reference ${order.paymentReference}`,
        SYSTEM,
      );
      return authorizationUrl;
    } catch (error) {
      log.error({ err: error, order: order.number }, 'online payment could not start');
      await this.#close(
        order.id,
        'cancelled',
        'payment_failed',
        'The online payment could not be started.',
        SYSTEM,
      );
      throw new HttpError(502, 'payment_unavailable', ORDER_MESSAGES.paymentStartFailed);
    }
  }

  async #enqueueEmails(
    tx: Db,
    order: OrderRow,
    lines: readonly (StockLine & { unitPriceKobo: number; imageUrl: string | null })[],
  ) {
    const { mail, shopEmail } = this.#o;
    if (!mail) return;
    const data = this.#emailData(order, this.#asLineRows(order.id, lines));
    await mail.enqueue(tx, { orderId: order.id, kind: 'order_confirmation', recipient: order.email, data });
    if (shopEmail)
      await mail.enqueue(tx, { orderId: order.id, kind: 'new_order', recipient: shopEmail, data });
  }

  /** "Payment received" or "on its way / ready for pickup", to the shopper, with the link to the order. */
  async #enqueueStatusEmail(tx: Db, order: OrderRow, kind: 'payment_received' | 'order_fulfilled') {
    const { mail } = this.#o;
    if (!mail) return;
    const data = this.#emailData(order, await this.#lines(tx, order.id));
    await mail.enqueue(tx, { orderId: order.id, kind, recipient: order.email, data });
  }

  /** What an order email is rendered from: the order as the shopper sees it, and absolute links. */
  #emailData(order: OrderRow, lines: readonly OrderLineRow[]) {
    const { publicUrl } = this.#o;
    return {
      order: toPublicOrder(order, lines, this.#views),
      confirmationUrl: `${publicUrl}${confirmationPath(order.number, order.accessKey)}`,
      adminUrl: `${publicUrl}/admin/orders/${order.number}`,
    };
  }

  async #record(tx: Db, orderId: string, kind: OrderEventKind, note: string, actor: Actor) {
    await tx.insert(orderEvents).values({ orderId, kind, note, staffEmail: actor.staffEmail });
  }

  async #lines(tx: Db, orderId: string): Promise<OrderLineRow[]> {
    return tx
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.position));
  }

  /**
   * Cancels (or expires) an order that still holds stock and gives the stock back, in one
   * transaction; only the caller that moves the status returns the stock, so it is returned once.
   */
  async #close(
    orderId: string,
    to: 'cancelled',
    kind: OrderEventKind,
    note: string,
    actor: Actor,
    from?: OrderStatusName[],
  ): Promise<boolean> {
    const closed = await this.#o.db.transaction(async (tx) => {
      const [row] = await tx
        .update(orders)
        .set({ status: to, reservedUntil: null, updatedAt: sql`now()` })
        .where(and(eq(orders.id, orderId), inArray(orders.status, from ?? ['awaiting_payment', 'paid'])))
        .returning({ id: orders.id });
      if (!row) return false;
      await returnStock(tx, await this.#lines(tx, orderId), {
        kind: kind === 'expired' ? 'expired' : 'cancelled',
        orderId,
        by: { staffId: actor.staffId ?? null, staffEmail: actor.staffEmail },
      });
      await this.#record(tx, orderId, kind, note, actor);
      return true;
    });
    if (closed) this.#o.catalog.stockMoved();
    return closed;
  }

  /** The order behind a confirmation link; an online payment still awaited is checked with the provider first. */
  async publicOrder(number: string, key: string): Promise<PublicOrder> {
    let row = await this.#byNumber(number);
    if (!row || !sameKey(row.accessKey, key)) throw new NotFoundError(ORDER_MESSAGES.notFound);
    if (
      row.status === 'awaiting_payment' &&
      isOnlinePayment(row.paymentMethod as PaymentMethod) &&
      row.paymentReference
    ) {
      await this.checkPayment(row.paymentReference);
      row = (await this.#byNumber(number)) ?? row;
    }
    return toPublicOrder(row, await this.#lines(this.#o.db, row.id), this.#views);
  }

  /**
   * Order look-up: emails the order's link to the address it was placed with, when the number and
   * email match, at most once in ORDER_LINK_RESEND_MINUTES. Says nothing either way, and costs the
   * same either way, so its timing tells nothing either: the same statements run whether or not
   * anything matched, all of them before the answer, and the email goes with the outbox's next
   * round (MAIL_RETRY_SECONDS) rather than at once.
   */
  async sendOrderLink(number: string, email: string): Promise<void> {
    const { mail, db } = this.#o;
    if (!mail) return;
    const row = await this.#byNumber(number);
    const match = row && row.email.toLowerCase() === email ? row : undefined;
    const orderId = match?.id ?? NO_ORDER;
    const lines = await this.#lines(db, orderId);
    const notSentLately = sql`NOT EXISTS (
      SELECT 1 FROM ${emailOutbox}
      WHERE ${emailOutbox.orderId} = ${orderId} AND ${emailOutbox.kind} = 'order_link'
        AND ${emailOutbox.createdAt} > now() - make_interval(mins => ${ORDER_LINK_RESEND_MINUTES}))`;
    await mail.enqueueWhere(
      db,
      {
        orderId: match?.id ?? null,
        kind: 'order_link',
        recipient: match?.email ?? '',
        data: match ? this.#emailData(match, lines) : {},
      },
      sql`${match !== undefined} AND ${notSentLately}`,
    );
    // The outbox looks for it a moment after the answer, on every look-up alike: the shopper gets
    // the link within seconds instead of at the next round, and neither this answer nor the next
    // request tells whether there was one to send.
    setTimeout(() => mail.kick(), ORDER_LINK_KICK_MS).unref();
  }

  async #byNumber(number: string): Promise<OrderRow | undefined> {
    const [row] = await this.#o.db.select().from(orders).where(eq(orders.number, number));
    return row;
  }

  /** Asks the provider how a payment stands, and pays the order if it succeeded. Never throws. */
  async checkPayment(reference: string): Promise<void> {
    const { online, log } = this.#o;
    if (!online) return;
    try {
      const result = await online.verify(reference);
      if (result.status === 'success')
        await this.confirmPayment(
          result.reference,
          result.amountKobo,
          result.currency,
          'verified with the provider',
        );
    } catch (error) {
      log.warn({ err: error, reference }, 'payment check failed');
    }
  }

  /** A webhook whose signature was already checked. Replays and unknown references change nothing. */
  async handleWebhook(event: PaymentWebhookEvent): Promise<void> {
    if (event.kind !== 'charge.success') return;
    await this.confirmPayment(event.reference, event.amountKobo, event.currency, 'confirmed by webhook');
  }

  /**
   * Marks an order paid from a verified payment. Idempotent: only the first confirmation moves the
   * status. A wrong amount or currency never pays; a payment for an order already expired is
   * recorded for staff, once.
   */
  async confirmPayment(
    reference: string,
    amountKobo: number,
    currency: string,
    source: string,
  ): Promise<void> {
    const [order] = await this.#o.db.select().from(orders).where(eq(orders.paymentReference, reference));
    if (!order) {
      this.#o.log.warn({ reference }, 'payment for an unknown reference');
      return;
    }
    if (amountKobo !== order.totalKobo || currency.toUpperCase() !== 'NGN') {
      this.#o.log.error(
        { reference, amountKobo, currency, expected: order.totalKobo },
        'payment amount does not match the order',
      );
      await this.#recordOnce(
        order.id,
        'payment_failed',
        `Paid ${amountKobo} kobo ${currency}, expected ${order.totalKobo} NGN: not accepted.`,
      );
      return;
    }
    const paid = await this.#o.db.transaction(async (tx) => {
      const [row] = await tx
        .update(orders)
        .set({ status: 'paid', paymentConfirmed: true, reservedUntil: null, updatedAt: sql`now()` })
        .where(and(eq(orders.id, order.id), eq(orders.status, 'awaiting_payment')))
        .returning();
      if (!row) return false;
      await this.#record(tx, row.id, 'paid', `Online payment ${source}.`, SYSTEM);
      await this.#enqueueEmails(tx, row, await this.#lines(tx, row.id));
      return true;
    });
    if (paid) {
      this.#o.mail?.kick();
      return;
    }
    const [now] = await this.#o.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, order.id));
    if (now?.status === 'cancelled')
      await this.#recordOnce(
        order.id,
        'late_payment',
        'Paid online after the order was cancelled: refund it, or restore it by hand.',
      );
  }

  async #recordOnce(orderId: string, kind: OrderEventKind, note: string) {
    const [seen] = await this.#o.db
      .select({ id: orderEvents.id })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, kind)));
    if (!seen) await this.#record(this.#o.db, orderId, kind, note, SYSTEM);
  }

  /**
   * Gives back the stock of online orders left unpaid past their reservation. Each is checked with
   * the provider first, so a payment whose webhook was lost is kept, not cancelled.
   */
  async expireReservations(): Promise<number> {
    const due = await this.#o.db
      .select({ id: orders.id, reference: orders.paymentReference })
      .from(orders)
      .where(
        and(
          eq(orders.status, 'awaiting_payment'),
          isNotNull(orders.reservedUntil),
          lt(orders.reservedUntil, sql`now()`),
        ),
      )
      .limit(100);
    let expired = 0;
    for (const order of due) {
      if (order.reference) await this.checkPayment(order.reference);
      const [still] = await this.#o.db
        .select({ status: orders.status })
        .from(orders)
        .where(and(eq(orders.id, order.id), lt(orders.reservedUntil, sql`now()`)));
      if (still?.status !== 'awaiting_payment') continue;
      if (
        await this.#close(
          order.id,
          'cancelled',
          'expired',
          'Not paid in time: the stock was returned.',
          SYSTEM,
          ['awaiting_payment'],
        )
      )
        expired += 1;
    }
    return expired;
  }

  async adminList(
    query: AdminOrderListQuery,
  ): Promise<{ orders: AdminOrderSummary[]; total: number; page: number; pageSize: number }> {
    const filters: SQL[] = [];
    if (query.status) filters.push(eq(orders.status, query.status));
    if (query.q) {
      const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const match = or(ilike(orders.number, pattern), ilike(orders.email, pattern));
      if (match) filters.push(match);
    }
    const where = filters.length > 0 ? and(...filters) : undefined;
    const [totals] = await this.#o.db.select({ total: count() }).from(orders).where(where);
    const rows = await this.#o.db
      .select({
        order: orders,
        items: sql<number>`(SELECT coalesce(sum(${orderLines.quantity}), 0)::int FROM ${orderLines} WHERE ${orderLines.orderId} = ${orders.id})`,
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.number))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE);
    return {
      orders: rows.map((row) => toAdminSummary(row.order, Number(row.items))),
      total: totals?.total ?? 0,
      page: query.page,
      pageSize: ADMIN_PAGE_SIZE,
    };
  }

  async adminOrder(number: string): Promise<AdminOrder> {
    const row = await this.#byNumber(number);
    if (!row) throw new NotFoundError('There is no order with that number.');
    const events = await this.#o.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, row.id))
      .orderBy(asc(orderEvents.id));
    return toAdminOrder(row, await this.#lines(this.#o.db, row.id), events, this.#views);
  }

  /** A staff action, recorded with who and when. A move another staff member already made is refused, not repeated. */
  async act(number: string, action: OrderAction, note: string, actor: Actor): Promise<AdminOrder> {
    const order = await this.#byNumber(number);
    if (!order) throw new NotFoundError('There is no order with that number.');
    const current = {
      status: order.status as OrderStatusName,
      paymentMethod: order.paymentMethod as PaymentMethod,
      paymentConfirmed: order.paymentConfirmed,
    };
    const to = nextStatus(current, action);
    if (!to)
      throw new ConflictError('transition_refused', ORDER_MESSAGES.transitionRefused(action, current.status));
    let moved: boolean;
    if (action === 'cancel') {
      moved = await this.#close(
        order.id,
        'cancelled',
        'cancelled',
        note || 'Cancelled by staff: the stock was returned.',
        actor,
        [current.status],
      );
    } else {
      moved = await this.#o.db.transaction(async (tx) => {
        const [row] = await tx
          .update(orders)
          .set({
            status: to,
            updatedAt: sql`now()`,
            ...(action === 'mark_paid' ? { paymentConfirmed: true, reservedUntil: null } : {}),
          })
          .where(
            and(
              eq(orders.id, order.id),
              eq(orders.status, current.status),
              eq(orders.paymentConfirmed, current.paymentConfirmed),
            ),
          )
          .returning({ id: orders.id });
        if (!row) return false;
        const kind: OrderEventKind = action === 'mark_paid' ? 'paid' : 'fulfilled';
        // The shopper hears of it in the same transaction: no status change without its email.
        await this.#enqueueStatusEmail(
          tx,
          { ...order, status: to, paymentConfirmed: order.paymentConfirmed || action === 'mark_paid' },
          action === 'mark_paid' ? 'payment_received' : 'order_fulfilled',
        );
        await this.#record(
          tx,
          order.id,
          kind,
          note || (action === 'mark_paid' ? 'Marked paid by staff.' : 'Marked fulfilled by staff.'),
          actor,
        );
        return true;
      });
    }
    if (moved && action !== 'cancel') this.#o.mail?.kick();
    if (!moved) {
      const latest = (await this.#byNumber(number)) ?? order;
      throw new ConflictError(
        'transition_refused',
        ORDER_MESSAGES.transitionRefused(action, latest.status as OrderStatusName),
      );
    }
    return this.adminOrder(number);
  }
}

/** The shopper's own link to an order: its page, opened by the secret key. */
function confirmationPath(number: string, accessKey: string): string {
  return `/orders/${number}?key=${accessKey}`;
}

/** Compares a confirmation key in constant time, so its characters cannot be guessed one by one. */
function sameKey(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
