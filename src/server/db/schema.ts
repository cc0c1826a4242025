import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { InvitationEnd } from '../../domain/auth/invitation';
import type { StaffRole } from '../../domain/auth/roles';
import type { BroadcastAudience } from '../../domain/broadcasts/broadcast';
import type { BroadcastCard } from '../../domain/broadcasts/contract';
import type { SubscriberStatus } from '../../domain/newsletter/consent';
import type { ShowStatus } from '../../domain/tour/tour';

export const collections = pgTable('collections', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceKobo: bigint('price_kobo', { mode: 'number' }).notNull(),
    imageUrls: text('image_urls').array().notNull().default(sql`'{}'::text[]`),
    /** The photo that shows each colour: colour → one of image_urls. */
    colorImages: jsonb('color_images').$type<Record<string, string>>().notNull().default({}),
    colors: text('colors').array().notNull().default(sql`'{}'::text[]`),
    sizes: text('sizes').array().notNull().default(sql`'{}'::text[]`),
    collectionId: text('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'restrict' }),
    categoryId: text('category_id').references(() => categories.id, { onDelete: 'restrict' }),
    /** Hidden products are not shown to shoppers and cannot be ordered. */
    hidden: boolean('hidden').notNull().default(false),
    /** A drop: before this moment the product is shown as coming soon and cannot be ordered. */
    liveAt: timestamp('live_at', { withTimezone: true }),
    /**
     * A presale: from this moment (before live_at) holders of a presale code for the product may
     * order it; everyone else waits for live_at. Null: no presale.
     */
    presaleAt: timestamp('presale_at', { withTimezone: true }),
    /** At most this many of each variant in one order; null: no limit but the stock. */
    maxPerOrder: integer('max_per_order'),
    /**
     * The release the merch was made for, by its slug: a new slug follows (on update cascade), a
     * deleted release leaves the product without one. Null: not made for a release.
     */
    releaseSlug: text('release_slug').references((): AnyPgColumn => releases.slug, {
      onDelete: 'set null',
      onUpdate: 'cascade',
    }),
    /**
     * When staff archived the product: it left the shop for good but stays on its orders and in the
     * stock ledger (a product that was ordered is archived, never deleted). Null: not archived.
     */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /**
     * Raised by every save of the product's own fields, so a save made from a form loaded before
     * another one is refused instead of undoing it. Stock movements never change it.
     */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_price_not_negative', sql`${t.priceKobo} >= 0`),
    check('products_max_per_order_positive', sql`${t.maxPerOrder} IS NULL OR ${t.maxPerOrder} > 0`),
  ],
);

/** Stock per variant (product × colour × size); a product's quantity is the sum of its rows. */
export const variants = pgTable(
  'variants',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    color: text('color').notNull(),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.color, t.size] }),
    check('variants_quantity_not_negative', sql`${t.quantity} >= 0`),
    // MAX_STOCK (domain/stock/ledger-terms.ts): no adjustment can overflow the column.
    check('variants_quantity_at_most_max', sql`${t.quantity} <= 1000000`),
  ],
);

/**
 * Every change of a variant's quantity, in the same statement as the change: a sale, stock released
 * by a cancelled or expired order, or a staff adjustment with its reason. A variant's quantity is
 * always the sum of its movements. No foreign key to the variant: the history stays when a colour is
 * removed (its units are written off first); a deleted product takes its history with it.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    color: text('color').notNull(),
    size: text('size').notNull(),
    /** Units added (positive) or taken (negative). */
    delta: integer('delta').notNull(),
    quantityAfter: integer('quantity_after').notNull(),
    /** StockMovementKind (domain/stock/ledger-terms.ts). */
    kind: text('kind').notNull(),
    note: text('note').notNull().default(''),
    /** The order a sale or release belongs to (no foreign key: stock is taken before the order is written). */
    orderId: uuid('order_id'),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    staffEmail: text('staff_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_variant_idx').on(t.productId, t.color, t.size, t.id),
    index('stock_movements_order_idx').on(t.orderId),
    check('stock_movements_quantity_after_not_negative', sql`${t.quantityAfter} >= 0`),
  ],
);

