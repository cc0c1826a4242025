import { fetchCategories, fetchCollections, fetchProducts } from '../../api/catalog';
import { useLoad } from '../../hooks/use-load';
import { useCartStore } from '../../store/cart-store';
import { catalogIsFresh } from '../../store/initial-catalog';

/** Fetches the products into the store; the screen shows the stored ones meanwhile, if any. */
export function useProducts() {
  const products = useCartStore((state) => state.products);
  const setProducts = useCartStore((state) => state.setProducts);
  const load = useLoad(async () => setProducts(await fetchProducts()), 'Failed to retrieve products', {
    skip: catalogIsFresh(),
  });
  return { products, ...load };
}

/** The shop loads collections, products and categories together. */
export function useShopCatalog() {
  const products = useCartStore((state) => state.products);
  const collections = useCartStore((state) => state.collections);
  const categories = useCartStore((state) => state.categories);
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
