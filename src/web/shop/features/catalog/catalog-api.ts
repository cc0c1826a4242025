import type { Category, Collection, Product } from '../../../../domain/catalog/catalog';
import { api } from '../../../api-client';

export const fetchProducts = () => api<Product[]>('/products');
export const fetchProduct = (id: string) => api<Product>(`/products/${encodeURIComponent(id)}`);
export const fetchCollections = () => api<Collection[]>('/collections');
export const fetchCategories = () => api<Category[]>('/categories');
