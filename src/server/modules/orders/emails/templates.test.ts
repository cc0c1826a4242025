import { describe, expect, it } from 'vitest';
import { sampleOrder } from '../../../testing/order-fixtures';
import { renderOrderCancelled } from './adjustment-emails';
import {
  renderNewOrderNotice,
  renderOrderConfirmation,
  renderOrderFulfilled,
  renderOrderLink,
  renderPaymentReceived,
} from './templates';

const confirmationUrl = 'https://shop.example.com/orders/SF-ABC234?key=secret-key';
const adminUrl = 'https://shop.example.com/admin/orders/SF-ABC234';

describe('the order confirmation', async () => {
  it('greets by first name and lists lines, totals, address, how to pay and the link', async () => {
    const email = await renderOrderConfirmation({ order: sampleOrder(), confirmationUrl });
    expect(email.subject).toBe('Your order SF-ABC234 is confirmed');
    for (const body of [email.text, email.html]) {
      expect(body).toContain('Hi Ada,');
      expect(body).toContain('SF-ABC234');
      expect(body).toContain('Tour Tee');
      expect(body).toContain('Black, L');
      expect(body).toContain('₦30,000');
      expect(body).toContain('Cap');
      expect(body).toContain('Red, One size');
      expect(body).toContain('₦10,000');
      expect(body).toContain('₦40,000');
      expect(body).toContain('₦5,500');
      expect(body).toContain('₦45,500');
      expect(body).toContain('12 Allen Avenue, Ikeja, Lagos, Nigeria');
      expect(body).toContain('GTBank 0123456789');
      expect(body).toContain('Bank transfer');
    }
    expect(email.text).toContain('2 × Tour Tee (Black, L) — ₦30,000');
    expect(email.text).toContain(confirmationUrl);
    expect(email.html).toContain('href="https://shop.example.com/orders/SF-ABC234?key=secret-key"');
    expect(email.html).toContain('Pay to Stagefront Ltd<br/>GTBank');
    // No image and no address but the shop's (the doctype's name for XHTML is no link).
    expect(email.html.replace(/^<!DOCTYPE[^>]*>/, '')).not.toMatch(/<img|https?:\/\/(?!shop\.example\.com)/);
  });

  it('says pickup is free, and leaves out how to pay once paid', async () => {
    const order = sampleOrder({
      shippingMethod: 'pickup',
      deliveryFeeKobo: 0,
      totalKobo: 4_000_000,
      status: 'paid',
      paymentConfirmed: true,
    });
    const email = await renderOrderConfirmation({ order, confirmationUrl });
    expect(email.text).toContain('Delivery: Pickup — free');
    expect(email.html).toContain('Pickup — free');
    expect(email.text).toContain('Your payment is confirmed');
    expect(email.text).not.toContain('How to pay');
    expect(email.html).not.toContain('GTBank');
  });

  it('tells a pay-on-delivery shopper what to pay, at the door or at the counter', async () => {
    const unpaid = { paymentMethod: 'pay_on_delivery' as const, status: 'awaiting_payment' as const };
    const delivered = sampleOrder({ ...unpaid, totalKobo: 3_415_000 });
    expect((await renderOrderConfirmation({ order: delivered, confirmationUrl })).text).toContain(
      'You pay ₦34,150 when it arrives.',
    );
    const collected = sampleOrder({
      ...unpaid,
      shippingMethod: 'pickup',
      deliveryFeeKobo: 0,
      totalKobo: 3_000_000,
    });
    const email = await renderOrderConfirmation({ order: collected, confirmationUrl });
    expect(email.text).toContain('You pay ₦30,000 when you collect it.');
    expect(email.text).not.toContain('when it arrives');
  });

  it('escapes whatever the shopper typed', async () => {
    const order = sampleOrder({
      recipientName: '<script>alert(1)</script> Obi',
      address: '1 "Quote" Street & <b>Sons</b>',
      lines: sampleOrder().lines.map((line) => ({ ...line, name: 'Tee <img src=x onerror=alert(1)>' })),
      paymentInstructions: "Bank <a href='https://evil.example'>here</a>",
    });
    const { html, text } = await renderOrderConfirmation({ order, confirmationUrl });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain("<a href='https://evil.example'>");
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('1 &quot;Quote&quot; Street &amp; &lt;b&gt;Sons&lt;/b&gt;');
    expect(html).toContain('Tee &lt;img src=x onerror=alert(1)&gt;');
    expect(text).toContain('Hi <script>alert(1)</script>,');
  });

  it('shows a link that is not a web address as text only', async () => {
    const { html } = await renderOrderConfirmation({
      order: sampleOrder(),
      confirmationUrl: 'javascript:alert(1)',
    });
    expect(html).not.toContain('href="javascript');
  });
});

