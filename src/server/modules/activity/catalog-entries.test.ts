import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct } from '../../../domain/catalog/admin-contract';
import { activityPage, newestEntry } from '../../testing/activity';
import { STAFF, signedInHeaders, staffApp } from '../../testing/staff';
import { describeEachEngine } from '../../testing/test-app';

const TEE = 'harmattan-tour-tee';

describeEachEngine('activity log: the catalogue', (engine) => {
  let app: FastifyInstance;
  let headers: { cookie: string; origin: string };
  beforeAll(async () => {
    app = await staffApp(engine);
    headers = await signedInHeaders(app);
  });
  afterAll(() => app.close());

  const write = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url: `/api/admin${url}`, headers, ...(payload ? { payload } : {}) });

  async function tee(): Promise<AdminProduct> {
    return (await app.inject({ url: `/api/admin/products/${TEE}`, headers })).json() as AdminProduct;
  }

  describe('products', () => {
    it('records a product saved, with who and only the fields that changed, before and after', async () => {
      const product = await tee();
      const {
        id: _id,
        quantity: _q,
        stock: _s,
        createdAt: _c,
        ...fields
      } = product as AdminProduct & Record<string, unknown>;
      const saved = await write('PUT', `/products/${TEE}`, { ...fields, price: 1_750_000, hidden: true });
      expect(saved.statusCode).toBe(200);

      const entry = await newestEntry(app, headers, 'product.update');
      expect(entry).toMatchObject({
        staffEmail: STAFF.email,
        subject: 'product',
        subjectId: TEE,
        summary: 'Updated product Harmattan Tour Tee: price, hidden from the shop',
        before: { price: product.price, hidden: false },
        after: { price: 1_750_000, hidden: true },
      });
      expect(entry?.staffId).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('records a product created with what it was given, and deleted with what it was', async () => {
      const created = await write('POST', '/products', {
        name: 'Encore Cap',
        description: 'After the last show.',
        price: 800_000,
        collection: 'essentials',
        category: 'accessories',
        colors: ['Red'],
        sizes: ['One size'],
        stock: [{ color: 'Red', size: 'One size', quantity: 4 }],
        imageUrls: [],
      });
      expect(created.statusCode).toBe(201);
      expect(await newestEntry(app, headers, 'product.create')).toMatchObject({
        staffEmail: STAFF.email,
        subjectId: 'encore-cap',
        summary: expect.stringContaining('Created product Encore Cap'),
        before: null,
        after: {
          name: 'Encore Cap',
          price: 800_000,
          stock: [{ color: 'Red', size: 'One size', quantity: 4 }],
        },
      });

      expect((await write('DELETE', '/products/encore-cap')).statusCode).toBe(204);
      expect(await newestEntry(app, headers, 'product.delete')).toMatchObject({
        subjectId: 'encore-cap',
        summary: 'Deleted product Encore Cap',
        before: { name: 'Encore Cap', price: 800_000 },
        after: null,
      });
    });

    it('records a stock adjustment with the quantity before and after', async () => {
      const line = (await tee()).stock[0];
      if (!line) throw new Error('the tee has no stock lines');
      const moved = await write('POST', `/products/${TEE}/stock`, {
        color: line.color,
        size: line.size,
        reason: 'received',
        delta: 5,
        note: 'Second run',
      });
      expect(moved.statusCode).toBe(200);
      expect(await newestEntry(app, headers, 'stock.adjust')).toMatchObject({
        staffEmail: STAFF.email,
        subject: 'product',
        subjectId: TEE,
        before: { quantity: line.quantity },
        after: { quantity: line.quantity + 5, reason: 'received', note: 'Second run' },
      });
    });

    it('records nothing for a write that is refused', async () => {
      const before = (await activityPage(app, headers)).total;
      const product = await tee();
      const {
        id: _id,
        quantity: _q,
        stock: _s,
        createdAt: _c,
        ...fields
      } = product as AdminProduct & Record<string, unknown>;
      const stale = await write('PUT', `/products/${TEE}`, {
        ...fields,
        version: product.version - 1,
        price: 1,
      });
      expect(stale.statusCode).toBe(409);
      const line = product.stock[0];
      const tooMany = await write('POST', `/products/${TEE}/stock`, {
        color: line?.color,
        size: line?.size,
        reason: 'damaged',
        delta: -1_000,
      });
      expect(tooMany.statusCode).toBe(409);
      const unknownGroup = await write('PUT', `/products/${TEE}`, { ...fields, collection: 'no-such-thing' });
      expect(unknownGroup.statusCode).toBe(400);
      expect((await write('DELETE', '/collections/harmattan-tour')).statusCode).toBe(409);
      expect((await activityPage(app, headers)).total).toBe(before);
    });
  });

  it('records collections and categories created, renamed and deleted', async () => {
    const created = await write('POST', '/collections', { name: 'Encore' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: string };
    expect(await newestEntry(app, headers, 'collection.create')).toMatchObject({
      subject: 'collection',
      subjectId: id,
      summary: 'Created collection Encore',
      after: { name: 'Encore' },
    });
    expect((await write('PUT', `/collections/${id}`, { name: 'Encore 2026' })).statusCode).toBe(200);
    expect(await newestEntry(app, headers, 'collection.update')).toMatchObject({
      summary: 'Renamed collection Encore to Encore 2026',
      before: { name: 'Encore' },
      after: { name: 'Encore 2026' },
    });
    expect((await write('DELETE', `/collections/${id}`)).statusCode).toBe(204);
    expect(await newestEntry(app, headers, 'collection.delete')).toMatchObject({
      subjectId: id,
      before: { name: 'Encore 2026' },
    });

    const category = await write('POST', '/categories', { name: 'Posters' });
    expect(category.statusCode).toBe(201);
    expect(await newestEntry(app, headers, 'category.create')).toMatchObject({
      subject: 'category',
      staffEmail: STAFF.email,
      summary: 'Created category Posters',
    });
  });
});
