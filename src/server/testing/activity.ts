import type { FastifyInstance } from 'fastify';
import type { ActivityEntry, ActivityPage } from '../../domain/activity/contract';

/** The activity log as staff read it through the API, filtered by a query string. */
export async function activityPage(
  app: FastifyInstance,
  headers: { cookie: string; origin: string },
  query = '',
): Promise<ActivityPage> {
  const response = await app.inject({ url: `/api/admin/activity${query ? `?${query}` : ''}`, headers });
  if (response.statusCode !== 200) throw new Error(`activity: ${response.statusCode} ${response.body}`);
  return response.json() as ActivityPage;
}

/** The newest entry of an action, or undefined. */
export async function newestEntry(
  app: FastifyInstance,
  headers: { cookie: string; origin: string },
  action: string,
): Promise<ActivityEntry | undefined> {
  return (await activityPage(app, headers, `action=${encodeURIComponent(action)}`)).entries[0];
}
