import './checkout-reminder.css';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { create } from 'zustand';
import type { Product } from '../../../../domain/catalog/catalog';
import { type Bag, findLine } from '../../../../domain/checkout/bag';
import { consentWords } from '../../../../domain/newsletter/consent';
import { useCartStore } from '../../../state/cart-store';
import { reminderApi } from './order-api';

/**
 * The checkout reminder in the shopper's browser, in one chunk apart from the checkout's own code.
 *
 * Checkout's email box, unticked until the shopper ticks it: news from the artist, and one
 * reminder if they leave items in the bag. Loaded with the contact step, apart from the checkout's
 * own code; the tick is kept for this tab only, so a reload keeps it and a new visit starts unticked.
 */
const TICK_KEY = 'checkout-consent';
const useConsent = create<{ ticked: boolean; set(ticked: boolean): void }>()((set) => ({
  ticked: sessionStorage.getItem(TICK_KEY) === 'yes',
  set(ticked) {
    sessionStorage.setItem(TICK_KEY, ticked ? 'yes' : 'no');
    set({ ticked });
  },
}));

/** Whether the box is ticked: the order then signs the address up (confirming by email first). */
export function listTicked(): boolean {
  return useConsent.getState().ticked;
}

/**
 * With the box ticked, keeps the bag on the server for its one reminder. Never in the shopper's
 * way: a failure is logged and checkout goes on.
 */
export async function keepBagIfTicked(email: string, bag: Bag): Promise<void> {
  if (!listTicked() || bag.length === 0) return;
  const lines = bag.map(({ product, color, size, quantity }) => ({
    productId: product.id,
    color,
    size,
    quantity,
  }));
  try {
    await reminderApi.keepBag(email, lines);
  } catch (error) {
    console.warn(`The bag was not kept for a reminder: ${error instanceof Error ? error.message : error}`);
  }
}

/** The box and its words, with the artist's name as the shop shows it. */
export default function CheckoutConsentBox({ artistName }: { artistName: string }) {
  const ticked = useConsent((state) => state.ticked);
  const set = useConsent((state) => state.set);
  return (
    <label className="consent-box">
      <input
        type="checkbox"
        name="joinList"
        checked={ticked}
        onChange={(event) => set(event.target.checked)}
      />
      <span>{consentWords('checkout', artistName)}</span>
    </label>
  );
}

type View =
  | { status: 'loading' }
  | { status: 'done'; messages: string[] }
  | { status: 'failed'; message: string };

/** The reminder link's token, after the #: it never reaches a server's log. */
function restoreToken(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('restore') ?? '';
}

/**
 * What a checkout reminder's link opens (`/cart#restore=…`): the bag kept on the server comes back,
 * as the shop sells it today (what sold out is left out, and said), added to whatever the bag
 * already holds without doubling a line, once `products` (the shop's, as the checkout loaded them)
 * are there. The token then leaves the address bar.
 */
export function BagRestore({ products }: { products: readonly Product[] }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => restoreToken(location.hash));
  const [view, setView] = useState<View>({ status: 'loading' });

  const ready = products.length > 0;

  useEffect(() => {
    if (!ready) return;
    navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    let live = true;
    reminderApi
      .restoreBag(token)
      .then((restored) => {
        const store = useCartStore.getState();
        for (const line of restored.lines) {
          const product = products.find((candidate) => candidate.id === line.productId);
          const held = findLine(useCartStore.getState().bag, line.productId, line.color, line.size);
          const more = line.quantity - (held?.quantity ?? 0);
          if (product && more > 0) store.addToBag(product, line.color, line.size, more);
        }
        if (live) setView({ status: 'done', messages: restored.messages });
      })
      .catch(
        (failure: unknown) =>
          live &&
          setView({
            status: 'failed',
            message: failure instanceof Error ? failure.message : String(failure),
          }),
      );
    return () => {
      live = false;
    };
    // Once, with the link's token, when the products are there; the address changes as the token leaves it.
  }, [token, ready]);

  if (view.status === 'loading') return null;
  if (view.status === 'failed')
    return (
      <div className="notice notice-warning" role="alert">
        <p>{view.message}</p>
      </div>
    );
  return (
    <div className={`notice${view.messages.length ? ' notice-warning' : ''}`} role="status">
      <p>Your bag is back.</p>
      {view.messages.length > 0 && (
        <ul>
          {view.messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
