import { z } from 'zod';
import { DEFAULT_RESERVATION_MINUTES } from '../../../domain/orders/order';
import { blankIsUnset } from '../../env-values';
import {
  createPaystackProvider,
  DEFAULT_PAYMENT_TIMEOUT_MS,
  PAYSTACK_API_URL,
  type PaystackConfig,
} from './paystack-client';
import type { OnlinePaymentProvider } from './provider';

export const DEFAULT_PAY_ON_DELIVERY_NOTE =
  'Pay in cash or by transfer when your order arrives or when you collect it.';

export type PaymentConfig = {
  /** Online payment; null when no secret key is set, and the shop offers no card payment. */
  paystack: PaystackConfig | null;
  /** How long an unpaid online order holds its stock. */
  reservationMinutes: number;
  /** The account shoppers transfer to; null offers no bank transfer. */
  bankTransferDetails: string | null;
  payOnDelivery: boolean;
  /** Shown to shoppers who choose to pay on delivery. */
  payOnDeliveryNote: string;
};

const flag = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .transform((value) => value === 'true' || value === '1' || value === 'yes'),
);

/** The payment settings in the environment; spread into config.ts's schema. */
export const paymentEnvShape = {
  PAYSTACK_SECRET_KEY: blankIsUnset(
    z
      .string()
      .trim()
      // The public key is the usual mix-up; the message never repeats the value.
      .refine((key) => !key.startsWith('pk_'), {
        message: 'This is a public key; PAYSTACK_SECRET_KEY takes the secret key (sk_test_… or sk_live_…).',
      })
      .optional(),
  ),
  PAYSTACK_BASE_URL: blankIsUnset(z.url({ protocol: /^https?$/ }).default(PAYSTACK_API_URL)),
  PAYMENT_TIMEOUT_MS: blankIsUnset(
    z.coerce.number().int().min(100).max(60_000).default(DEFAULT_PAYMENT_TIMEOUT_MS),
  ),
  PAYMENT_RESERVATION_MINUTES: blankIsUnset(
    z.coerce.number().int().min(1).max(1440).default(DEFAULT_RESERVATION_MINUTES),
  ),
  BANK_TRANSFER_DETAILS: blankIsUnset(z.string().trim().max(500).optional()),
  PAY_ON_DELIVERY: blankIsUnset(flag.default(true)),
  PAY_ON_DELIVERY_NOTE: blankIsUnset(z.string().trim().max(500).default(DEFAULT_PAY_ON_DELIVERY_NOTE)),
};

type PaymentEnv = z.infer<z.ZodObject<typeof paymentEnvShape>>;

/** A shop with no way to pay takes no orders: refuse to start rather than find out at checkout. */
export function checkPaymentEnv(
  env: Pick<PaymentEnv, 'PAYSTACK_SECRET_KEY' | 'BANK_TRANSFER_DETAILS' | 'PAY_ON_DELIVERY'>,
  context: z.RefinementCtx,
) {
  if (env.PAYSTACK_SECRET_KEY || env.BANK_TRANSFER_DETAILS || env.PAY_ON_DELIVERY) return;
  context.addIssue({
    code: 'custom',
    path: ['PAY_ON_DELIVERY'],
    message:
      'No way to pay is left: set PAYSTACK_SECRET_KEY or BANK_TRANSFER_DETAILS, or keep PAY_ON_DELIVERY on.',
  });
}

export function paymentConfig(env: PaymentEnv): PaymentConfig {
  const secretKey = env.PAYSTACK_SECRET_KEY;
  return {
    paystack: secretKey
      ? { baseUrl: env.PAYSTACK_BASE_URL.replace(/\/+$/, ''), secretKey, timeoutMs: env.PAYMENT_TIMEOUT_MS }
      : null,
    reservationMinutes: env.PAYMENT_RESERVATION_MINUTES,
    bankTransferDetails: env.BANK_TRANSFER_DETAILS ?? null,
    payOnDelivery: env.PAY_ON_DELIVERY,
    payOnDeliveryNote: env.PAY_ON_DELIVERY_NOTE,
  };
}

/** The online provider the settings name, or null when the shop takes no online payment. */
export function createOnlinePaymentProvider(config: PaymentConfig): OnlinePaymentProvider | null {
  return config.paystack ? createPaystackProvider(config.paystack) : null;
}
