/**
 * What can go wrong when pricing a delivery, in the adapter's own terms. The messages are for the
 * log; http-errors.ts turns each into the answer a shopper sees. No message carries a key.
 */
export class DeliveryError extends Error {
  override name = 'DeliveryError';
}

/** The provider is down, slow or unreachable: worth retrying later; pickup still works. */
export class DeliveryUnavailableError extends DeliveryError {
  override name = 'DeliveryUnavailableError';
  constructor(
    message: string,
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/**
 * The provider answered, but not with a price: it refused our keys ('credentials'), refused the
 * request ('request'), answered in a shape we do not know ('response'), or had no offer for the
 * address ('no-offer').
 */
export type ProviderFailure = 'credentials' | 'request' | 'response' | 'no-offer';

export class DeliveryProviderError extends DeliveryError {
  override name = 'DeliveryProviderError';
  constructor(
    readonly failure: ProviderFailure,
    message: string,
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** The address itself cannot be priced (the built-in table does not know its state). */
export class DeliveryAddressError extends DeliveryError {
  override name = 'DeliveryAddressError';
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}
