/** A failed API call, with a message fit to show the person using the site. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
    /** The server's machine-readable reason, when it gave one. */
    readonly code?: string,
  ) {
    super(message);
  }
}

/** What a form shows for a failed request: the message, and the fields the server named. */
export type Problem = { message: string; fields: Record<string, string> };

export function problemOf(failure: unknown): Problem {
  if (failure instanceof ApiError) return { message: failure.message, fields: failure.fields };
  return { message: failure instanceof Error ? failure.message : String(failure), fields: {} };
}

const OFFLINE = 'We could not reach the shop. Check your connection and try again.';
const SERVER = 'Something went wrong on our side. Please try again.';

type ErrorBody = { error: { code?: string; message: string; fields?: Record<string, string> } };

function isErrorBody(body: unknown): body is ErrorBody {
  const error = (body as { error?: { message?: unknown } } | null)?.error;
  return typeof error?.message === 'string';
}

/**
 * The one way the web app talks to the server: JSON in, JSON out, errors as ApiError. The server
 * validates every input and shapes every output with the domain's zod schemas, so the browser
 * trusts the types and does not ship zod.
 */
export async function api<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
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
    if (isErrorBody(body)) {
      throw new ApiError(response.status, body.error.message, body.error.fields, body.error.code);
    }
    throw new ApiError(response.status, response.status >= 500 ? SERVER : OFFLINE);
  }
  return body as T;
}
