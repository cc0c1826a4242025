import fs from 'node:fs';
import path from 'node:path';

/**
 * The emails the server under test has written, each as its RFC 822 source with quoted-printable
 * line breaks and `=3D` undone: with no mail server set, the server keeps mail as .eml files in
 * DATA_DIR/outbox. `matches` picks them, e.g. by a header line.
 */
export function outboxEmails(matches: (raw: string) => boolean = () => true): string[] {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts.');
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))
    .filter(matches)
    .map((raw) => raw.replace(/=\r?\n/g, '').replaceAll('=3D', '='));
}

/** Whether an email's header has this line, alone (`Subject: …`, `To: …`). */
export function hasHeader(raw: string, line: string): boolean {
  return new RegExp(`^${line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\r?$`, 'm').test(raw);
}
