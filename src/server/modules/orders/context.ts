import type { SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PickupPoint } from '../../../domain/checkout/checkout';
import type { Db } from '../../db/open';
import type { OutboxRow } from '../../kernel/outbox/outbox-terms';
import type { DeliveryService } from '../../providers/delivery/delivery-service';
import type { OnlinePaymentProvider } from '../../providers/payment/provider';
import type { CatalogCache } from '../catalog/cache';
import type { EmailKind } from './emails/email-kinds';

/** What every order job works with: the database, the shop's other services and its settings. */
export type OrderContext = {
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
  /** The VAT rate in percent the shop's prices include (VAT_RATE); null: receipts show no VAT. */
  vatRate: number | null;
  log: FastifyBaseLogger;
};

/** One of an order's emails, as the outbox keeps it. */
type OrderEmailRow = OutboxRow & { kind: EmailKind };

/** The emails an order sends, written in the order's own transaction and sent later by a worker. */
interface OrderMail {
  /** Writes the email, due at `due` (now when not given). */
  enqueue(tx: Db, row: OrderEmailRow, due?: Date): Promise<void>;
  /** Writes the email only when `when` holds, in a statement that runs alike either way. */
  enqueueWhere(tx: Db, row: OrderEmailRow, when: SQL): Promise<void>;
  /** Sends what is due soon, without waiting; never throws. */
  kick(): void;
}

export type ManualPaymentSettings = {
  reservationMinutes: number;
  bankTransferDetails: string | null;
  payOnDelivery: boolean;
  payOnDeliveryNote: string;
};