/** Small facts about the installation itself, such as whether demo content was ever seeded. */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** A staff member who may sign in to the admin area. Emails are stored lower-cased, so one person is one row. */
export const staff = pgTable(
  'staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    /** `scrypt$N$r$p$salt$hash`: the cost travels with the hash, so it can be raised later. */
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the account is deactivated: it can no longer sign in, and its sessions are gone. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** What the account may do (src/domain/auth/roles.ts); accounts made before roles are owners. */
    role: text('role').$type<StaffRole>().notNull().default('owner'),
    /**
     * The authenticator app's shared secret (base32). Set when setting up starts; it signs nobody in
     * until `totp_enabled_at`, when a first code from the app has proved it was scanned.
     */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The 30-second step of the last code accepted: each code works once, and never an older one. */
    totpLastStep: integer('totp_last_step'),
  },
  (t) => [
    check('staff_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check('staff_role_known', sql`${t.role} in ('owner', 'manager', 'fulfilment', 'content')`),
  ],
);

/**
 * A signed-in browser. The id is the SHA-256 of the cookie's random token, so a copy of this table
 * signs nobody in. Signing out deletes the row; each use pushes `expires_at` forward. Staff see their
 * sessions as devices by `public_id`, never by `id`; the device is kept as a short label and a masked
 * address only (null for sessions started before devices were recorded).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the person last proved who they are in this session (signing in, or confirming it is them
     * with their password or a code): refunds, staff changes and personal exports ask for it recent.
     */
    authenticatedAt: timestamp('authenticated_at', { withTimezone: true }).notNull().defaultNow(),
    publicId: uuid('public_id').notNull().defaultRandom().unique(),
    /** "Firefox on macOS", read from the User-Agent when the session started. */
    deviceLabel: text('device_label'),
    /** Where it signed in from, masked: 203.0.113.x, or an IPv6 address's first three groups. */
    deviceAddress: text('device_address'),
    /** Wrong answers to "Confirm it's you" since it last proved who it is: a few end the session. */
    confirmFailures: integer('confirm_failures').notNull().default(0),
  },
  (t) => [index('sessions_staff_id_idx').on(t.staffId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/**
 * A password accepted, a second factor still to give: the sign-in waits here, up to five minutes,
 * under its own cookie. The id is the SHA-256 of that cookie's token; the row goes once used.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: text('id').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong codes (or refused passkeys) given to it: a few, and the password must be given again. */
    failures: integer('failures').notNull().default(0),
  },
  (t) => [index('sign_in_challenges_staff_id_idx').on(t.staffId)],
);

/**
 * Ten single-use codes for signing in without the authenticator app, shown once when two-factor is
 * set up. Only each code's SHA-256 is kept (each holds 50 random bits); `used_at` spends it.
 */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('recovery_codes_staff_code_idx').on(t.staffId, t.codeHash)],
);

/**
 * A passkey: a key pair on a staff member's device or password manager (WebAuthn), signing in as a
 * second factor after the password, or on its own. Only the public key is kept; `counter` is the
 * authenticator's own count of uses, which must grow where it counts at all.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    /** The credential's id, base64url, as the browser names it. */
    id: text('id').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    /** What its owner calls it ("MacBook", "Phone"): to tell one from another when removing. */
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_staff_id_idx').on(t.staffId)],
);

/**
 * The random challenge a passkey must sign, waiting five minutes under its own cookie: to add a
 * passkey (`staff_id` is the member adding it), or to sign in (`staff_id` set when the password is
 * already accepted; null for a passkey on its own, whoever it turns out to be). Used once.
 */
