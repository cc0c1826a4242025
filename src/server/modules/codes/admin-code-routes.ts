import { stringify } from 'csv-stringify/sync';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  type CodeList,
  type CodeSummary,
  codeActionSchema,
  codeAnswerOneSchema,
  codeBatchAnswerSchema,
  codeBatchSchema,
  codeCreateSchema,
  codeIdSchema,
  codeListSchema,
} from '../../../domain/codes/admin-code-contract';
import { CODE_ADMIN_MESSAGES } from '../../../domain/codes/messages';
import { ConflictError, NotFoundError } from '../../http/errors';
import { routeSchema } from '../../http/response-schema';
import { validate } from '../../http/validate';
import { recordActivity } from '../../kernel/activity-record';
import { staffBy } from '../../kernel/actor';
import { actOnCode, batchCodes, createBatch, createCode, listCodes, toSummary } from './admin-code-store';
import { codeLabel } from './apply';

const schemas = {
  list: routeSchema('Every code, what it brought in, and each batch summed up', { 200: codeListSchema }),
  create: routeSchema('Create a discount or presale code', { 201: codeAnswerOneSchema }),
  batch: routeSchema('Generate a batch of single-use codes, one per fan', { 201: codeBatchAnswerSchema }),
  act: routeSchema('Pause, resume or end a code', { 200: codeAnswerOneSchema }),
};

const batchQuery = z.object({ batch: z.string().trim().min(1).max(100) });

/** /api/admin/codes: staff create, pause, resume and end codes, generate batches, and export them. */
export async function codeAdminRoutes(app: FastifyInstance) {
  const { db } = app.database;

  app.get(
    '/codes',
    { config: { permission: 'codes' }, schema: schemas.list },
    async (): Promise<CodeList> => listCodes(db),
  );

  app.post('/codes', { config: { permission: 'codes' }, schema: schemas.create }, async (request, reply) => {
    const input = validate(codeCreateSchema, request.body);
    const code = await db.transaction(async (tx) => {
      const row = await createCode(tx, input);
      if (!row)
        throw new ConflictError('code_taken', CODE_ADMIN_MESSAGES.taken, { code: CODE_ADMIN_MESSAGES.taken });
      await recordActivity(tx, staffBy(request), {
        action: 'code.create',
        subject: 'code',
        subjectId: row.code,
        summary: `Created the code ${row.code} (${codeLabel(row)})`,
      });
      return row;
    });
    return reply.status(201).send(toSummary(code, undefined) satisfies CodeSummary);
  });

  app.post(
    '/codes/batch',
    { config: { permission: 'codes' }, schema: schemas.batch },
    async (request, reply) => {
      const input = validate(codeBatchSchema, request.body);
      const batch = await db.transaction(async (tx) => {
        const name = await createBatch(tx, input);
        await recordActivity(tx, staffBy(request), {
          action: 'code.batch',
          subject: 'code',
          subjectId: name,
          summary: `Generated ${input.count} single-use codes (${name})`,
        });
        return name;
      });
      return reply.status(201).send({ batch, count: input.count });
    },
  );

  app.get('/codes/batch.csv', { config: { permission: 'codes' } }, async (request, reply) => {
    const { batch } = validate(batchQuery, request.query);
    const codes = await batchCodes(db, batch);
    if (codes.length === 0) throw new NotFoundError(CODE_ADMIN_MESSAGES.batchNotFound);
    const now = new Date();
    const csv = stringify(
      codes.map((code) => {
        const summary = toSummary(code, undefined, now);
        return [summary.code, summary.label, summary.uses > 0 ? 'Yes' : 'No', summary.state];
      }),
      { bom: true, header: true, columns: ['Code', 'What it gives', 'Used', 'State'] },
    );
    const filename = `codes-${batch.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}.csv`;
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(csv);
  });

  app.post<{ Params: { id: string } }>(
    '/codes/:id/actions',
    { config: { permission: 'codes' }, schema: schemas.act },
    async (request) => {
      const { id } = validate(codeIdSchema, request.params);
      const { action } = validate(codeActionSchema, request.body);
      return db.transaction(async (tx) => {
        const row = await actOnCode(tx, id, action);
        if (!row) throw new NotFoundError(CODE_ADMIN_MESSAGES.notFound);
        await recordActivity(tx, staffBy(request), {
          action: `code.${action}`,
          subject: 'code',
          subjectId: row.code,
          summary: `${action === 'pause' ? 'Paused' : action === 'resume' ? 'Resumed' : 'Ended'} the code ${row.code}`,
        });
        return toSummary(row, undefined);
      });
    },
  );
}
