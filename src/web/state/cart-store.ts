import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Category, Collection, Product } from '../../domain/catalog/catalog';
import {
  addToBag,
  type Bag,
  type BagChange,
  DEFAULT_BAG_STEP,
  type HeldLine,
  reconcileBag,
  removeFromBag,
  removeLine,
} from '../../domain/checkout/bag';
import type { ContactDetails } from '../../domain/checkout/contact';

type DeliveryDetails = {
  recipientName: string;
  recipientEmail: string;
  recipientPhone: string;
  recipientAddress: string;
  /** Kobo. */
  deliveryFee: number;
  /** Kobo. */
  orderTotal: number;
  orderNumber: string;
};

type OrderStatus = { emailSent: boolean; paymentConfirmed: boolean };

/**
 * The last order this browser placed, while it waits unpaid for an online payment, and the units it
 * holds (absent in stores kept from before they were remembered).
 */
export type UnpaidOrder = { number: string; key: string; lines?: HeldLine[] };

/** A presale code the shopper entered on a product page, and the products it opened to them. */
type PresalePass = { code: string; productIds: string[] };

/** What the shopper typed at checkout (step 0's fields), kept so a reload loses nothing. */
export type CheckoutForm = ContactDetails;

const initialCheckoutForm: CheckoutForm = {
  email: '',
  phone: '',
  firstName: '',
  lastName: '',
  address: '',
  apartment: '',
  country: 'Nigeria',
  state: '',
  city: '',
  postalCode: '',
};

const initialDeliveryDetails: DeliveryDetails = {
  recipientName: '',
  recipientEmail: '',
  recipientPhone: '',
  recipientAddress: '',
  deliveryFee: 0,
  orderTotal: 0,
  orderNumber: '',
};

const initialOrderStatus: OrderStatus = { emailSent: false, paymentConfirmed: false };

type Catalog = { products: Product[]; collections: Collection[]; categories: Category[] };

type CartState = {
  bag: Bag;
  products: Product[];
  categories: Category[];
  collections: Collection[];
  deliveryDetails: DeliveryDetails;
  orderStatus: OrderStatus;
  checkoutForm: CheckoutForm;
  /** What changed when the bag was last brought up to date with the shop; shown once. */
  bagChanges: BagChange[];
  /** Placing another order gives this one's held stock back first (the shopper started again). */
  unpaidOrder: UnpaidOrder | null;
  presale: PresalePass | null;
  addToBag(product: Product, color: string, size: string, step?: number): void;
  removeFromBag(product: Pick<Product, 'id'>, color: string, size: string, step?: number): void;
  removeLine(productId: string, color: string, size: string): void;
  clearBag(): void;
  setProducts(products: Product[]): void;
  setCatalog(catalog: Catalog): void;
  dismissBagChanges(): void;
  setDeliveryDetails(details: Partial<DeliveryDetails>): void;
  setCheckoutForm(form: Partial<CheckoutForm>): void;
  setOrderStatus(status: Partial<OrderStatus>): void;
  clearOrderStatus(): void;
  setUnpaidOrder(order: UnpaidOrder | null): void;
  /** The code opened this product: it joins the pass (a new code starts a new one). */
  openPresale(code: string, productId: string): void;
};

const openedBy = (state: Pick<CartState, 'presale'>) => state.presale?.productIds ?? [];

/**
 * The catalogue taken in, and the bag brought up to date with it; what changed is kept to be shown.
 * The units this browser's own unpaid order holds are the shopper's, not sold out.
 */
function withCatalog(state: CartState, catalog: Partial<Catalog> & Pick<Catalog, 'products'>) {
  const held = state.unpaidOrder?.lines;
  const { bag, changes } = reconcileBag(state.bag, catalog.products, Date.now(), openedBy(state), held);
  return { ...catalog, bag, bagChanges: changes.length > 0 ? changes : state.bagChanges };
}

function warnWithoutId(product: Pick<Product, 'id'> | undefined): boolean {
  if (product?.id) return false;
  console.warn('A bag action was ignored: the product has no id.', product);
  return true;
}

/**
 * The one persisted store: the bag, the catalogue snapshot, delivery details and order status.
 * Shared state rather than the bag's: the catalogue and the checkout read and fill it too.
 */
export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      bag: [],
      products: [],
      categories: [],
      collections: [],
      deliveryDetails: initialDeliveryDetails,
      orderStatus: initialOrderStatus,
      checkoutForm: initialCheckoutForm,
      bagChanges: [],
      unpaidOrder: null,
      presale: null,
      addToBag(product, color, size, step = DEFAULT_BAG_STEP) {
        if (warnWithoutId(product)) return;
        set((state) => ({
          bag: addToBag(state.bag, product, color, size, Date.now(), step, openedBy(state)),
        }));
      },
      removeFromBag(product, color, size, step = DEFAULT_BAG_STEP) {
        if (warnWithoutId(product)) return;
        set((state) => ({ bag: removeFromBag(state.bag, product.id, color, size, step) }));
      },
      removeLine(productId, color, size) {
        set((state) => ({ bag: removeLine(state.bag, productId, color, size) }));
      },
      clearBag() {
        set({ bag: [] });
      },
      setProducts(products) {
        set((state) => withCatalog(state, { products }));
      },
      setCatalog(catalog) {
        set((state) => withCatalog(state, catalog));
      },
      dismissBagChanges() {
        set({ bagChanges: [] });
      },
      setDeliveryDetails(details) {
        set((state) => ({ deliveryDetails: { ...state.deliveryDetails, ...details } }));
      },
      setCheckoutForm(form) {
        set((state) => ({ checkoutForm: { ...state.checkoutForm, ...form } }));
      },
      setOrderStatus(status) {
        set((state) => ({ orderStatus: { ...state.orderStatus, ...status } }));
      },
      clearOrderStatus() {
        set({ orderStatus: initialOrderStatus });
      },
      setUnpaidOrder(unpaidOrder) {
        set({ unpaidOrder });
      },
      openPresale(code, productId) {
        set((state) => {
          const kept = state.presale?.code === code ? state.presale.productIds : [];
          return { presale: { code, productIds: [...new Set([...kept, productId])] } };
        });
      },
    }),
    {
      name: 'cart-store',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({
        bag,
        products,
        categories,
        collections,
        deliveryDetails,
        orderStatus,
        checkoutForm,
        unpaidOrder,
        presale,
      }) => ({
        bag,
        products,
        categories,
        collections,
        deliveryDetails,
        orderStatus,
        checkoutForm,
        unpaidOrder,
        presale,
      }),
      // Stores written before a field existed get that field's initial value.
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<CartState>;
        return {
          ...current,
          ...saved,
          deliveryDetails: { ...current.deliveryDetails, ...saved.deliveryDetails },
          orderStatus: { ...current.orderStatus, ...saved.orderStatus },
          checkoutForm: { ...current.checkoutForm, ...saved.checkoutForm },
        };
      },
    },
  ),
);
