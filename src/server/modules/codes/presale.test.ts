import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ProductInputBody } from '../../../domain/catalog/admin';
import { productSchema } from '../../../domain/catalog/contract';
import { CODE_MESSAGES } from '../../../domain/codes/messages';
import { pickupOrder, placeOrder } from '../../testing/order-fixtures';
import { signedInHeaders, staffApp } from '../../testing/staff';
import { describeEachEngine } from '../../testing/test-app';

const HOUR = 3_600_000;
const at = (fromNow: number) => new Date(Date.now() + fromNow).toISOString();

const drop = (presaleAt: string | null, liveAt: string | null = at(24 * HOUR)): ProductInputBody => ({
  name: 'Encore Hoodie',
  description: 'For the tour to come.',
  price: 3_000_000,
  collection: 'essentials',
  category: null,
  colors: ['Black'],
  sizes: ['M'],
  stock: [{ color: 'Black', size: 'M', quantity: 10 }],
  liveAt,
  presaleAt,
});
const HOODIE = { productId: 'encore-hoodie', color: 'Black', size: 'M', quantity: 1 };

describeEachEngine('presales', (engine) => {
  let app: FastifyInstance;
  let headers: { cookie: string; origin: string };
  beforeAll(async () => {
    app = await staffApp(engine);
    headers = await signedInHeaders(app);
  });
  afterAll(() => app.close());

  const presale = (code: string, productId = HOODIE.productId) =>
    app.inject({ method: 'POST', url: '/api/presale', payload: { code, productId } });

  it('staff open a presale before the public sale, and never after it or without one', async () => {
    const save = (body: ProductInputBody) =>
      app.inject({ method: 'POST', url: '/api/admin/products', headers, payload: body });
    const after = await save(drop(at(25 * HOUR)));
    expect(after.statusCode).toBe(400);
    expect(after.json().error.fields).toEqual({
      presaleAt: 'The presale opens before the product goes on sale to everyone.',
    });
    expect((await save(drop(at(-HOUR), null))).json().error.fields).toHaveProperty('presaleAt');

    const created = await save(drop(at(-HOUR)));
    expect(created.statusCode, created.body).toBe(201);
    // Shoppers see when the presale opens, so the product page can offer the code field.
    const shown = productSchema.parse((await app.inject('/api/products/encore-hoodie')).json());
    expect(Date.parse(shown.presaleAt ?? '')).toBeLessThan(Date.now());
  });

  it('a presale code opens the product to its holder, and says why not for anything else', async () => {
    const create = (body: object) =>
      app.inject({ method: 'POST', url: '/api/admin/codes', headers, payload: body });
    await create({ code: 'EARLYBIRD', kind: 'presale', productIds: [HOODIE.productId] });
    await create({ code: 'CAPSONLY', kind: 'presale', productIds: ['signature-dad-cap'] });
    await create({ code: 'TENOFF', kind: 'percent', percent: 10 });

    const opened = await presale(' earlybird ');
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toEqual({ code: 'EARLYBIRD', productId: HOODIE.productId });

    const refusal = async (code: string, productId?: string) =>
      (await presale(code, productId)).json().error.fields.code;
    expect(await refusal('NOSUCH')).toBe(CODE_MESSAGES.unknown);
    expect(await refusal('TENOFF')).toBe(CODE_MESSAGES.notAPresale);
    expect(await refusal('CAPSONLY')).toBe(CODE_MESSAGES.notForThisProduct);
    expect(await refusal('EARLYBIRD', 'no-such-product')).toBe(CODE_MESSAGES.notForThisProduct);
    expect((await presale('', HOODIE.productId)).statusCode).toBe(400);

    // The order checks it again: with the code it is placed, without it the same 409 as before.
    expect((await placeOrder(app, pickupOrder([HOODIE]))).json().error.code).toBe('not_on_sale');
    const placed = await placeOrder(app, { ...pickupOrder([HOODIE]), code: 'earlybird' });
    expect(placed.statusCode, placed.body).toBe(201);
  });

  it('says when the presale has not opened yet', async () => {
    const { version } = (await app.inject({ url: '/api/admin/products/encore-hoodie', headers })).json();
    const { stock: _, ...fields } = drop(at(HOUR));
    const moved = await app.inject({
      method: 'PUT',
      url: '/api/admin/products/encore-hoodie',
      headers,
      payload: { ...fields, version },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const early = await presale('EARLYBIRD');
    expect(early.statusCode).toBe(409);
    expect(early.json().error.fields.code).toBe(CODE_MESSAGES.presaleNotOpen);
  });
});
