import { z } from 'zod';
import { DEFAULT_PICKUP, type DeliveryPlace } from '../../../domain/checkout/checkout';
import { blankIsUnset } from '../../env-values';
import { DEFAULT_RATES, type RateTable, rateTableSchema } from './rate-table';
import { DEFAULT_DELIVERY_TIMEOUT_MS, SENDSTACK_SANDBOX_URL } from './sendstack-client';

type SendstackConfig = { baseUrl: string; appId: string; appSecret: string; source: string };

export type DeliveryConfig = {
  /** The delivery provider; null when no keys are set, and the rate table prices instead. */
  sendstack: SendstackConfig | null;
  /** Per provider request. */
  timeoutMs: number;
  /** The built-in table's rates (used when there is no provider). */
  rates: RateTable;
  /** Where parcels are collected: the shop. */
  pickup: DeliveryPlace;
};

const ratesJson = z.string().transform((text, context) => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    context.addIssue({ code: 'custom', message: 'Not JSON; write it like {"Lagos":250000,"*":600000}.' });
    return z.NEVER;
  }
});

/** The delivery settings in the environment; spread into config.ts's schema. */
export const deliveryEnvShape = {
  SENDSTACK_BASE_URL: blankIsUnset(z.url().default(SENDSTACK_SANDBOX_URL)),
  SENDSTACK_APP_ID: blankIsUnset(z.string().trim().optional()),
  SENDSTACK_APP_SECRET: blankIsUnset(z.string().trim().optional()),
  SENDSTACK_SOURCE: blankIsUnset(z.string().trim().default('stagefront')),
  DELIVERY_TIMEOUT_MS: blankIsUnset(
    z.coerce.number().int().min(100).max(60_000).default(DEFAULT_DELIVERY_TIMEOUT_MS),
  ),
  DELIVERY_RATES: blankIsUnset(ratesJson.pipe(rateTableSchema).optional()),
  SHOP_PICKUP_ADDRESS: blankIsUnset(z.string().trim().default(DEFAULT_PICKUP.address)),
  SHOP_PICKUP_STATE: blankIsUnset(z.string().trim().default(DEFAULT_PICKUP.state)),
  SHOP_PICKUP_LAT: blankIsUnset(z.coerce.number().min(-90).max(90).default(DEFAULT_PICKUP.lat)),
  SHOP_PICKUP_LONG: blankIsUnset(z.coerce.number().min(-180).max(180).default(DEFAULT_PICKUP.long)),
};

type DeliveryEnv = z.infer<z.ZodObject<typeof deliveryEnvShape>>;

/** One key without the other is a half-made setting: refuse it rather than quietly use the rate table. */
export function checkDeliveryEnv(
  env: Pick<DeliveryEnv, 'SENDSTACK_APP_ID' | 'SENDSTACK_APP_SECRET'>,
  context: z.RefinementCtx,
) {
  if (Boolean(env.SENDSTACK_APP_ID) === Boolean(env.SENDSTACK_APP_SECRET)) return;
  const missing = env.SENDSTACK_APP_ID ? 'SENDSTACK_APP_SECRET' : 'SENDSTACK_APP_ID';
  context.addIssue({
    code: 'custom',
    path: [missing],
    message:
      'Set both SENDSTACK_APP_ID and SENDSTACK_APP_SECRET to use Sendstack, or neither to use the rate table.',
  });
}

export function deliveryConfig(env: DeliveryEnv): DeliveryConfig {
  const { SENDSTACK_APP_ID: appId, SENDSTACK_APP_SECRET: appSecret } = env;
  return {
    sendstack:
      appId && appSecret
        ? {
            baseUrl: env.SENDSTACK_BASE_URL.replace(/\/+$/, ''),
            appId,
            appSecret,
            source: env.SENDSTACK_SOURCE,
          }
        : null,
    timeoutMs: env.DELIVERY_TIMEOUT_MS,
    rates: env.DELIVERY_RATES ?? DEFAULT_RATES,
    pickup: {
      address: env.SHOP_PICKUP_ADDRESS,
      state: env.SHOP_PICKUP_STATE,
      country: DEFAULT_PICKUP.country,
      lat: env.SHOP_PICKUP_LAT,
      long: env.SHOP_PICKUP_LONG,
    },
  };
}
