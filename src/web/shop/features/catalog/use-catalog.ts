import { useSyncExternalStore } from 'react';
import { useLoad } from '../../../hooks/use-load';
import { useServerPage } from '../../../render-context';
import { useCartStore } from '../../../state/cart-store';
import { fetchCategories, fetchCollections, fetchProducts } from './catalog-api';
import { catalogIsFresh, type InitialCatalog } from './initial-catalog';

/**
 * A part of the catalogue, from the store. While the server draws a page it comes from what the
 * server was handed, and while the browser hydrates it, from the store as the page filled it: the
 * store's own hook would give its empty first state to both, and the page would draw no products.
 * `select` must return a value the catalogue already holds (a list, a product), not a new one.
 */
export function useCatalogSlice<T>(select: (catalog: InitialCatalog) => T): T {
  const server = useServerPage();
  return useSyncExternalStore(
    useCartStore.subscribe,
    () => select(useCartStore.getState()),
    () => select(server?.catalog ?? useCartStore.getState()),
  );
}

/** Fetches the products into the store; the screen shows the stored ones meanwhile, if any. */
export function useProducts() {
  const products = useCatalogSlice((catalog) => catalog.products);
  const setProducts = useCartStore((state) => state.setProducts);
  const load = useLoad(async () => setProducts(await fetchProducts()), 'Failed to retrieve products', {
    skip: catalogIsFresh(),
  });
  return { products, ...load };
}

/** Brings the stored products, and the bag with them, up to date with the shop; a failure leaves them as they are. */
export function refreshProducts() {
  fetchProducts().then(useCartStore.getState().setProducts, () => {});
}

/** The shop loads collections, products and categories together. */
export function useShopCatalog() {
  const products = useCatalogSlice((catalog) => catalog.products);
  const collections = useCatalogSlice((catalog) => catalog.collections);
  const categories = useCatalogSlice((catalog) => catalog.categories);
  const setCatalog = useCartStore((state) => state.setCatalog);
  const load = useLoad(
    async () => {
      const [loadedCollections, loadedProducts, loadedCategories] = await Promise.all([
        fetchCollections().catch(rethrow('Failed to retrieve collections')),
        fetchProducts().catch(rethrow('Failed to retrieve products')),
        fetchCategories().catch(rethrow('Failed to retrieve categories')),
      ]);
      setCatalog({ products: loadedProducts, collections: loadedCollections, categories: loadedCategories });
    },
    'The shop could not load',
    { skip: catalogIsFresh() },
  );
  return { products, collections, categories, ...load };
}

function rethrow(prefix: string) {
  return (error: unknown): never => {
    throw new Error(`${prefix}: ${error instanceof Error ? error.message : String(error)}`);
  };
}
