import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { projectRoot } from '../../paths';
import { DEFAULT_MAIL_FROM, mailConfig, mailEnvShape } from './mail-config';

const schema = z.object(mailEnvShape);

function configFrom(env: Record<string, string>, dataDir: string | null = '/srv/stagefront/data') {
  return mailConfig(schema.parse(env), dataDir);
}

describe('mail configuration', () => {
  it('defaults to the outbox folder in the data folder, with no shop notices', () => {
    expect(configFrom({})).toEqual({
      smtpUrl: null,
      from: DEFAULT_MAIL_FROM,
      shopEmail: null,
      outboxDir: path.join('/srv/stagefront/data', 'outbox'),
      pollSeconds: 30,
      batchSize: 100,
      batchIntervalSeconds: 10,
      newsletterDoubleOptIn: true,
    });
  });

  it('keeps mail in memory when there is no data folder', () => {
    expect(configFrom({}, null).outboxDir).toBeNull();
  });

  it('reads every setting, and takes `KEY=` as unset', () => {
    expect(
      configFrom({
        SMTP_URL: 'smtps://shop:p%40ss@smtp.example.com:465',
        MAIL_FROM: 'Ayra Shop <orders@example.com>',
        SHOP_EMAIL: 'team@example.com',
        MAIL_OUTBOX_DIR: 'var/mail',
        MAIL_RETRY_SECONDS: '5',
        MAIL_BATCH_SIZE: '500',
        MAIL_BATCH_INTERVAL_SECONDS: '0',
        NEWSLETTER_DOUBLE_OPT_IN: 'false',
      }),
    ).toEqual({
      smtpUrl: 'smtps://shop:p%40ss@smtp.example.com:465',
      from: 'Ayra Shop <orders@example.com>',
      shopEmail: 'team@example.com',
      outboxDir: path.resolve(projectRoot, 'var/mail'),
      pollSeconds: 5,
      batchSize: 500,
      batchIntervalSeconds: 0,
      newsletterDoubleOptIn: false,
    });
    expect(
      configFrom({
        SMTP_URL: ' ',
        SHOP_EMAIL: '',
        MAIL_FROM: '',
        MAIL_RETRY_SECONDS: '',
        NEWSLETTER_DOUBLE_OPT_IN: '',
      }),
    ).toMatchObject({
      smtpUrl: null,
      shopEmail: null,
      from: DEFAULT_MAIL_FROM,
      pollSeconds: 30,
      newsletterDoubleOptIn: true,
    });
  });

  it.each([
    ['SMTP_URL', 'https://smtp.example.com'],
    ['SMTP_URL', 'smtp.example.com:587'],
    ['MAIL_FROM', 'Shop'],
    ['SHOP_EMAIL', 'team at example.com'],
    ['MAIL_RETRY_SECONDS', '0'],
    ['MAIL_BATCH_SIZE', '0'],
    ['MAIL_BATCH_INTERVAL_SECONDS', '-1'],
    ['NEWSLETTER_DOUBLE_OPT_IN', 'maybe'],
  ])('refuses %s=%s', (key, value) => {
    const result = schema.safeParse({ [key]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([key]);
  });

  it('never repeats the SMTP password in its message', () => {
    const result = schema.safeParse({ SMTP_URL: 'http://shop:hunter2@smtp.example.com' });
    expect(JSON.stringify(result.error?.issues)).not.toContain('hunter2');
  });
});
