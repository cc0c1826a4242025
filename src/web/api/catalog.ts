import {
  categoryListSchema,
  collectionListSchema,
  productListSchema,
  productSchema,
} from '../../domain/catalog';
import { api } from './client';

export const fetchProducts = () => api('/products', productListSchema);
export const fetchProduct = (id: string) => api(`/products/${encodeURIComponent(id)}`, productSchema);
export const fetchCollections = () => api('/collections', collectionListSchema);
export const fetchCategories = () => api('/categories', categoryListSchema);
