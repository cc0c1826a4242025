import {
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  type PaymentOption,
} from '../../../../domain/orders/order';
import type { ManualPaymentSettings, OrderContext } from '../context';

/** The ways to pay this shop offers, in the order step 2 lists them. */
export function paymentOptions({ payments, online }: OrderContext): PaymentOption[] {
  const options: PaymentOption[] = [];
  if (online) options.push({ method: 'paystack', label: PAYMENT_METHOD_LABELS.paystack, instructions: '' });
  if (payments.bankTransferDetails)
    options.push({
      method: 'bank_transfer',
      label: PAYMENT_METHOD_LABELS.bank_transfer,
      instructions: payments.bankTransferDetails,
    });
  if (payments.payOnDelivery)
    options.push({
      method: 'pay_on_delivery',
      label: PAYMENT_METHOD_LABELS.pay_on_delivery,
      instructions: payments.payOnDeliveryNote,
    });
  return options;
}

/** What a shopper must do to pay an order still awaiting payment by `method`. */
export function paymentInstructions(payments: ManualPaymentSettings, method: PaymentMethod): string {
  if (method === 'bank_transfer')
    return `Please pay by bank transfer to: ${payments.bankTransferDetails ?? 'the account in your email'}. Use your order number as the reference.`;
  if (method === 'pay_on_delivery') return payments.payOnDeliveryNote;
  return 'Your online payment has not been confirmed yet.';
}
