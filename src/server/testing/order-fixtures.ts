import type { FastifyInstance } from 'fastify';
import type { PlaceOrderRequest } from '../../domain/orders/contract';
import type { PublicOrder } from '../../domain/orders/order';
import type { Db } from '../db/open';
import { orders } from '../db/schema';

/** An order as its confirmation email sees it: bank transfer, still to be paid, delivered to Ikeja. */
export function sampleOrder(overrides: Partial<PublicOrder> = {}): PublicOrder {
  return {
    number: 'SF-ABC234',
    status: 'awaiting_payment',
    stage: 'awaiting_payment',
    paymentMethod: 'bank_transfer',
    paymentConfirmed: false,
    emailSent: false,
    paymentInstructions: 'Pay to Stagefront Ltd\nGTBank 0123456789\nUse SF-ABC234 as the reference.',
    recipientName: 'Ada Obi',
    email: 'ada@example.com',
    phone: '0803 123 4567',
    address: '12 Allen Avenue, Ikeja, Lagos, Nigeria',
    shippingMethod: 'shipping',
    pickup: null,
    lines: [
      {
        productId: 'tour-tee',
        name: 'Tour Tee',
        color: 'Black',
        size: 'L',
        unitPriceKobo: 1_500_000,
        quantity: 2,
        discountKobo: 0,
        imageUrl: null,
        cancelledQuantity: 0,
        returnedQuantity: 0,
      },
      {
        productId: 'cap',
        name: 'Cap',
        color: 'Red',
        size: 'One size',
        unitPriceKobo: 1_000_000,
        quantity: 1,
        discountKobo: 0,
        imageUrl: null,
        cancelledQuantity: 0,
        returnedQuantity: 0,
      },
    ],
    subtotalKobo: 4_000_000,
    discountCode: null,
    discountKobo: 0,
    deliveryFeeKobo: 550_000,
    deliveryDiscountKobo: 0,
    totalKobo: 4_550_000,
    refundedKobo: 0,
    adjustments: [],
    paymentAtProvider: null,
    vat: null,
    courier: null,
    tracking: null,
    pickupCode: null,
    collectedAt: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

/** Writes a bare order row (no lines) and returns its id. */
export async function insertOrder(db: Db, number = 'SF-ABC234'): Promise<string> {
  const [row] = await db
    .insert(orders)
    .values({
      number,
      accessKey: 'test-access-key-0123456789',
      status: 'awaiting_payment',
      paymentMethod: 'bank_transfer',
      email: 'ada@example.com',
      phone: '08031234567',
      firstName: 'Ada',
      lastName: 'Obi',
      address: '12 Allen Avenue',
      city: 'Ikeja',
      state: 'Lagos',
      country: 'Nigeria',
      shippingMethod: 'shipping',
      subtotalKobo: 4_000_000,
      deliveryFeeKobo: 550_000,
      totalKobo: 4_550_000,
    })
    .returning({ id: orders.id });
  if (!row) throw new Error('The order was not written.');
  return row.id;
}

/** Step 0 filled in as a shopper in Lagos would: the contact of a request to place an order. */
export const sampleContact = {
  email: 'ada@example.com',
  phone: '0803 123 4567',
  firstName: 'Ada',
  lastName: 'Obi',
  address: '12 Admiralty Way',
  apartment: '',
  country: 'Nigeria',
  state: 'Lagos',
  city: 'Eti-Osa',
  postalCode: '',
};

/** An order of these lines, collected at the pickup point and paid there by the shopper of sampleContact. */
export function pickupOrder(lines: PlaceOrderRequest['lines']): PlaceOrderRequest {
  return {
    lines,
    contact: sampleContact,
    shippingMethod: 'pickup',
    position: { lat: 6.4412, long: 3.4698 },
    paymentMethod: 'pay_on_delivery',
  };
}

let lastAddress = 0;

/**
 * Places an order through the API, each from an address of its own (198.51.100.x), so the limit on
 * orders from one connection is never what answers.
 */
export function placeOrder(app: FastifyInstance, order: PlaceOrderRequest) {
  lastAddress += 1;
  return app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: order,
    remoteAddress: `198.51.100.${lastAddress % 250}`,
  });
}
