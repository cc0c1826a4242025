/** A third party's answer, as received: the status and the body as text. */
export type OutboundAnswer = { status: number; text: string };

/** The third party could not be asked: it was too slow, or could not be reached at all. */
class OutboundError extends Error {
  constructor(
    readonly kind: 'timeout' | 'network',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * One JSON call to a third party (a delivery or payment provider), bounded by a timeout. Failing to
 * get an answer is an OutboundError whose message names the provider and the call; what the answer
 * means is the caller's business.
 */
export async function callProvider(options: {
  provider: string;
  baseUrl: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: unknown;
  timeoutMs: number;
}): Promise<OutboundAnswer> {
  const { provider, method, path, body, timeoutMs } = options;
  const call = `${method} ${path}`;
  try {
    const response = await fetch(`${options.baseUrl}${path}`, {
      method,
      headers:
        body === undefined ? options.headers : { ...options.headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') {
      throw new OutboundError('timeout', `${provider} did not answer ${call} within ${timeoutMs} ms`, {
        cause: error,
      });
    }
    const reason =
      error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : '';
    throw new OutboundError('network', `${provider} could not be reached for ${call}: ${reason}`, {
      cause: error,
    });
  }
}
