import type { FastifyInstance } from 'fastify';
import {
  type CodeAnswer,
  codeAnswerSchema,
  codeCheckSchema,
  presaleAnswerSchema,
  presaleCheckSchema,
} from '../../../domain/codes/code-contract';
import { TooManyRequestsError } from '../../http/errors';
import { limitClients } from '../../http/rate-limit';
import { routeSchema } from '../../http/response-schema';
import { validate } from '../../http/validate';
import { priceLines } from '../catalog/line-prices';
import { codeLabel, discountFor, itemsDiscountKobo, opensEarly, usableCode, usesBy } from './apply';
import { presaleOpenedBy } from './presale';
import { CodeRefusedError } from './redeem';

/** Code checks per connection per minute: a shopper retyping, not a script guessing codes. */
const CHECK_LIMIT = { max: 20, timeWindow: '1 minute' };

const schemas = {
  check: routeSchema('What a discount code takes off this bag, checked by the server before the order', {
    200: codeAnswerSchema,
  }),
  presale: routeSchema('Whether a presale code opens a coming-soon product to its holder now', {
    200: presaleAnswerSchema,
  }),
};

/**
 * POST /api/checkout/code: the checkout's code field. The bag is priced from the database and the
 * code checked as the order will check it again; a refusal is a 409 naming the code field. POST
 * /api/presale: a coming-soon product page's presale code, under the same limit.
 */
export async function codeRoutes(app: FastifyInstance) {
  await limitClients(
    app,
    () =>
      new TooManyRequestsError(
        'Too many codes tried from your connection. Please wait a minute and try again.',
      ),
    { noStore: true },
  );

  app.post(
    '/api/checkout/code',
    { schema: schemas.check, config: { rateLimit: CHECK_LIMIT } },
    async (request): Promise<CodeAnswer> => {
      const check = validate(codeCheckSchema, request.body);
      const code = await usableCode(app.database.db, check.code);
      if (
        check.email &&
        code.maxUsesPerEmail !== null &&
        (await usesBy(app.database.db, code.id, check.email)) >= code.maxUsesPerEmail
      )
        throw new CodeRefusedError('usedByYou');
      const lines = await priceLines(app.database.db, check.lines, opensEarly(code));
      const discount = await discountFor(app.database.db, code, lines, check.deliveryFeeKobo);
      return {
        code: code.code,
        label: codeLabel(code),
        lineDiscountsKobo: discount.lineDiscountsKobo,
        discountKobo: itemsDiscountKobo(discount),
        freeDelivery: code.kind === 'free_delivery',
        deliveryDiscountKobo: discount.deliveryDiscountKobo,
      };
    },
  );

  app.post(
    '/api/presale',
    { schema: schemas.presale, config: { rateLimit: CHECK_LIMIT } },
    async (request) => {
      const check = validate(presaleCheckSchema, request.body);
      return presaleOpenedBy(app.database.db, check.code, check.productId);
    },
  );
}