export const passkeyChallenges = pgTable('passkey_challenges', {
  id: text('id').primaryKey(),
  challenge: text('challenge').notNull(),
  purpose: text('purpose').$type<'register' | 'sign-in' | 'confirm'>().notNull(),
  staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * A link sent to choose a new password ("Forgot password?"). The id is the SHA-256 of the token the
 * link carries, so a copy of this table resets nobody's password. It works once (`used_at`), until
 * `expires_at`, and only while the account is active.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: text('id').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('password_resets_staff_id_idx').on(t.staffId, t.createdAt),
    index('password_resets_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * An invitation to join the staff, by a link that makes the account once. Like a reset link, only
 * the SHA-256 of the link's token is kept. It works until `expires_at` while `used_at` is empty;
 * `outcome` says what ended it. An email has at most one pending invitation: a new one replaces it.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    outcome: text('outcome').$type<InvitationEnd>(),
  },
  (t) => [
    uniqueIndex('staff_invitations_pending_email_idx').on(t.email).where(sql`${t.usedAt} is null`),
    index('staff_invitations_expires_at_idx').on(t.expiresAt),
    check('staff_invitations_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check('staff_invitations_role_known', sql`${t.role} in ('owner', 'manager', 'fulfilment', 'content')`),
    check(
      'staff_invitations_outcome_known',
      sql`(${t.usedAt} is null and ${t.outcome} is null) or ${t.outcome} in ('accepted', 'cancelled', 'replaced')`,
    ),
  ],
);

/**
 * Failed sign-ins, counted per account and per address over a window. In the database rather than in
 * memory, so several servers share the count.
 */
/**
 * Request counts per client and route for the rate limits, shared by every server on one
 * PostgreSQL (one process on PGlite keeps them in memory instead). One row per key and window.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limit_hits_window_idx').on(t.windowStartedAt)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.email, t.attemptedAt),
    index('login_attempts_ip_idx').on(t.ip, t.attemptedAt),
    index('login_attempts_attempted_at_idx').on(t.attemptedAt),
  ],
);

/**
 * An order as placed: who it is for, where it goes, and the totals the server computed. Prices are
 * copied onto its lines, so later catalogue changes never rewrite what a fan bought.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What people read and type: `SF-` and six letters or digits, unique. */
    number: text('number').notNull().unique(),
    /**
     * The secret in the shopper's confirmation link: the link alone shows the order. Kept as is (not
     * hashed) because emails sent later must carry it, and whoever reads this table reads the order anyway.
     */
    accessKey: text('access_key').notNull(),
    status: text('status').notNull(),
    paymentMethod: text('payment_method').notNull(),
    paymentConfirmed: boolean('payment_confirmed').notNull().default(false),
    emailSent: boolean('email_sent').notNull().default(false),
    /** The online payment's reference at the provider, once one is started. */
    paymentReference: text('payment_reference').unique(),
    /** Until when an unpaid online order holds its stock; null for manual payment. */
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    address: text('address').notNull(),
    apartment: text('apartment').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull(),
    postalCode: text('postal_code').notNull().default(''),
    shippingMethod: text('shipping_method').notNull(),
    deliveryProvider: text('delivery_provider'),
    subtotalKobo: bigint('subtotal_kobo', { mode: 'number' }).notNull(),
    deliveryFeeKobo: bigint('delivery_fee_kobo', { mode: 'number' }).notNull(),
    /** The discount code the order was placed with (as stored, upper-case), or null. */
    discountCode: text('discount_code'),
    /** What the code took off the lines (spread over them: order_lines.discount_kobo). */
    discountKobo: bigint('discount_kobo', { mode: 'number' }).notNull().default(0),
    /** What the code took off the delivery fee (a free-delivery code: all of it). */
    deliveryDiscountKobo: bigint('delivery_discount_kobo', { mode: 'number' }).notNull().default(0),
    totalKobo: bigint('total_kobo', { mode: 'number' }).notNull(),
    /**
     * Money given back so far, refunds still with the provider included (a failed one gives its amount
     * back). The totals above stay as placed; this is the sum of the order's adjustments' amounts, and
     * the check below is the guard that no two refunds together return more than was charged.
     */
    refundedKobo: bigint('refunded_kobo', { mode: 'number' }).notNull().default(0),
    /** Who carries a shipped order and how to follow it (a number or a link), given when staff send it. */
    courier: text('courier'),
    tracking: text('tracking'),
    /** The short code a pickup order's shopper shows at the counter; staff ask for it when it is collected. */
    pickupCode: text('pickup_code'),
    /**
     * The VAT rate the prices included when the order was placed, in hundredths of a percent (7.5% is
     * 750); null: the shop charged no VAT. Kept on the order so its receipt never changes with the
     * shop's setting.
     */
    vatBasisPoints: integer('vat_basis_points'),
    collectedAt: timestamp('collected_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('orders_refunds_within_total', sql`${t.refundedKobo} >= 0 AND ${t.refundedKobo} <= ${t.totalKobo}`),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_created_at_idx').on(t.createdAt),
    index('orders_email_idx').on(t.email),
    index('orders_reserved_until_idx').on(t.reservedUntil),
    check(
      'orders_totals_add_up',
      sql`${t.totalKobo} = ${t.subtotalKobo} - ${t.discountKobo} + ${t.deliveryFeeKobo} - ${t.deliveryDiscountKobo}`,
    ),
    check('orders_amounts_not_negative', sql`${t.subtotalKobo} >= 0 AND ${t.deliveryFeeKobo} >= 0`),
    check(
      'orders_discounts_within_amounts',
      sql`${t.discountKobo} BETWEEN 0 AND ${t.subtotalKobo} AND ${t.deliveryDiscountKobo} BETWEEN 0 AND ${t.deliveryFeeKobo}`,
    ),
  ],
);

