import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailConfig } from './mail-config';

type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /**
   * A list email's way out for this recipient (an https link with their own token): sent as
   * List-Unsubscribe with List-Unsubscribe-Post, so mail apps offer one-click unsubscribe (RFC 8058).
   */
  listUnsubscribe?: string;
};

/** What nodemailer is given for a message: a list email's unsubscribe headers written out. */
function composed(from: string, { listUnsubscribe, ...message }: MailMessage) {
  if (!listUnsubscribe) return { from, ...message };
  return {
    from,
    ...message,
    list: { unsubscribe: listUnsubscribe },
    headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/**
 * Whether a mail server refused the recipient for good: a 5xx answer to RCPT TO (no such mailbox,
 * for instance), not a refusal to try again later nor one of the whole message. Only what the
 * server says while the shop sends is seen; a bounce mailed back later is not read.
 */
export function refusedForGood(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { responseCode, command, code } = error as {
    responseCode?: unknown;
    command?: unknown;
    code?: unknown;
  };
  const permanent = typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
  return permanent && (command === 'RCPT TO' || code === 'EENVELOPE');
}

/** A message the outbox kept in memory, with its RFC 822 source. */
export type KeptMail = MailMessage & { messageId: string; raw: string };

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /** Where mail goes, for logs: `smtp.example.com:587`, a folder, or `memory`; never a password. */
  readonly target: string;
  /** Resolves once the message is handed over; rejects when it could not be. */
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): void;
}

export interface OutboxMailer extends Mailer {
  readonly kind: 'outbox';
  /** Messages sent without a folder (tests); always empty when writing to a folder. */
  readonly sent: KeptMail[];
}

/** Long enough for a slow server, short enough that a dead one does not hold the worker. */
const SMTP_TIMEOUT_MS = 10_000;

/** SMTP when a URL is configured; otherwise .eml files in the outbox folder, or memory when there is none. */
export function createMailer(config: Pick<MailConfig, 'smtpUrl' | 'from' | 'outboxDir'>): Mailer {
  return config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.from)
    : createOutboxMailer(config.outboxDir, config.from);
}

function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const url = new URL(smtpUrl);
  const port = url.port || (url.protocol === 'smtps:' ? '465' : '587');
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // Connections kept open and reused, one per message the outbox sends at once (SEND_CONCURRENCY):
    // a broadcast's thousands of messages skip the handshake.
    pool: true,
    maxConnections: 4,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
    // Errors and logs must never carry the message or the credentials.
    logger: false,
    debug: false,
  });
  return {
    kind: 'smtp',
    target: `${url.hostname}:${port}`,
    async send(message) {
      const info = await transport.sendMail(composed(from, message));
      return { messageId: info.messageId };
    },
    close() {
      transport.close();
    },
  };
}

export function createOutboxMailer(dir: string | null, from: string): OutboxMailer {
  // The stream transport builds the exact message SMTP would carry, with CRLF as on the wire.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const sent: KeptMail[] = [];
  return {
    kind: 'outbox',
    target: dir ?? 'memory',
    sent,
    async send(message) {
      const info = await transport.sendMail(composed(from, message));
      const raw = Buffer.isBuffer(info.message) ? info.message : await readAll(info.message);
      if (dir) await writeEml(dir, info.messageId, raw);
      else sent.push({ ...message, messageId: info.messageId, raw: raw.toString('utf8') });
      return { messageId: info.messageId };
    },
    close() {
      transport.close();
    },
  };
}

/** `2026-11-22T10-00-00-000Z-<message id>.eml`: sorts by time, and is a safe name on every system. */
export function emlFileName(messageId: string, now = new Date()): string {
  const time = now.toISOString().replace(/[:.]/g, '-');
  const id = messageId.replace(/[^A-Za-z0-9._-]+/g, '').slice(0, 80) || 'message';
  return `${time}-${id}.eml`;
}

async function writeEml(dir: string, messageId: string, raw: Buffer): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, emlFileName(messageId));
  // Written beside, then renamed: whoever watches the folder never opens half a message.
  await fs.writeFile(`${file}.part`, raw);
  await fs.rename(`${file}.part`, file);
}

async function readAll(stream: AsyncIterable<Buffer | string>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
