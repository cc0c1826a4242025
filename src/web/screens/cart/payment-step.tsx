import type { Checkout } from '../../features/checkout/use-checkout';

/** Step 2: a placeholder until payment is built. */
export function PaymentStep({ checkout }: { checkout: Checkout }) {
  return (
    <section className="checkout-form" aria-labelledby="payment-title">
      <h2 id="payment-title">Payment</h2>
      <p className="hint">Payment options are on their way.</p>
      <div className="step-actions">
        <button type="button" className="link-button" onClick={() => checkout.setStep(1)}>
          Back to shipping
        </button>
      </div>
    </section>
  );
}