/**
 * Every online payment started for an order, the first and each one a shopper started again after
 * giving up at the provider: a payment made on any of them pays the order. `orders.payment_reference`
 * is the latest, or the one that was paid.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    reference: text('reference').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the provider charged on this payment, once a successful charge was verified; null before. */
    chargedKobo: bigint('charged_kobo', { mode: 'number' }),
    chargedAt: timestamp('charged_at', { withTimezone: true }),
    /**
     * A charge beyond the order's total (the order was already paid another way) is owed back and
     * refunded through the provider: 'pending' | 'processed' | 'failed'. Null for a charge that
     * paid the order, and for a payment not charged.
     */
    refundStatus: text('refund_status'),
    /** That refund's id at the provider, once it answered; what it last said of it, for staff. */
    providerRefundId: text('provider_refund_id').unique(),
    refundMessage: text('refund_message'),
    /** When the refund was last asked for (the first time, or again after a refusal). */
    refundRequestedAt: timestamp('refund_requested_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_attempts_order_idx').on(t.orderId),
    index('payment_attempts_refund_idx').on(t.refundStatus),
    check('payment_attempts_refund_of_a_charge', sql`${t.refundStatus} IS NULL OR ${t.chargedKobo} > 0`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** No foreign key: a product may be deleted later, and its orders must stay. */
    productId: text('product_id').notNull(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    size: text('size').notNull(),
    unitPriceKobo: bigint('unit_price_kobo', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    /** This line's share of the order's discount: what was paid for it is unit price × quantity less this. */
    discountKobo: bigint('discount_kobo', { mode: 'number' }).notNull().default(0),
    imageUrl: text('image_url'),
    /** Units taken off the order before it left (the quantity stays as placed). */
    cancelledQuantity: integer('cancelled_quantity').notNull().default(0),
    /** Units that came back after it left. */
    returnedQuantity: integer('returned_quantity').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.position] }),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'order_lines_discount_within_total',
      sql`${t.discountKobo} BETWEEN 0 AND ${t.unitPriceKobo} * ${t.quantity}`,
    ),
    check(
      'order_lines_adjusted_within_quantity',
      sql`${t.cancelledQuantity} >= 0 AND ${t.returnedQuantity} >= 0 AND ${t.cancelledQuantity} + ${t.returnedQuantity} <= ${t.quantity}`,
    ),
  ],
);