describe('the new-order notice', async () => {
  it('tells the shop what was ordered, by whom, how it is paid and where it goes', async () => {
    const email = await renderNewOrderNotice({ order: sampleOrder(), adminUrl });
    expect(email.subject).toBe('New order SF-ABC234 — ₦45,500');
    for (const body of [email.text, email.html]) {
      expect(body).toContain('Ada Obi');
      expect(body).toContain('ada@example.com');
      expect(body).toContain('0803 123 4567');
      expect(body).toContain('Tour Tee');
      expect(body).toContain('₦45,500');
      expect(body).toContain('Bank transfer — awaiting payment');
      expect(body).toContain('Delivery to 12 Allen Avenue, Ikeja, Lagos, Nigeria');
    }
    expect(email.text).toContain(adminUrl);
    expect(email.html).toContain(`href="${adminUrl}"`);
  });

  it('formats kobo, and says pickup', async () => {
    const order = sampleOrder({
      shippingMethod: 'pickup',
      deliveryFeeKobo: 0,
      subtotalKobo: 4_000_050,
      totalKobo: 4_000_050,
    });
    const email = await renderNewOrderNotice({ order, adminUrl });
    expect(email.subject).toBe('New order SF-ABC234 — ₦40,000.50');
    expect(email.text).toContain('Shipping: Pickup from the shop');
  });

  it('escapes whatever the shopper typed', async () => {
    const order = sampleOrder({ recipientName: '<script>alert(1)</script>', email: 'a"b@example.com' });
    const { html } = await renderNewOrderNotice({ order, adminUrl });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('a&quot;b@example.com');
  });
});

describe('the artist’s frame, pickup and the status emails', async () => {
  const brand = {
    name: 'Temi Vale',
    logoUrl: 'https://shop.example.com/email-logo.png',
    contactEmail: 'hello@temivale.example',
  };
  const pickupOrder = sampleOrder({
    shippingMethod: 'pickup',
    pickup: { address: 'Lekki Phase 1 Estate, Lekki, Lagos', hours: 'Monday to Saturday, 10 am to 6 pm' },
    deliveryFeeKobo: 0,
    totalKobo: 4_000_000,
  });

  it('carries the artist’s logo and name, and whom to write to, in both parts', async () => {
    const email = await renderOrderConfirmation({ order: sampleOrder(), confirmationUrl, brand });
    expect(email.html).toMatch(/<img alt="Temi Vale" src="https:\/\/shop\.example\.com\/email-logo\.png"/);
    expect(email.html).toContain('mailto:hello@temivale.example');
    expect(email.text).toContain('Questions? Write to hello@temivale.example — Temi Vale');
  });

  it('says where and when to collect a pickup order', async () => {
    const email = await renderOrderConfirmation({ order: pickupOrder, confirmationUrl, brand });
    for (const body of [email.text, email.html]) {
      expect(body).toContain('Collect it at');
      expect(body).toContain('Lekki Phase 1 Estate, Lekki, Lagos');
      expect(body).toContain('Monday to Saturday, 10 am to 6 pm');
    }
    expect((await renderOrderConfirmation({ order: sampleOrder(), confirmationUrl })).text).not.toContain(
      'Collect it at',
    );
  });

  it('tells the shopper a payment was received, and what comes next', async () => {
    const email = await renderPaymentReceived({
      order: sampleOrder({ status: 'paid', paymentConfirmed: true }),
      confirmationUrl,
      brand,
    });
    expect(email.subject).toBe('Payment received for order SF-ABC234');
    expect(email.text).toContain('We have received your payment of ₦45,500 for order SF-ABC234.');
    expect(email.text).toContain('We will tell you when it is on its way.');
    expect(email.text).toContain(confirmationUrl);
  });

  it('says a delivery is on its way, and a pickup order is ready with where to collect it', async () => {
    const shipped = await renderOrderFulfilled({
      order: sampleOrder({ status: 'fulfilled' }),
      confirmationUrl,
      brand,
    });
    expect(shipped.subject).toBe('Order SF-ABC234 is on its way');
    expect(shipped.text).toContain('is on its way to 12 Allen Avenue, Ikeja, Lagos, Nigeria.');
    const ready = await renderOrderFulfilled({
      order: { ...pickupOrder, status: 'fulfilled', paymentMethod: 'pay_on_delivery' },
      confirmationUrl,
      brand,
    });
    expect(ready.subject).toBe('Order SF-ABC234 is ready for pickup');
    expect(ready.text).toContain('Please have ₦40,000 ready when you collect it.');
    expect(ready.html).toContain('Lekki Phase 1 Estate, Lekki, Lagos');
  });
});

