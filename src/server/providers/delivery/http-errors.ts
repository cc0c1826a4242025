import type { FastifyBaseLogger } from 'fastify';
import { DELIVERY_MESSAGES } from '../../../domain/checkout/checkout';
import { BadRequestError, HttpError } from '../../http/errors';
import {
  DeliveryAddressError,
  DeliveryError,
  DeliveryProviderError,
  DeliveryUnavailableError,
} from './errors';

/** Shoppers get a plain message and a way forward (pickup); the provider's words go to the log. */
export function deliveryHttpError(error: unknown, log: FastifyBaseLogger, unavailable: string): unknown {
  if (!(error instanceof DeliveryError)) return error;
  if (error instanceof DeliveryAddressError)
    return new BadRequestError(error.message, { [error.field]: error.message });
  if (error instanceof DeliveryUnavailableError) {
    log.warn({ err: error }, 'delivery provider unavailable');
    return new HttpError(503, 'delivery_unavailable', unavailable);
  }
  if (error instanceof DeliveryProviderError && error.failure === 'no-offer') {
    log.warn({ err: error }, 'no delivery offer');
    return new HttpError(422, 'delivery_not_offered', DELIVERY_MESSAGES.notOffered);
  }
  // Refused keys or an answer we cannot read: staff must act, so log it loudly.
  log.error({ err: error }, 'delivery provider error');
  return new HttpError(502, 'delivery_provider_error', DELIVERY_MESSAGES.misconfigured);
}
