import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpServer, TEST_SMTP_PASSWORD, type TestSmtpServer } from '../../testing/smtp-server';
import { createMailer, createOutboxMailer, emlFileName, type Mailer, refusedForGood } from './mailer';

const from = 'Stagefront Shop <shop@stagefront.local>';
const message = {
  to: 'ada@example.com',
  subject: 'Your order SF-ABC234 is confirmed',
  text: 'Hi Ada, thank you for your order.',
  html: '<p>Hi Ada, thank you for your order.</p>',
};

/** The header block of an RFC 822 message, unfolded, by lower-case name. */
function headers(raw: string): Map<string, string> {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const map = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) map.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return map;
}

let server: TestSmtpServer | null = null;
let mailer: Mailer | null = null;
const tempDirs: string[] = [];

afterEach(async () => {
  mailer?.close();
  mailer = null;
  await server?.close();
  server = null;
  for (const dir of tempDirs.splice(0)) await fs.rm(dir, { recursive: true, force: true });
});

describe('the SMTP mailer', () => {
  it('writes a list email’s one-click unsubscribe headers (RFC 8058)', async () => {
    server = await startSmtpServer();
    mailer = createMailer({ smtpUrl: server.url, from, outboxDir: null });
    const link = 'https://shop.example.com/unsubscribe/abc123';
    await mailer.send({ ...message, listUnsubscribe: link });
    await mailer.send(message);
    const [list, order] = (server.received ?? []).map((mail) => headers(mail.raw));
    expect(list?.get('list-unsubscribe')).toBe(`<${link}>`);
    expect(list?.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(order?.has('list-unsubscribe')).toBe(false);
  });

  it('tells a recipient refused for good from one to try again later', async () => {
    server = await startSmtpServer({ refuse: 1, noSuchMailbox: ['gone@example.com'] });
    mailer = createMailer({ smtpUrl: server.url, from, outboxDir: null });
    const later = await mailer.send(message).catch((error: unknown) => error);
    const never = await mailer.send({ ...message, to: 'gone@example.com' }).catch((error: unknown) => error);
    expect(refusedForGood(later)).toBe(false);
    expect(refusedForGood(never)).toBe(true);
    expect(refusedForGood(new Error('connection refused'))).toBe(false);
  });

  it('delivers to an SMTP server, signing in with the URL credentials', async () => {
    server = await startSmtpServer();
    mailer = createMailer({ smtpUrl: server.url, from, outboxDir: null });
    expect(mailer.kind).toBe('smtp');
    expect(mailer.target).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(mailer.target).not.toContain(TEST_SMTP_PASSWORD);

    const { messageId } = await mailer.send(message);

    expect(messageId).toMatch(/^<.+@.+>$/);
    expect(server.received).toHaveLength(1);
    const [mail] = server.received;
    expect(mail?.user).toBe('shop');
    expect(mail?.from).toBe('shop@stagefront.local');
    expect(mail?.to).toEqual(['ada@example.com']);
    const head = headers(mail?.raw ?? '');
    expect(head.get('subject')).toBe(message.subject);
    expect(head.get('to')).toBe('ada@example.com');
    expect(head.get('message-id')).toBe(messageId);
    expect(mail?.raw).toContain('Hi Ada, thank you for your order.');
  });

  it('rejects when the server refuses, without the password in the error', async () => {
    server = await startSmtpServer({ refuse: 1 });
    mailer = createMailer({ smtpUrl: server.url, from, outboxDir: null });
    const failure = await mailer.send(message).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(String((failure as Error).message)).toMatch(/451/);
    expect(String((failure as Error).message)).not.toContain(TEST_SMTP_PASSWORD);
    expect(server.received).toHaveLength(0);
  });

  it('rejects when no server answers', async () => {
    server = await startSmtpServer();
    const url = server.url;
    await server.close();
    server = null;
    mailer = createMailer({ smtpUrl: url, from, outboxDir: null });
    await expect(mailer.send(message)).rejects.toThrow();
  });
});

describe('the outbox mailer', () => {
  it('writes each message as an .eml file, making the folder when missing', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'stagefront-mail-'));
    tempDirs.push(root);
    const dir = path.join(root, 'outbox');
    mailer = createMailer({ smtpUrl: null, from, outboxDir: dir });
    expect(mailer.kind).toBe('outbox');

    const { messageId } = await mailer.send(message);
    await mailer.send({ ...message, to: 'team@example.com', subject: 'New order SF-ABC234' });

    const files = (await fs.readdir(dir)).sort();
    expect(files).toHaveLength(2);
    for (const file of files)
      expect(file).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[A-Za-z0-9._-]+\.eml$/);
    const raws = await Promise.all(files.map((file) => fs.readFile(path.join(dir, file), 'utf8')));
    const first = raws.find((raw) => headers(raw).get('message-id') === messageId) ?? '';
    const head = headers(first);
    expect(head.get('to')).toBe('ada@example.com');
    expect(head.get('from')).toBe(from);
    expect(head.get('subject')).toBe(message.subject);
    expect(head.get('mime-version')).toBe('1.0');
    expect(head.get('content-type')).toMatch(/^multipart\/alternative; boundary=/);
    expect(first).toContain('\r\n\r\n');
    expect(first).toContain('Hi Ada, thank you for your order.');
    expect(first).toContain('<p>Hi Ada, thank you for your order.</p>');
    expect(raws.some((raw) => headers(raw).get('to') === 'team@example.com')).toBe(true);
  });

  it('keeps messages in memory when there is no folder', async () => {
    const memory = createOutboxMailer(null, from);
    mailer = memory;
    await memory.send(message);
    expect(memory.target).toBe('memory');
    expect(memory.sent).toHaveLength(1);
    expect(memory.sent[0]).toMatchObject(message);
    expect(headers(memory.sent[0]?.raw ?? '').get('subject')).toBe(message.subject);
  });

  it('names files by time and a cleaned message id', () => {
    expect(emlFileName('<a1/b2@shop.example>', new Date('2026-11-22T10:00:00.000Z'))).toBe(
      '2026-11-22T10-00-00-000Z-a1b2shop.example.eml',
    );
  });
});
