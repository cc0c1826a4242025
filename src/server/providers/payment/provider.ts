/**
 * An online payment provider, as orders use it. Paystack's protocol is the one built; another
 * provider is one more implementation of this interface.
 */
export type InitializePayment = {
  /** Our reference for this attempt; the provider echoes it on verify, redirect and webhook. */
  reference: string;
  email: string;
  amountKobo: number;
  /** Where the provider sends the shopper back, with `?reference=` added. */
  callbackUrl: string;
  metadata?: Record<string, string>;
};

export type PaymentVerification = {
  reference: string;
  /** 'success' is the only state that pays an order. */
  status: 'success' | 'failed' | 'abandoned' | 'pending';
  amountKobo: number;
  currency: string;
};

/** Where a refund stands at the provider: still going, paid back, or refused. */
export type RefundState = 'pending' | 'processed' | 'failed';

/** The provider's answer to a refund: its id there, where it stands and what it said. */
export type RefundAnswer = { refundId: string; status: RefundState; message: string };

/** A webhook the provider sent, read only after its signature was checked. */
export type PaymentWebhookEvent =
  | { kind: 'charge.success'; reference: string; amountKobo: number; currency: string }
  | {
      kind: 'refund';
      status: RefundState;
      /** The refund's id at the provider, when the event carries it. */
      refundId: string | null;
      /** The refunded payment's reference. */
      reference: string;
      amountKobo: number;
      message: string;
    }
  | {
      kind: 'dispute';
      event: string;
      disputeId: string;
      reference: string;
      status: string;
      reason: string;
      amountKobo: number;
    }
  | { kind: 'other'; event: string };

export interface OnlinePaymentProvider {
  readonly name: 'paystack';
  /** Starts a payment; resolves with the page to send the shopper to. */
  initialize(input: InitializePayment): Promise<{ authorizationUrl: string }>;
  /** Asks the provider how a payment stands; never trust a redirect without this. */
  verify(reference: string): Promise<PaymentVerification>;
  /**
   * Reads a webhook: null unless the signature over the exact raw body is valid for our secret.
   * Compares in constant time.
   */
  readWebhook(rawBody: Buffer, signature: string | undefined): PaymentWebhookEvent | null;
  /**
   * Gives back all or part of a payment. Never retried: a second call would be a second refund.
   * Throws PaymentProviderError when the provider refused or could not be reached.
   */
  refund(input: { reference: string; amountKobo: number; note: string }): Promise<RefundAnswer>;
}

/** The provider could not be reached, or answered with something other than a clear result. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}
