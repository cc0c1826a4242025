import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { bagSubtotal } from '../../../../domain/checkout/bag';
import {
  DEFAULT_SHIPPING_METHOD,
  FALLBACK_POSITION,
  deliveryFee as feeFor,
  type ShippingMethod,
  validateContact,
} from '../../../../domain/checkout/checkout';
import { useCartStore } from '../../../state/cart-store';
import { fetchQuote } from './delivery-api';
import { checkoutTotal, useDiscountStore } from './discount-store';
import {
  GEOLOCATION_TIMEOUT_MS,
  GEOLOCATION_UNSUPPORTED,
  geolocationErrorMessage,
  readPosition,
} from './geolocation';
import { useLocations } from './use-locations';

/** The email box, what it does, and the reminder link's bag restore, in a chunk of their own (imported only here). */
export const checkoutReminder = () => import('./checkout-reminder');

export type CheckoutStep = 0 | 1 | 2;
/** Each step's name in the address (`/cart?step=shipping`), so Back, Forward and reload keep it. */
const STEP_PARAMS = ['contact', 'shipping', 'payment'] as const;

function stepFrom(param: string | null): CheckoutStep {
  const index = STEP_PARAMS.indexOf(param as (typeof STEP_PARAMS)[number]);
  return index > 0 ? (index as CheckoutStep) : 0;
}
export type Quote =
  | { status: 'idle' }
  /** `timeline`: the courier's delivery time ("1-2 days"), when it gives one. */
  | { status: 'ready'; feeKobo: number; timeline?: string | undefined }
  | { status: 'failed'; message: string }
  | { status: 'loading' }
  /** Standard delivery does not go to the chosen state: the order is picked up (decision 0047). */
  | { status: 'pickup-only' };

export type ContactErrors = { messages: string[]; fields: Partial<Record<string, string>> };
const noErrors: ContactErrors = { messages: [], fields: {} };

/** The checkout's steps: contact and address, then shipping method, then payment. */
export function useCheckout() {
  const form = useCartStore((state) => state.checkoutForm);
  const bag = useCartStore((state) => state.bag);
  const setDeliveryDetails = useCartStore((state) => state.setDeliveryDetails);
  const [search, setSearch] = useSearchParams();
  const step = stepFrom(search.get('step'));
  /** Moves to a step as a new history entry (Back returns), or in place of this one (a guard). */
  const setStep = useCallback(
    (next: CheckoutStep, { replace = false } = {}) =>
      setSearch(next === 0 ? {} : { step: STEP_PARAMS[next] }, { replace }),
    [setSearch],
  );
  const [errors, setErrors] = useState<ContactErrors>(noErrors);
  const [busy, setBusy] = useState(false);
  const [quote, setQuote] = useState<Quote>({ status: 'idle' });
  const [method, setMethod] = useState<ShippingMethod>(DEFAULT_SHIPPING_METHOD);
  const [position, setPosition] = useState(FALLBACK_POSITION);
  const [positionError, setPositionError] = useState<string | null>(null);
  const { locations, status: locationsStatus } = useLocations();
  // Unknown while the list loads or if it failed: then the delivery service is asked, and says.
  const delivers = locations.find((location) => location.state === form.state)?.delivers ?? true;

  const subtotal = bagSubtotal(bag);
  const quoted = quote.status === 'ready' ? quote.feeKobo : null;
  const deliveryFee = feeFor(method, quoted);

  async function requestQuote(at: { lat: number; long: number }) {
    setQuote({ status: 'loading' });
    try {
      const { feeKobo, timeline } = await fetchQuote({
        address: [form.address, form.apartment].filter(Boolean).join(', '),
        state: form.state,
        city: form.city,
        country: form.country,
        lat: at.lat,
        long: at.long,
      });
      setQuote({ status: 'ready', feeKobo, timeline });
      return feeKobo;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`Delivery price fetch failed: ${message}`);
      setQuote({ status: 'failed', message });
      return null;
    }
  }

  function recordContact() {
    setDeliveryDetails({
      recipientName: `${form.firstName.trim()} ${form.lastName.trim()}`,
      recipientEmail: form.email.trim(),
      recipientPhone: form.phone.trim(),
      recipientAddress: [form.address, form.apartment, form.city, form.state, form.postalCode, form.country]
        .map((part) => part.trim())
        .filter(Boolean)
        .join(', '),
    });
  }

  /** Only a known fee is recorded: a failed quote leaves the fee unset, never ₦0. */
  function recordFee(feeKobo: number | null) {
    if (feeKobo === null) return;
    const orderTotal = checkoutTotal(useDiscountStore.getState().applied, subtotal, feeKobo);
    setDeliveryDetails({ deliveryFee: feeKobo, orderTotal });
  }

  /**
   * Reads where the shopper is (or falls back) and asks for a delivery price for the address; where
   * delivery does not go, nothing is asked and pickup is chosen.
   */
  async function priceDelivery() {
    if (!delivers) {
      setPositionError(null);
      recordContact();
      setQuote({ status: 'pickup-only' });
      setMethod('pickup');
      recordFee(0);
      return;
    }
    const read = await readPosition({
      timeoutMs: GEOLOCATION_TIMEOUT_MS,
      fallback: FALLBACK_POSITION,
      unsupportedMessage: GEOLOCATION_UNSUPPORTED,
      errorMessage: geolocationErrorMessage,
    });
    setPosition(read.position);
    setPositionError(read.error);
    recordContact();
    recordFee(await requestQuote(read.position));
    setMethod(DEFAULT_SHIPPING_METHOD);
  }

  async function continueToShipping() {
    const result = validateContact(form);
    setErrors({ messages: result.messages, fields: result.fields });
    if (result.messages.length > 0) return false;
    // With the email box ticked, the bag is kept for its one reminder (not awaited: never in the way).
    void checkoutReminder().then((consent) => consent.keepBagIfTicked(form.email.trim(), bag));
    setBusy(true);
    try {
      await priceDelivery();
      setStep(1);
      return true;
    } finally {
      setBusy(false);
    }
  }

  // A step reached by its address (a reload, Back, Forward, a shared link) must be one the shopper
  // could have reached: shipping needs a valid contact step, payment a known delivery fee. Shipping
  // reached with no price yet (after a reload) asks for one again.
  const pricing = useRef(false);
  useEffect(() => {
    if (step >= 1 && validateContact(form).messages.length > 0) {
      setStep(0, { replace: true });
    } else if (step === 2 && deliveryFee === null && quote.status !== 'loading') {
      setStep(1, { replace: true });
    } else if (step === 1 && quote.status === 'idle' && locationsStatus !== 'loading' && !pricing.current) {
      pricing.current = true;
      void priceDelivery().finally(() => {
        pricing.current = false;
      });
    }
  });

  async function retryQuote() {
    const fee = await requestQuote(position);
    if (method === 'shipping') recordFee(fee);
  }

  function chooseMethod(next: ShippingMethod) {
    setMethod(next);
    recordFee(feeFor(next, quoted));
  }

  function continueToPayment() {
    if (deliveryFee === null) return;
    recordFee(deliveryFee);
    setStep(2);
  }

  return {
    step,
    setStep,
    form,
    locations,
    locationsStatus,
    errors,
    busy,
    quote,
    method,
    position,
    positionError,
    subtotal,
    deliveryFee,
    continueToShipping,
    retryQuote,
    chooseMethod,
    continueToPayment,
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
