import type { AdminProduct, ProductInputBody, ProductUpdateBody } from '../../../../domain/catalog/admin';
import type { Product } from '../../../../domain/catalog/catalog';
import type { WaitlistCounts } from '../../../../domain/newsletter/waitlist';
import { api } from '../../admin-api';

const productUrl = (id: string) => `/admin/products/${encodeURIComponent(id)}`;

export const productsApi = {
  products: () => api<Product[]>('/admin/products'),
  product: (id: string) => api<AdminProduct>(productUrl(id)),
  createProduct: (body: ProductInputBody) =>
    api<AdminProduct>('/admin/products', { method: 'POST', json: body }),
  updateProduct: (id: string, body: ProductUpdateBody) =>
    api<AdminProduct>(productUrl(id), { method: 'PUT', json: body }),
  deleteProduct: (id: string) => api<null>(productUrl(id), { method: 'DELETE' }),
  archiveProduct: (id: string) => api<AdminProduct>(`${productUrl(id)}/archive`, { method: 'POST' }),
  restoreProduct: (id: string) => api<AdminProduct>(`${productUrl(id)}/restore`, { method: 'POST' }),
  /** How many fans wait on each product's notify-me list. */
  waitlistCounts: () => api<WaitlistCounts>('/admin/waitlists'),
};
