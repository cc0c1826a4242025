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
type RefundAnswer = { refundId: string; status: RefundState; message: string };

/** A refund the provider holds for a payment, as it lists them. */
export type ProviderRefund = {
  refundId: string;
  status: RefundState;
  amountKobo: number;
  /** When the provider made it, if it says. */
  createdAt: string | null;
  message: string;
};

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
      /** When the provider last changed the dispute (ISO), which orders its events; null if unsaid. */
      at: string | null;
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
   * Throws PaymentProviderError when the provider refused (`refused`) or could not be reached, in
   * which case the refund may or may not have been made.
   */
  refund(input: { reference: string; amountKobo: number; note: string }): Promise<RefundAnswer>;
  /** The refunds the provider holds for a payment, found by its reference. Only reads. */
  listRefunds(reference: string): Promise<ProviderRefund[]>;
}

/**
 * The provider could not be reached, or answered with something other than a clear result. Only
 * when `refused` did it clearly say no (a 4xx with `status: false`): the request was not carried
 * out. Otherwise nobody knows whether it was.
 */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly refused = false,
  ) {
    super(message);
  }
}