/**
 * A change to an order after it was placed, beside its original totals so every figure can be traced:
 * a cancellation (units taken off before fulfilment, the whole order or part of it), a return (units
 * back after fulfilment, with a refund) or a refund alone. Its amount is what goes back to the shopper:
 * through the payment provider (`provider`, pending until the provider says processed or failed),
 * recorded by staff who paid it back themselves (`manual`), or nothing (`none`, an unpaid order).
 */
export const orderAdjustments = pgTable(
  'order_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 'cancellation' | 'return' | 'refund' */
    kind: text('kind').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull().default(0),
    /** The part of the amount that is the delivery fee given back. */
    deliveryFeeKobo: bigint('delivery_fee_kobo', { mode: 'number' }).notNull().default(0),
    /** 'none' | 'provider' | 'manual' */
    refundMethod: text('refund_method').notNull(),
    /** 'none' | 'pending' | 'processed' | 'failed' | 'recorded' */
    refundStatus: text('refund_status').notNull(),
    /** The refund's id at the payment provider, once it answered. */
    providerRefundId: text('provider_refund_id').unique(),
    /** What the provider last said of it, for staff. */
    providerMessage: text('provider_message'),
    /** The key the staff screen sends with the request: a retried request finds the first one. */
    requestKey: text('request_key').unique(),
    note: text('note').notNull().default(''),
    staffId: uuid('staff_id'),
    staffEmail: text('staff_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_adjustments_order_idx').on(t.orderId, t.createdAt),
    index('order_adjustments_created_at_idx').on(t.createdAt),
    check(
      'order_adjustments_amounts',
      sql`${t.amountKobo} >= 0 AND ${t.deliveryFeeKobo} >= 0 AND ${t.deliveryFeeKobo} <= ${t.amountKobo}`,
    ),
  ],
);

/** The units of one order line an adjustment took off or took back, and whether they went back on the shelf. */
export const orderAdjustmentLines = pgTable(
  'order_adjustment_lines',
  {
    adjustmentId: uuid('adjustment_id')
      .notNull()
      .references(() => orderAdjustments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    quantity: integer('quantity').notNull(),
    restocked: boolean('restocked').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.adjustmentId, t.position] }),
    check('order_adjustment_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** A shopper's bank disputing an online payment (Paystack's `charge.dispute.*` events), shown on the order. */
export const paymentDisputes = pgTable(
  'payment_disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    providerDisputeId: text('provider_dispute_id').notNull().unique(),
    /** As the provider last said: e.g. awaiting-merchant-feedback, resolved. */
    status: text('status').notNull(),
    reason: text('reason').notNull().default(''),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_disputes_order_idx').on(t.orderId)],
);

/**
 * Every staff write, with who, when, what and the before/after where it fits. Append-only: the
 * admin has no way to change or delete an entry, and a trigger refuses it in the database; the one
 * change allowed is redaction (erasing a person's details inside an entry, which sets `redacted_at`),
 * so the entry itself stays.
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** No foreign key: staff accounts are deactivated, not deleted, and the entry outlives them. */
    staffId: uuid('staff_id'),
    staffEmail: text('staff_email'),
    /** What was done, e.g. `product.update`, `order.refund`. */
    action: text('action').notNull(),
    /** What it was done to: a kind (`product`, `order`, `staff`, `content`, `settings`) and its id or number. */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id'),
    summary: text('summary').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    redactedAt: timestamp('redacted_at', { withTimezone: true }),
  },
  (t) => [
    index('activity_log_created_at_idx').on(t.createdAt),
    index('activity_log_subject_idx').on(t.subjectType, t.subjectId, t.createdAt),
    index('activity_log_staff_idx').on(t.staffId, t.createdAt),
  ],
);

