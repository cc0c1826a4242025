import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Show, ShowInput } from '../../domain/tour/tour';

/** Adds a show as staff do (POST /api/admin/shows), expecting it to be written. */
export async function addShow(
  app: FastifyInstance,
  headers: Record<string, string>,
  show: ShowInput,
): Promise<Show> {
  const response = await app.inject({ method: 'POST', url: '/api/admin/shows', headers, payload: show });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
