import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { PASSKEY_MESSAGES } from '../../../../domain/auth/two-factor';
import type { Db } from '../../../db/open';
import { BadRequestError, ConflictError, NotFoundError, UnauthorizedError } from '../../../http/errors';
import { recordActivity } from '../../../kernel/activity-record';
import { byMember } from '../../../kernel/actor';
import type { StaffMember } from '../sessions/session-store';
import { isTwoFactorRequired } from '../two-factor/two-factor-store';
import {
  createPasskeyChallenge,
  deletePasskey,
  findPasskey,
  insertPasskey,
  type PasskeyPurpose,
  passkeysOf,
  recordPasskeyUse,
  takePasskeyChallenge,
} from './passkey-store';

/** Who the passkeys are for: this site's host (WebAuthn's relying party) and its origin. */
export type RelyingParty = { id: string; name: string; origin: string };

const CHALLENGE_MS = 5 * 60 * 1000;

/**
 * The key types a new passkey may have: EdDSA, ES256 and RS256 (COSE -8, -7, -257), what every
 * authenticator makes. Named here, the library does not probe Node's Web Crypto for the
 * post-quantum ML-DSA, which Node answers with an "experimental feature" warning in the log.
 */
const KEY_ALGORITHMS = [-8, -7, -257];

/**
 * Passkeys (WebAuthn, through @simplewebauthn/server): adding one to one's account, and signing in
 * with one, after the password or on its own. A signature is checked against this site's origin and
 * host, so a passkey used on another site signs nothing in here.
 */
export class StaffPasskeys {
  constructor(
    private readonly db: Db,
    private readonly rp: RelyingParty,
    private readonly now: () => Date,
  ) {}

  async list(staffId: string) {
    return (await passkeysOf(this.db, staffId)).map((row) => ({
      id: row.id,
      name: row.name,
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    }));
  }

