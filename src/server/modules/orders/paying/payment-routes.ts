import type { FastifyInstance } from 'fastify';
import type { OnlinePaymentProvider } from '../../../providers/payment/provider';

/**
 * Paystack's webhook. The signature is an HMAC of the exact bytes sent, so this route reads the body
 * raw; nothing is trusted until the signature holds. Every valid delivery is answered 200, replays
 * and events naming nothing of ours included (they change nothing), so the provider stops retrying.
 */
export async function paymentRoutes(
  app: FastifyInstance,
  { online }: { online: OnlinePaymentProvider | null },
) {
  // Here, and only here, the API's JSON parser gives way to the raw bytes.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 256 * 1024 },
    (_request, body, done) => done(null, body),
  );

  app.post('/api/payments/paystack/webhook', async (request, reply) => {
    const signature = request.headers['x-paystack-signature'];
    const event =
      online && Buffer.isBuffer(request.body)
        ? online.readWebhook(request.body, typeof signature === 'string' ? signature : undefined)
        : null;
    if (!event) {
      request.log.warn('payment webhook refused: bad or missing signature');
      return reply.status(401).send({ error: { code: 'bad_signature', message: 'Signature not valid.' } });
    }
    await app.orders.handleWebhook(event);
    return reply.status(200).send({ received: true });
  });
}