/**
 * How many times an entry that stands for repeats happened (a member's refused calls of one
 * permission within an hour): the entry is written once, and this row counts the rest, since the
 * log's own rows never change. An entry without a row happened once.
 */
export const activityRepeats = pgTable(
  'activity_repeats',
  {
    /** The entry's id. No foreign key: entries are never deleted, and the log's guard answers for it. */
    activityId: bigint('activity_id', { mode: 'number' }).primaryKey(),
    /** What repeats, e.g. `staff.refused:<staff id>:catalog.write`. */
    key: text('key').notNull(),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    times: integer('times').notNull().default(1),
  },
  (t) => [index('activity_repeats_key_idx').on(t.key, t.firstAt)],
);

/** The order's history: every change of status, who made it (a staff member, or null for the system) and when. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    note: text('note').notNull().default(''),
    staffEmail: text('staff_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/**
 * Email waiting to go, or gone. A row is written in the same transaction as what it tells of, and a
 * worker sends it, retrying with back-off, so a mail server that is down never loses or blocks an order.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    /** What the template needs, so the message is rendered when it is sent. */
    data: jsonb('data').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /**
     * How often a worker took it to send: one more than its failed tries means a worker stopped
     * (killed) between sending and recording it, so it may have gone twice.
     */
    claims: integer('claims').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_outbox_due_idx').on(t.sentAt, t.nextAttemptAt)],
);

/**
 * The newsletter's list: one row per address, stored lower-cased, with the consent it was given
 * (when, on which form, in which words) and where it stands: waiting for its confirmation email to
 * be followed (pending), confirmed, unsubscribed by the fan, or suppressed because mail to it was
 * refused for good. Only the confirmation link's hash is kept; the unsubscribe token is the fan's
 * own, opaque, in every list email.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').$type<SubscriberStatus>().notNull().default('confirmed'),
    source: text('source').notNull().default('before consent records'),
    consentWords: text('consent_words'),
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    leftAt: timestamp('left_at', { withTimezone: true }),
    unsubscribeToken: text('unsubscribe_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')`),
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_idx').on(t.email),
    uniqueIndex('newsletter_subscribers_unsubscribe_token_idx').on(t.unsubscribeToken),
    uniqueIndex('newsletter_subscribers_confirm_token_idx').on(t.confirmTokenHash),
    check('newsletter_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check(
      'newsletter_subscribers_status',
      sql`${t.status} IN ('pending', 'confirmed', 'unsubscribed', 'suppressed')`,
    ),
  ],
);

/** A random token for a link (64 hex characters), made by the database. */
const linkTokenDefault = sql`replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')`;

/**
 * A checkout a shopper left after ticking its email box: one per address (lower-cased), with the
 * bag's lines as they stood when the contact step was last passed and the words agreed to. Its
 * one reminder is due some hours later (CHECKOUT_REMINDER_HOURS); `settledAt` claims it (the
 * reminder sent, or not because they ordered or had one that week), so it is dealt with once
 * with several servers. The restore token opens the bag again from the reminder; the
 * unsubscribe token (kept for the address's life) stops reminders in one click.
 */
export const checkoutDrafts = pgTable(
  'checkout_drafts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    /** The bag: [{ productId, color, size, quantity }], never a price. */
    lines: jsonb('lines').notNull(),
    consentWords: text('consent_words').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** When the shopper stopped reminders with the unsubscribe link; ticking the box again restarts them. */
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    restoreToken: text('restore_token').notNull().default(linkTokenDefault),
    unsubscribeToken: text('unsubscribe_token').notNull().default(linkTokenDefault),
  },
  (t) => [
    uniqueIndex('checkout_drafts_email_idx').on(t.email),
    uniqueIndex('checkout_drafts_restore_token_idx').on(t.restoreToken),
    uniqueIndex('checkout_drafts_unsubscribe_token_idx').on(t.unsubscribeToken),
    index('checkout_drafts_due_idx').on(t.settledAt, t.savedAt),
    check('checkout_drafts_email_lower_case', sql`${t.email} = lower(${t.email})`),
  ],
);

