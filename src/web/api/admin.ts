import type { AdminGroup, GroupKind, ProductInputBody, UploadResult } from '../../domain/admin';
import type { Product } from '../../domain/catalog';
import { api } from './client';

const plural: Record<GroupKind, string> = { collection: 'collections', category: 'categories' };

export const adminApi = {
  products: () => api<Product[]>('/admin/products'),
  product: (id: string) => api<Product>(`/admin/products/${encodeURIComponent(id)}`),
  createProduct: (body: ProductInputBody) => api<Product>('/admin/products', { method: 'POST', json: body }),
  updateProduct: (id: string, body: ProductInputBody) =>
    api<Product>(`/admin/products/${encodeURIComponent(id)}`, { method: 'PUT', json: body }),
  deleteProduct: (id: string) => api<null>(`/admin/products/${encodeURIComponent(id)}`, { method: 'DELETE' }),

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

export const authApi = {
  login: (email: string, password: string) =>
    api<{ user: { email: string } }>('/auth/login', { method: 'POST', json: { email, password } }),
  logout: () => api<null>('/auth/logout', { method: 'POST' }),
};
