import type { FastifyInstance } from 'fastify';
import { BROADCAST_MESSAGES } from '../../../domain/broadcasts/broadcast';
import {
  type BroadcastAudiences,
  type BroadcastDetail,
  type BroadcastDraft,
  type BroadcastList,
  type BroadcastPreview,
  broadcastAnswerSchema,
  broadcastAudiencesSchema,
  broadcastDetailSchema,
  broadcastDraftSchema,
  broadcastIdSchema,
  broadcastListSchema,
  broadcastPageSchema,
  broadcastPreviewSchema,
  broadcastSendSchema,
} from '../../../domain/broadcasts/contract';
import { pagePath } from '../../../domain/pages/pages';
import { databaseFailure, PG_FOREIGN_KEY_VIOLATION } from '../../db/pg-error';
import { BadRequestError, HttpError, NotFoundError } from '../../http/errors';
import { routeSchema } from '../../http/response-schema';
import { validate } from '../../http/validate';
import { staffBy } from '../../kernel/actor';
import type { DrawnBroadcast } from './broadcast-email';
import { broadcastDetail, listBroadcasts } from './broadcast-progress';
import type { BroadcastSender } from './broadcast-sender';
import { audienceCounts, createBroadcast, NoRecipientsError, UnknownProductError } from './broadcast-store';

const schemas = {
  list: routeSchema('Every broadcast and how far it has gone, newest first', { 200: broadcastListSchema }),
  audiences: routeSchema('Who a broadcast can go to, and how many each would reach now', {
    200: broadcastAudiencesSchema,
  }),
  preview: routeSchema('A broadcast as its recipients will see it, drawn by the server', {
    200: broadcastPreviewSchema,
  }),
  test: routeSchema('Send a broadcast to oneself first', { 200: broadcastAnswerSchema }),
  send: routeSchema('Send a broadcast to an audience, in batches', { 201: broadcastDetailSchema }),
  detail: routeSchema('One broadcast, its progress and a page of its recipients', {
    200: broadcastDetailSchema,
  }),
};

/** The broadcast's product was deleted between the check and the insert: its foreign key failed. */
function productGone(error: unknown): boolean {
  const failure = databaseFailure(error);
  return (
    failure?.code === PG_FOREIGN_KEY_VIOLATION &&
    failure.constraint === 'broadcasts_product_id_products_id_fk'
  );
}

/** The drawing of broadcasts (marked, sanitize-html, React Email): loaded with the first one. */
const emails = () => import('./broadcast-email');

export type BroadcastRouteOptions = { publicUrl: string; sender: BroadcastSender };

/**
 * /api/admin/broadcasts: staff write an email once (markdown and cards), see it as it will arrive,
 * send it to themselves, then to an audience; the sender hands it over in batches and each
 * recipient's progress is kept.
 */
export async function broadcastAdminRoutes(
  app: FastifyInstance,
  { publicUrl, sender }: BroadcastRouteOptions,
) {
  /** The draft as every recipient will share it: its cards as the shop has them now. */
  async function draw(draft: BroadcastDraft): Promise<DrawnBroadcast> {
    const { drawBroadcast, drawCards } = await emails();
    const [catalog, content] = await Promise.all([app.catalog.get(), app.content.get()]);
    const cards = drawCards(draft.cards, {
      products: catalog.raw.products,
      releases: content.releases,
      publicUrl,
    });
    if (cards.some((card) => card === null)) throw new BadRequestError(BROADCAST_MESSAGES.unknownCard);
    return drawBroadcast({
      subject: draft.subject,
      body: draft.body,
      cards: cards.filter((card) => card !== null),
    });
  }

  // The preview's way out leads nowhere: the real one is each person's own.
  const example = `${publicUrl}${pagePath('unsubscribe', { token: 'preview' })}`;

  app.get(
    '/broadcasts',
    { config: { permission: 'broadcasts' }, schema: schemas.list },
    async (): Promise<BroadcastList> => {
      return { broadcasts: await listBroadcasts(app.database.db) };
    },
  );

  app.get(
    '/broadcasts/audiences',
    { config: { permission: 'broadcasts' }, schema: schemas.audiences },
    async (): Promise<BroadcastAudiences> => {
      return audienceCounts(app.database.db);
    },
  );

  app.post(
    '/broadcasts/preview',
    { config: { permission: 'broadcasts' }, schema: schemas.preview },
    async (request): Promise<BroadcastPreview> => {
      const drawn = await draw(validate(broadcastDraftSchema, request.body));
      const { broadcastEmail } = await emails();
      return broadcastEmail(drawn, app.outbox.brand(), example);
    },
  );

  app.post(
    '/broadcasts/test',
    { config: { permission: 'broadcasts' }, schema: schemas.test },
    async (request) => {
      const drawn = await draw(validate(broadcastDraftSchema, request.body));
      const to = request.staff?.email ?? '';
      const { broadcastEmail } = await emails();
      const sent = await app.outbox.sendUnstored('broadcast_test', to, (brand) =>
        broadcastEmail({ ...drawn, subject: `[Test] ${drawn.subject}` }, brand, null),
      );
      if (!sent) throw new HttpError(502, 'mail_failed', BROADCAST_MESSAGES.testFailed);
      return { message: BROADCAST_MESSAGES.testSent(to) };
    },
  );

  app.post(
    '/broadcasts',
    { config: { permission: 'broadcasts' }, schema: schemas.send },
    async (request, reply) => {
      const input = validate(broadcastSendSchema, request.body);
      const drawn = await draw(input);
      let id: number;
      try {
        id = await createBroadcast(app.database.db, { ...input, drawn, by: staffBy(request) });
      } catch (error) {
        if (error instanceof NoRecipientsError)
          throw new HttpError(422, 'no_recipients', BROADCAST_MESSAGES.noRecipients);
        // A product deleted while the broadcast was written fails its foreign key: the same answer.
        if (error instanceof UnknownProductError || productGone(error)) {
          throw new BadRequestError(BROADCAST_MESSAGES.unknownProduct, {
            productId: BROADCAST_MESSAGES.unknownProduct,
          });
        }
        throw error;
      }
      const detail = await broadcastDetail(app.database.db, id, 1);
      sender.kick();
      return reply.status(201).send(detail);
    },
  );

  app.get(
    '/broadcasts/:id',
    { config: { permission: 'broadcasts' }, schema: schemas.detail },
    async (request): Promise<BroadcastDetail> => {
      const { id } = validate(broadcastIdSchema, request.params);
      const { page } = validate(broadcastPageSchema, request.query);
      const detail = await broadcastDetail(app.database.db, id, page);
      if (!detail) throw new NotFoundError(BROADCAST_MESSAGES.notFound);
      return detail;
    },
  );
}
