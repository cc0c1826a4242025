import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

type ReceivedMail = { from: string; to: string[]; user: string | null; raw: string };

export type TestSmtpServer = {
  /** `smtp://shop:s3cret@127.0.0.1:<port>` */
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
};

export const TEST_SMTP_PASSWORD = 's3cret';

/**
 * A local SMTP server that keeps what it receives. It answers the first `refuse` recipients with
 * 451 (try again later), as a mail server under load does, and the addresses in `noSuchMailbox`
 * with 550 (refused for good).
 */
export async function startSmtpServer(
  options: { refuse?: number; noSuchMailbox?: string[] } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let refuse = options.refuse ?? 0;
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    disableReverseLookup: true,
    onAuth(auth, _session, callback) {
      if (auth.username === 'shop' && auth.password === TEST_SMTP_PASSWORD) callback(null, { user: 'shop' });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (options.noSuchMailbox?.includes(address.address)) {
        callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      } else if (refuse > 0) {
        refuse--;
        callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
      } else {
        callback();
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          user: typeof session.user === 'string' ? session.user : null,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://shop:${TEST_SMTP_PASSWORD}@127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