describe('emails after units came off the order and money went back', async () => {
  /** The tee order, shipped, after one tee of two was cancelled and its ₦15,000 refunded. */
  const adjusted = sampleOrder({
    status: 'fulfilled',
    paymentMethod: 'paystack',
    paymentConfirmed: true,
    paymentInstructions: '',
    lines: sampleOrder().lines.map((line, index) => (index === 0 ? { ...line, cancelledQuantity: 1 } : line)),
    refundedKobo: 1_500_000,
  });

  it('lists the units still on the order, then what was cancelled, and shows the refund and the net', async () => {
    const email = await renderOrderFulfilled({ order: adjusted, confirmationUrl });
    expect(email.subject).toBe('Order SF-ABC234 is on its way');
    expect(email.text).toContain(
      [
        '  1 × Tour Tee (Black, L) — ₦15,000',
        '  1 × Cap (Red, One size) — ₦10,000',
        '  Cancelled: 1 × Tour Tee (Black, L) — ₦15,000',
        '',
        'Subtotal: ₦40,000',
        'Delivery: ₦5,500',
        'Total: ₦45,500',
        'Refunded: −₦15,000',
        'Net: ₦30,500',
      ].join('\n'),
    );
    expect(email.text).not.toContain('2 × Tour Tee');
    expect(email.html).toContain('× 1');
    expect(email.html).not.toContain('× 2');
    expect(email.html).toMatch(/Cancelled: <strong>Tour Tee<\/strong>/);
    expect(email.html).toMatch(/>Refunded<\/td><td[^>]*>−₦15,000</);
    expect(email.html).toMatch(/font-weight:bold[^"]*">Net<\/td><td[^>]*>₦30,500</);
  });

  it('shows units sent back as returned, and the same totals in every email listing the order', async () => {
    const returned = {
      ...adjusted,
      lines: sampleOrder().lines.map((line, index) =>
        index === 0 ? { ...line, returnedQuantity: 1 } : line,
      ),
    };
    for (const email of await Promise.all([
      renderPaymentReceived({ order: returned, confirmationUrl }),
      renderOrderLink({ order: returned, confirmationUrl }),
      renderOrderConfirmation({ order: returned, confirmationUrl }),
    ])) {
      expect(email.text).toContain('  Returned: 1 × Tour Tee (Black, L) — ₦15,000');
      expect(email.text).toContain('Refunded: −₦15,000\nNet: ₦30,500');
    }
  });

  it('says nothing of refunds on an order nothing went back from', async () => {
    const email = await renderOrderFulfilled({
      order: sampleOrder({ status: 'fulfilled' }),
      confirmationUrl,
    });
    expect(email.text).toContain('2 × Tour Tee (Black, L) — ₦30,000');
    for (const body of [email.text, email.html]) {
      expect(body).not.toContain('Refunded');
      expect(body).not.toContain('Net');
      expect(body).not.toContain('Cancelled');
    }
  });

  it('tells, with a partial cancellation, what is still coming and what the order comes to now', async () => {
    const email = await renderOrderCancelled({
      order: { ...adjusted, status: 'paid' },
      adjustment: {
        id: 'a1',
        kind: 'cancellation',
        amountKobo: 1_500_000,
        deliveryFeeKobo: 0,
        method: 'provider',
        status: 'pending',
        providerMessage: null,
        note: '',
        staffEmail: null,
        at: new Date().toISOString(),
        lines: [{ position: 0, name: 'Tour Tee', color: 'Black', size: 'L', quantity: 1, restocked: true }],
      },
      confirmationUrl,
    });
    expect(email.subject).toBe('Part of order SF-ABC234 is cancelled');
    expect(email.text).toContain('Your order now:\n  1 × Tour Tee (Black, L) — ₦15,000\n  1 × Cap');
    expect(email.text).toContain('Refunded: −₦15,000\nNet: ₦30,500');
    expect(email.html).toContain('Your order now');
    expect(email.html).toContain('−₦15,000');
  });
});

describe('the refund sentence of a cancellation', async () => {
  const adjustment = (method: 'provider' | 'manual') => ({
    id: 'a1',
    kind: 'cancellation' as const,
    amountKobo: 650_000,
    deliveryFeeKobo: 0,
    method,
    status: method === 'provider' ? ('pending' as const) : ('recorded' as const),
    providerMessage: null,
    note: '',
    staffEmail: 'staff@example.com',
    at: new Date().toISOString(),
    lines: [{ position: 0, name: 'Tour Tee', color: 'Black', size: 'L', quantity: 1, restocked: true }],
  });

  it('says a refund through Paystack is asked for, never that it is made, since it is written before Paystack answers', async () => {
    const email = await renderOrderCancelled({
      order: sampleOrder(),
      adjustment: adjustment('provider'),
      confirmationUrl,
    });
    expect(email.text).toContain(
      'We have asked Paystack to refund ₦6,500 to the card or account you paid with.',
    );
    expect(email.text).not.toContain('We have refunded');
  });

  it('says a refund Paystack refused is being arranged, and promises no bank days', async () => {
    const email = await renderOrderCancelled({
      order: sampleOrder(),
      adjustment: { ...adjustment('provider'), status: 'failed' },
      confirmationUrl,
    });
    expect(email.text).toContain(
      'We are arranging your refund of ₦6,500 and will email you when it is sent.',
    );
    expect(email.text).not.toContain('Banks usually take');
  });

  it('says a refund staff made by hand is made', async () => {
    const email = await renderOrderCancelled({
      order: sampleOrder(),
      adjustment: adjustment('manual'),
      confirmationUrl,
    });
    expect(email.text).toContain('We have refunded ₦6,500 to you directly.');
  });
});