/** Each checkout reminder sent: at most one per address a week, and the dashboard's counts. */
export const checkoutReminders = pgTable(
  'checkout_reminders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('checkout_reminders_email_idx').on(t.email, t.sentAt)],
);

/**
 * Discount and presale codes. `uses` counts the orders holding one of its redemptions; it only ever
 * moves by a conditional update in the transaction that places (or gives back) the order, and the
 * check keeps it within `max_uses` whatever runs at once.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** As shoppers type it, stored upper-case. */
    code: text('code').notNull(),
    /** What it takes off, or 'presale': no discount, early access to the products it is for. */
    kind: text('kind').$type<'percent' | 'amount' | 'free_delivery' | 'presale'>().notNull(),
    basisPoints: integer('basis_points'),
    amountKobo: bigint('amount_kobo', { mode: 'number' }),
    /** The products and collections it is for; both empty: the whole order. */
    productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
    collectionIds: jsonb('collection_ids').$type<string[]>().notNull().default([]),
    minSubtotalKobo: bigint('min_subtotal_kobo', { mode: 'number' }),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    maxUsesPerEmail: integer('max_uses_per_email'),
    uses: integer('uses').notNull().default(0),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /** The batch of single-use codes it was generated in (its name), or null for a code of its own. */
    batch: text('batch'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_idx').on(t.code),
    index('discount_codes_batch_idx').on(t.batch),
    check('discount_codes_code_upper_case', sql`${t.code} = upper(${t.code})`),
    check('discount_codes_kind', sql`${t.kind} IN ('percent', 'amount', 'free_delivery', 'presale')`),
    check(
      'discount_codes_uses_within_limit',
      sql`${t.uses} >= 0 AND (${t.maxUses} IS NULL OR ${t.uses} <= ${t.maxUses})`,
    ),
    check(
      'discount_codes_value',
      sql`(${t.kind} = 'percent' AND ${t.basisPoints} BETWEEN 1 AND 10000) OR (${t.kind} = 'amount' AND ${t.amountKobo} > 0) OR ${t.kind} IN ('free_delivery', 'presale')`,
    ),
  ],
);

