import type {
  AdminGroup,
  AdminProduct,
  GroupKind,
  ProductInputBody,
  ProductUpdateBody,
  UploadResult,
} from '../../../domain/catalog/admin';
import type { Product } from '../../../domain/catalog/catalog';
import type { StockChangeBody, StockChangeResult, StockHistory } from '../../../domain/stock/stock-ledger';
import { api } from '../../api-client';

const productUrl = (id: string) => `/admin/products/${encodeURIComponent(id)}`;

const plural: Record<GroupKind, string> = { collection: 'collections', category: 'categories' };

export const adminApi = {
  products: () => api<Product[]>('/admin/products'),
  product: (id: string) => api<AdminProduct>(productUrl(id)),
  createProduct: (body: ProductInputBody) =>
    api<AdminProduct>('/admin/products', { method: 'POST', json: body }),
  updateProduct: (id: string, body: ProductUpdateBody) =>
    api<AdminProduct>(productUrl(id), { method: 'PUT', json: body }),
  deleteProduct: (id: string) => api<null>(productUrl(id), { method: 'DELETE' }),
  changeStock: (id: string, body: StockChangeBody) =>
    api<StockChangeResult>(`${productUrl(id)}/stock`, { method: 'POST', json: body }),
  stockHistory(id: string, color: string, size: string, before: number | null) {
    const query = new URLSearchParams({ color, size });
    if (before !== null) query.set('before', String(before));
    return api<StockHistory>(`${productUrl(id)}/stock/history?${query}`);
  },

  groups: (kind: GroupKind) => api<AdminGroup[]>(`/admin/${plural[kind]}`),
  group: (kind: GroupKind, id: string) => api<AdminGroup>(`/admin/${plural[kind]}/${encodeURIComponent(id)}`),
  createGroup: (kind: GroupKind, name: string) =>
    api<AdminGroup>(`/admin/${plural[kind]}`, { method: 'POST', json: { name } }),
  updateGroup: (kind: GroupKind, id: string, name: string) =>
    api<AdminGroup>(`/admin/${plural[kind]}/${encodeURIComponent(id)}`, { method: 'PUT', json: { name } }),
  deleteGroup: (kind: GroupKind, id: string) =>
    api<null>(`/admin/${plural[kind]}/${encodeURIComponent(id)}`, { method: 'DELETE' }),

  upload(files: File[]) {
    const body = new FormData();
    for (const file of files) body.append('images', file);
    return api<UploadResult>('/admin/uploads', { method: 'POST', body });
  },
};
