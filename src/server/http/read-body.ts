import type { IncomingMessage } from 'node:http';

/** A plain node:http request's body: parsed JSON, the raw text when it is not JSON, undefined when empty. */
export async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