/** A code used by an order: one per order, given back (released) when the order is cancelled. */
export const codeRedemptions = pgTable(
  'code_redemptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    codeId: uuid('code_id')
      .notNull()
      .references(() => discountCodes.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The shopper's address, lower-cased, for the per-email limit. */
    email: text('email').notNull(),
    discountKobo: bigint('discount_kobo', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('code_redemptions_order_idx').on(t.orderId),
    index('code_redemptions_code_email_idx').on(t.codeId, t.email),
  ],
);

/**
 * The discography, edited in the admin: each release as the API shows it (`data`, checked by
 * releaseSchema), with its slug and date as columns for look-up and order.
 */
export const releases = pgTable('releases', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  releaseDate: text('release_date').notNull(),
  data: jsonb('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A slug a release had before: its old address keeps working (301 to the current one). */
export const releaseRedirects = pgTable('release_redirects', {
  fromSlug: text('from_slug').primaryKey(),
  releaseId: uuid('release_id')
    .notNull()
    .references(() => releases.id, { onDelete: 'cascade' }),
});

/** The artist's site settings (footer links, spotlight, videos…), one JSON document per key. */
export const siteContent = pgTable('site_content', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Notify me: a fan's address waiting for one email about one product, with the consent it was
 * given (when, on which page, in which words). A 'drop' entry waits for a coming-soon product to go
 * on sale; a 'restock' entry for one sold-out colour and size to be stocked again by staff. Each
 * entry is used up by its one email (`used_at`), set in the statement that writes the email.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'drop' | 'restock'>().notNull(),
    /** The colour and size a restock entry waits for; '' for a drop, which waits for the product. */
    color: text('color').notNull().default(''),
    size: text('size').notNull().default(''),
    email: text('email').notNull(),
    consentWords: text('consent_words').notNull(),
    /** The page the fan signed up on. */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its email was written to the outbox, or the fan left the waitlist; null while it waits. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    /**
     * Whether the words agreed to cover staff messages about the product until its email; entries
     * from before such messages agreed to the one email alone and are never messaged.
     */
    withNews: boolean('with_news').notNull().default(true),
    /** When the fan left the waitlist by a staff message's unsubscribe link (then usedAt too). */
    leftAt: timestamp('left_at', { withTimezone: true }),
    /** The unsubscribe link of a staff message to the product's waitlist. */
    unsubscribeToken: text('unsubscribe_token').notNull().default(linkTokenDefault),
  },
  (t) => [
    // One waiting entry per address and product (and colour and size): signing up twice is one email.
    uniqueIndex('waitlist_entries_waiting_idx')
      .on(t.productId, t.kind, t.color, t.size, t.email)
      .where(sql`${t.usedAt} IS NULL`),
    index('waitlist_entries_email_idx').on(t.email),
    uniqueIndex('waitlist_entries_unsubscribe_token_idx').on(t.unsubscribeToken),
    check('waitlist_entries_kind', sql`${t.kind} IN ('drop', 'restock')`),
    check('waitlist_email_lower_case', sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * An email staff sent to an audience. Its message is kept as written (markdown, cards) and as it was
 * drawn when sent, so every recipient gets the same. `next_batch_at` is when the next batch of its
 * recipients may be handed to the outbox: the server that moves it forward hands that batch over.
 */
export const broadcasts = pgTable(
  'broadcasts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    cards: jsonb('cards').$type<BroadcastCard[]>().notNull().default([]),
    audience: text('audience').$type<BroadcastAudience>().notNull(),
    /** The product whose waitlist a 'waitlist' broadcast goes to. */
    productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
    html: text('html').notNull(),
    text: text('text').notNull(),
    createdBy: uuid('created_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    total: integer('total').notNull(),
    nextBatchAt: timestamp('next_batch_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when every recipient has been handed to the outbox. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [index('broadcasts_releasing_idx').on(t.releasedAt, t.nextBatchAt)],
);

/**
 * One person a broadcast goes to, once: the address and the unsubscribe token its email carries,
 * and the outbox row that sends it once its batch is handed over.
 */
export const broadcastRecipients = pgTable(
  'broadcast_recipients',
  {
    broadcastId: integer('broadcast_id')
      .notNull()
      .references(() => broadcasts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    unsubscribeToken: text('unsubscribe_token').notNull(),
    outboxId: integer('outbox_id').references(() => emailOutbox.id, { onDelete: 'set null' }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.broadcastId, t.email] }),
    index('broadcast_recipients_waiting_idx').on(t.broadcastId, t.releasedAt),
  ],
);

/**
 * A show on the artist's tour. Kept as staff typed it (the time on the venue's clocks and the
 * venue's IANA zone); `starts_at` is the moment that makes, worked out when it is saved, for
 * sorting and for telling upcoming shows from past ones.
 */
export const shows = pgTable(
  'shows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    localStart: text('local_start').notNull(),
    timeZone: text('time_zone').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    venue: text('venue').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    ticketUrl: text('ticket_url').notNull(),
    status: text('status').$type<ShowStatus>().notNull(),
    supportAct: text('support_act').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shows_starts_at_idx').on(t.startsAt),
    check('shows_status', sql`${t.status} IN ('on_sale', 'sold_out', 'cancelled', 'postponed')`),
  ],
);
