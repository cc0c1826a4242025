import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGroupSchema } from '../../../domain/catalog/admin-contract';
import { signedInHeaders, staffApp } from '../../testing/staff';
import { describeEachEngine } from '../../testing/test-app';

const kinds = [
  { kind: 'collection', path: '/api/admin/collections', publicPath: '/api/collections', used: 'essentials' },
  { kind: 'category', path: '/api/admin/categories', publicPath: '/api/categories', used: 't-shirts' },
] as const;

describeEachEngine('admin collections and categories API', (engine) => {
  let app: FastifyInstance;
  let headers: { cookie: string; origin: string };
  beforeAll(async () => {
    app = await staffApp(engine);
    headers = await signedInHeaders(app);
  });
  afterAll(() => app.close());

  for (const { kind, path, publicPath, used } of kinds) {
    describe(kind, () => {
      it('lists each with its number of products, by name', async () => {
        const response = await app.inject({ url: path, headers });
        expect(response.statusCode).toBe(200);
        const groups = adminGroupSchema.array().parse(response.json());
        expect(groups.map((g) => g.name)).toEqual([...groups.map((g) => g.name)].sort());
        expect(groups.find((g) => g.id === used)?.productCount).toBeGreaterThan(0);
      });

      it('creates, renames and deletes one, and the shop follows', async () => {
        await app.inject(publicPath); // warm the cache: the writes must empty it
        const created = await app.inject({
          method: 'POST',
          url: path,
          headers,
          payload: { name: ' Tour 2026 ' },
        });
        expect(created.statusCode).toBe(201);
        expect(created.json()).toEqual({ id: 'tour-2026', name: 'Tour 2026', productCount: 0 });
        expect((await app.inject(publicPath)).json()).toContainEqual({ id: 'tour-2026', name: 'Tour 2026' });

        const renamed = await app.inject({
          method: 'PUT',
          url: `${path}/tour-2026`,
          headers,
          payload: { name: 'Tour 2026 (Lagos)' },
        });
        expect(renamed.statusCode).toBe(200);
        expect(renamed.json()).toEqual({ id: 'tour-2026', name: 'Tour 2026 (Lagos)', productCount: 0 });

        const deleted = await app.inject({ method: 'DELETE', url: `${path}/tour-2026`, headers });
        expect(deleted.statusCode).toBe(204);
        const after = (await app.inject(publicPath)).json() as { id: string }[];
        expect(after.some((g) => g.id === 'tour-2026')).toBe(false);
        expect((await app.inject({ method: 'DELETE', url: `${path}/tour-2026`, headers })).statusCode).toBe(
          404,
        );
      });

      it(`refuses to delete a ${kind} that still has products, saying how many`, async () => {
        const groups = adminGroupSchema.array().parse((await app.inject({ url: path, headers })).json());
        const count = groups.find((g) => g.id === used)?.productCount ?? 0;
        const response = await app.inject({ method: 'DELETE', url: `${path}/${used}`, headers });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({
          error: {
            code: 'in_use',
            message: `This ${kind} still has ${count} products. Move or delete them first.`,
          },
        });
        expect((await app.inject(publicPath)).json()).toContainEqual(expect.objectContaining({ id: used }));
      });

      it('refuses a name that is already taken, whatever its case', async () => {
        const [first] = adminGroupSchema.array().parse((await app.inject({ url: path, headers })).json());
        const name = first?.name.toUpperCase() ?? '';
        const response = await app.inject({ method: 'POST', url: path, headers, payload: { name } });
        expect(response.statusCode).toBe(409);
        const message = `A ${kind} named "${name}" already exists.`;
        expect(response.json()).toEqual({
          error: { code: 'duplicate_name', message, fields: { name: message } },
        });

        const other = await app.inject({
          method: 'POST',
          url: path,
          headers,
          payload: { name: 'Another one' },
        });
        const rename = await app.inject({
          method: 'PUT',
          url: `${path}/${other.json().id}`,
          headers,
          payload: { name: first?.name },
        });
        expect(rename.statusCode).toBe(409);
      });

      it('answers 400 naming the field for an empty name', async () => {
        const response = await app.inject({ method: 'POST', url: path, headers, payload: { name: '   ' } });
        expect(response.statusCode).toBe(400);
        expect(response.json().error.fields).toEqual({ name: 'Enter a name.' });
      });
    });
  }

  it('deletes the collection itself, not a product with the same id', async () => {
    await app.inject({ method: 'POST', url: '/api/admin/collections', headers, payload: { name: 'Solo' } });
    const product = await app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers,
      payload: { name: 'Solo', price: 100, collection: 'essentials', colors: ['Black'], sizes: ['One Size'] },
    });
    expect(product.json().id).toBe('solo');
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/admin/collections/solo', headers })).statusCode,
    ).toBe(204);
    expect((await app.inject('/api/products/solo')).statusCode).toBe(200);
  });

  it('deletes a collection once its last product has moved out', async () => {
    await app.inject({ method: 'POST', url: '/api/admin/collections', headers, payload: { name: 'Pop-up' } });
    const body = {
      name: 'Pop-up Cap',
      price: 500_000,
      collection: 'pop-up',
      colors: ['Red'],
      sizes: ['One Size'],
    };
    const product = await app.inject({ method: 'POST', url: '/api/admin/products', headers, payload: body });
    const refused = await app.inject({ method: 'DELETE', url: '/api/admin/collections/pop-up', headers });
    expect(refused.json().error.message).toBe(
      'This collection still has 1 product. Move or delete them first.',
    );
    await app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.json().id}`,
      headers,
      payload: { ...body, collection: 'essentials', version: product.json().version },
    });
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/admin/collections/pop-up', headers })).statusCode,
    ).toBe(204);
  });
});
