import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '../../domain/shared/api-error';
import { errorPage, wantsErrorPage } from './error-page';
import { HttpError } from './errors';

function body(code: string, message: string, fields?: Record<string, string>): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** One place turns every failure into the API error body; 5xx details stay in the log. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(body(error.code, error.message, error.fields));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body(error.code ?? 'bad_request', error.message));
    }
    request.log.error({ err: error }, 'request failed');
    const failed = status >= 500 && status < 600 ? status : 500;
    if (wantsErrorPage(request)) {
      return reply
        .status(failed)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(errorPage(request.id));
    }
    return reply
      .status(failed)
      .send(body('server_error', 'Something went wrong on our side. Please try again.'));
  });
}
