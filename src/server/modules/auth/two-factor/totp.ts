import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT } from '../../../../domain/auth/two-factor';

/** The name authenticator apps list the account under. */
const ISSUER = 'Stagefront';
const PERIOD_SECONDS = 30;
/**
 * A code from the step before or after the server's is accepted too: a phone's clock a little off,
 * or a code typed as it turned over. Replays are refused by the last step kept (acceptedStep).
 */
const TOLERANCE_SECONDS = PERIOD_SECONDS;

export function newTotpSecret(): string {
  return generateSecret();
}

/** What to scan: the otpauth:// address and its QR code, drawn as SVG on the server. */
export async function totpEnrolment(email: string, secret: string) {
  const uri = generateURI({ issuer: ISSUER, label: email, secret });
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret: secret.replace(/(.{4})(?=.)/g, '$1 '), uri, qrSvg };
}

/**
 * The 30-second step a code belongs to, when it is right for `now` and newer than `afterStep` (the
 * last one accepted for the account); else null. Compared in constant time by otplib.
 */
export async function acceptedStep(
  secret: string,
  code: string,
  now: Date,
  afterStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Letters and digits that cannot be mistaken for one another when read off paper. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Ten fresh recovery codes, as shown: "K7XQ2-MP4RT" (50 bits each). */
export function newRecoveryCodes(): string[] {
  const group = () =>
    Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${group()}-${group()}`);
}

/** What is kept of a recovery code: a copy of the table spends none of them. */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}
