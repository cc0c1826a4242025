import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { mailFailureInWords } from './mail-failure';
import { createMailer } from './mailer';

const message = { to: 'owner@example.com', subject: 'Test', text: 'Test', html: '<p>Test</p>' };

/** What the mailer's own error says, in the owner's words. */
async function failureOf(smtpUrl: string): Promise<string> {
  const mailer = createMailer({ smtpUrl, from: 'Shop <shop@example.com>', outboxDir: null });
  try {
    await mailer.send(message);
    throw new Error('The message was sent.');
  } catch (error) {
    return mailFailureInWords(error, mailer.target);
  } finally {
    mailer.close();
  }
}

describe('why a mail server did not take a message, in words', () => {
  it('says nothing answers at a closed port, naming the host and port but not the password', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const words = await failureOf(`smtp://shop:hunter2@127.0.0.1:${port}`);
    expect(words).toBe(`Nothing answers at 127.0.0.1:${port}: check the host and port in SMTP_URL.`);
    expect(words).not.toContain('hunter2');
  });

  it('names a refused sign-in, an unknown host and a refused message', () => {
    expect(
      mailFailureInWords(
        { code: 'EAUTH', response: '535 5.7.8 Authentication failed' },
        'mail.example.com:587',
      ),
    ).toBe(
      'The mail server at mail.example.com:587 refused the user name or password in SMTP_URL. It said: 535 5.7.8 Authentication failed',
    );
    expect(
      mailFailureInWords(
        { code: 'EDNS', message: 'getaddrinfo ENOTFOUND smtp.exmaple.com' },
        'smtp.exmaple.com:587',
      ),
    ).toBe("The mail server's name in SMTP_URL (smtp.exmaple.com) was not found.");
    expect(
      mailFailureInWords(
        { code: 'EENVELOPE', responseCode: 550, response: '550 No such user' },
        'mail.example.com:587',
      ),
    ).toBe('The mail server at mail.example.com:587 refused the message. It said: 550 No such user');
  });
});