  /** What the browser needs to make a passkey for this member, and the challenge's cookie token. */
  async registrationOptions(
    member: StaffMember,
  ): Promise<{ options: PublicKeyCredentialCreationOptionsJSON; token: string }> {
    const existing = await passkeysOf(this.db, member.id);
    const options = await generateRegistrationOptions({
      rpName: this.rp.name,
      rpID: this.rp.id,
      userName: member.email,
      userID: new TextEncoder().encode(member.id),
      attestationType: 'none',
      excludeCredentials: existing.map((row) => ({ id: row.id })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      supportedAlgorithmIDs: KEY_ALGORITHMS,
    });
    const token = await this.#challenge(options.challenge, 'register', member.id);
    return { options, token };
  }

  /** The browser's new passkey, checked against the challenge and this site, kept under `name`. */
  async register(
    member: StaffMember,
    token: string,
    response: RegistrationResponseJSON,
    name: string,
  ): Promise<void> {
    const waiting = await takePasskeyChallenge(this.db, token, 'register', this.now());
    if (!waiting || waiting.staffId !== member.id) throw new BadRequestError(PASSKEY_MESSAGES.expired);
    const verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: waiting.challenge,
      expectedOrigin: this.rp.origin,
      expectedRPID: this.rp.id,
      requireUserVerification: false,
      supportedAlgorithmIDs: KEY_ALGORITHMS,
    }).catch(() => ({ verified: false as const }));
    if (!verified.verified) throw new BadRequestError(PASSKEY_MESSAGES.notAccepted);
    const { credential } = verified.registrationInfo;
    await this.db.transaction(async (tx) => {
      await insertPasskey(tx, {
        id: credential.id,
        staffId: member.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name,
      });
      await recordActivity(tx, byMember(member), {
        action: 'staff.passkey_add',
        subject: 'staff',
        subjectId: member.id,
        summary: `${member.email} added a passkey (${name})`,
      });
    });
  }

  /** Removing one: not the last second factor while the owner requires one of everyone. */
  async remove(member: StaffMember, id: string, hasTotp: boolean): Promise<void> {
    const mine = await passkeysOf(this.db, member.id);
    const target = mine.find((row) => row.id === id);
    if (!target) throw new NotFoundError(PASSKEY_MESSAGES.notFound);
    if (!hasTotp && mine.length === 1 && (await isTwoFactorRequired(this.db))) {
      throw new ConflictError('two_factor_required', PASSKEY_MESSAGES.lastRequired);
    }
    await this.db.transaction(async (tx) => {
      await deletePasskey(tx, member.id, id);
      await recordActivity(tx, byMember(member), {
        action: 'staff.passkey_remove',
        subject: 'staff',
        subjectId: member.id,
        summary: `${member.email} removed a passkey (${target.name})`,
      });
    });
  }

  /**
   * What the browser needs to sign in with a passkey: for an account whose password was accepted
   * (its own passkeys), or for anyone (`staffId` null: the browser offers the passkeys it holds).
   */
  async signInOptions(
    staffId: string | null,
  ): Promise<{ options: PublicKeyCredentialRequestOptionsJSON; token: string }> {
    const allow = staffId ? await passkeysOf(this.db, staffId) : [];
    return this.#requestOptions(staffId, allow, 'sign-in');
  }

  /**
   * What the browser needs to confirm it's the member signed in, with one of their own passkeys; the
   * authenticator must verify the person (a PIN, a fingerprint), as a password would.
   */
  async confirmOptions(
    staffId: string,
  ): Promise<{ options: PublicKeyCredentialRequestOptionsJSON; token: string }> {
    const allow = await passkeysOf(this.db, staffId);
    if (allow.length === 0) throw new BadRequestError(PASSKEY_MESSAGES.noneToConfirm);
    return this.#requestOptions(staffId, allow, 'confirm');
  }

  /**
   * The member a passkey's signature signs in: checked against the challenge, this site's origin and
   * host, the key kept, and a counter that must move forward. On its own (no password first) and to
   * confirm it's you, the authenticator must have verified the person (a PIN, a fingerprint).
   */
  async verifySignIn(
    token: string,
    response: AuthenticationResponseJSON,
    purpose: 'sign-in' | 'confirm' = 'sign-in',
  ): Promise<string> {
    const waiting = await takePasskeyChallenge(this.db, token, purpose, this.now());
    if (!waiting) throw new UnauthorizedError(PASSKEY_MESSAGES.expired, 'passkey_expired');
    const passkey = await findPasskey(this.db, response.id);
    if (!passkey || (waiting.staffId !== null && passkey.staffId !== waiting.staffId)) {
      throw new UnauthorizedError(PASSKEY_MESSAGES.notAccepted, 'passkey_refused');
    }
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: waiting.challenge,
      expectedOrigin: this.rp.origin,
      expectedRPID: this.rp.id,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: waiting.staffId === null || purpose === 'confirm',
    }).catch(() => null);
    if (!verified?.verified) throw new UnauthorizedError(PASSKEY_MESSAGES.notAccepted, 'passkey_refused');
    const counted = await recordPasskeyUse(
      this.db,
      passkey.id,
      verified.authenticationInfo.newCounter,
      this.now(),
    );
    if (!counted) throw new UnauthorizedError(PASSKEY_MESSAGES.notAccepted, 'passkey_refused');
    return passkey.staffId;
  }

  /** The challenge for a passkey to sign, offering the passkeys in `allow` (none: any the browser holds). */
  async #requestOptions(staffId: string | null, allow: { id: string }[], purpose: 'sign-in' | 'confirm') {
    const options = await generateAuthenticationOptions({
      rpID: this.rp.id,
      allowCredentials: allow.map((row) => ({ id: row.id })),
      userVerification: staffId && purpose === 'sign-in' ? 'preferred' : 'required',
    });
    return { options, token: await this.#challenge(options.challenge, purpose, staffId) };
  }

  #challenge(challenge: string, purpose: PasskeyPurpose, staffId: string | null) {
    const now = this.now();
    return createPasskeyChallenge(
      this.db,
      challenge,
      purpose,
      staffId,
      new Date(now.getTime() + CHALLENGE_MS),
      now,
    );
  }
}
