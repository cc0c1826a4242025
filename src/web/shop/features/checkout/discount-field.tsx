import './discount-field.css';
import { useEffect, useRef, useState } from 'react';
import type { CodeAnswer, CodeCheck } from '../../../../domain/codes/codes';
import { api, problemOf } from '../../../api-client';
import { useCartStore } from '../../../state/cart-store';
import { CodeInput } from './code-input';
import { useDiscountStore } from './discount-store';

const checkCode = (request: CodeCheck) =>
  api<CodeAnswer>('/checkout/code', { method: 'POST', json: request });

/** The bag as the server prices it: what and how many, never prices. */
function bagLines() {
  return useCartStore.getState().bag.map((line) => ({
    productId: line.product.id,
    color: line.color,
    size: line.size,
    quantity: line.quantity,
  }));
}

/**
 * The checkout's code field: the server says what the code takes off this bag, or why nothing,
 * and says it again when the bag changes. Not a form of its own (it may sit inside the contact
 * step's): Enter in the field applies the code.
 */
export default function DiscountField({ deliveryFee }: { deliveryFee: number | null }) {
  const { applied, error, setApplied, setError } = useDiscountStore();
  const bag = useCartStore((state) => state.bag);
  const email = useCartStore((state) => state.checkoutForm.email);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function apply(code: string) {
    if (!code.trim() || bag.length === 0) {
      setError(code.trim() ? null : 'Enter a code.');
      return;
    }
    setBusy(true);
    try {
      const fee = deliveryFee ?? 0;
      const answer = await checkCode({
        code,
        lines: bagLines(),
        deliveryFeeKobo: fee,
        ...(email.includes('@') ? { email: email.trim() } : {}),
      });
      setApplied(answer);
      setTyped('');
    } catch (failure) {
      const problem = problemOf(failure);
      setApplied(null);
      setError(problem.fields.code ?? problem.message);
      setTyped(code);
    } finally {
      setBusy(false);
    }
  }

  // The bag changed: the code is asked about again, as the order will be.
  const appliedCode = applied?.code;
  useEffect(() => {
    if (appliedCode) void apply(appliedCode);
  }, [bag]);

  // A presale code opened something in the bag: the order carries it unless another is applied.
  useEffect(() => {
    const presale = useCartStore.getState().presale;
    if (!appliedCode && presale && bag.some((line) => presale.productIds.includes(line.product.id)))
      void apply(presale.code);
  }, []);

  if (applied)
    return (
      <div className="discount-code discount-applied" role="status">
        <span>
          <strong>{applied.code}</strong> · {applied.label}
        </span>
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setApplied(null);
            input.current?.focus();
          }}
        >
          Remove
        </button>
      </div>
    );
  return (
    <CodeInput
      id="discount-code"
      label="Discount code"
      value={typed}
      onChange={setTyped}
      error={error}
      busy={busy}
      action="Apply"
      onApply={() => void apply(typed)}
      inputRef={input}
    />
  );
}
