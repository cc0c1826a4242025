import type { z } from 'zod';
import { apiErrorSchema } from '../../domain/api-error';

/** A failed API call, with a message fit to show the person using the site. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

const OFFLINE = 'We could not reach the shop. Check your connection and try again.';

/** The one way the web app talks to the server: JSON in, JSON out, errors as ApiError. */
export async function api<T extends z.ZodType>(
  path: string,
  schema: T,
  init: RequestInit & { json?: unknown } = {},
): Promise<z.infer<T>> {
  const { json, ...rest } = init;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      credentials: 'same-origin',
      ...rest,
      headers: {
        accept: 'application/json',
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        ...rest.headers,
      },
      body: json === undefined ? rest.body : JSON.stringify(json),
    });
  } catch {
    throw new ApiError(0, OFFLINE);
  }
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(body);
    throw parsed.success
      ? new ApiError(response.status, parsed.data.error.message, parsed.data.error.fields)
      : new ApiError(
          response.status,
          response.status >= 500 ? 'Something went wrong on our side. Please try again.' : OFFLINE,
        );
  }
  return schema.parse(body);
}
