import { RECOVERY_CODE_PATTERN, TWO_FACTOR_MESSAGES } from '../../../../domain/auth/two-factor';
import type { TotpSetup, TwoFactorStatus } from '../../../../domain/auth/two-factor-contract';
import type { Db } from '../../../db/open';
import { BadRequestError, ConflictError, NotFoundError } from '../../../http/errors';
import { recordActivity } from '../../../kernel/activity-record';
import { byMember } from '../../../kernel/actor';
import { deleteSessionsOf, type StaffMember } from '../sessions/session-store';
import { findStaffById } from '../staff/staff-store';
import { acceptedStep, newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpEnrolment } from './totp';
import {
  clearTwoFactor,
  deletePasskeysOf,
  enableTotp,
  hasPasskey,
  isTwoFactorRequired,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  setTwoFactorRequired,
  spendRecoveryCode,
  spendTotpStep,
  startTotp,
} from './two-factor-store';

/** What checking a code needs to know of the account. */
export type CodeHolder = { staffId: string; totpSecret: string | null; totpLastStep: number | null };

/**
 * A staff member's second factor: setting up an authenticator app, the recovery codes, turning it
 * off, an owner's reset, the owner's rule for everyone, and checking a code (each code once).
 * What `app.auth.twoFactor` holds; sign-in itself stays in StaffAuth.
 */
export class StaffTwoFactor {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  async status(staffId: string): Promise<TwoFactorStatus> {
    const account = await this.#account(staffId);
    return {
      enabled: account.totpEnabledAt !== null,
      recoveryCodesLeft: await recoveryCodesLeft(this.db, staffId),
      requiredForAll: await isTwoFactorRequired(this.db),
    };
  }

  /** A new secret to scan; until a first code confirms it, it signs nobody in. */
  async startSetup(member: StaffMember): Promise<TotpSetup> {
    const account = await this.#account(member.id);
    if (account.totpEnabledAt)
      throw new ConflictError('two_factor_on', 'Two-factor sign-in is already set up.');
    const secret = newTotpSecret();
    await startTotp(this.db, member.id, secret);
    return totpEnrolment(account.email, secret);
  }

  /** The app's first code proves the secret was scanned: two-factor is on, with ten recovery codes. */
  async confirmSetup(member: StaffMember, code: string): Promise<string[]> {
    const account = await this.#account(member.id);
    if (!account.totpSecret || account.totpEnabledAt)
      throw new ConflictError('no_setup', TWO_FACTOR_MESSAGES.noSetup);
    const step = await acceptedStep(account.totpSecret, code, this.now(), null);
    if (step === null)
      throw new BadRequestError(TWO_FACTOR_MESSAGES.setupCode, { code: TWO_FACTOR_MESSAGES.setupCode });
    const codes = newRecoveryCodes();
    await this.db.transaction(async (tx) => {
      await enableTotp(tx, member.id, step, this.now());
      await replaceRecoveryCodes(tx, member.id, codes.map(recoveryCodeHash));
      await recordActivity(tx, byMember(member), {
        action: 'staff.two_factor_on',
        subject: 'staff',
        subjectId: member.id,
        summary: `${member.email} set up two-factor sign-in with an authenticator app`,
      });
    });
    return codes;
  }

  /** Ten new recovery codes; the old ones stop working. */
  async replaceRecoveryCodes(member: StaffMember): Promise<string[]> {
    const account = await this.#account(member.id);
    if (!account.totpEnabledAt) throw new ConflictError('two_factor_off', TWO_FACTOR_MESSAGES.notEnabled);
    const codes = newRecoveryCodes();
    await this.db.transaction(async (tx) => {
      await replaceRecoveryCodes(tx, member.id, codes.map(recoveryCodeHash));
      await recordActivity(tx, byMember(member), {
        action: 'staff.recovery_codes',
        subject: 'staff',
        subjectId: member.id,
        summary: `${member.email} made new recovery codes; the old ones no longer work`,
      });
    });
    return codes;
  }

  /** Turning one's own off: refused while the owner requires it of everyone. */
  async turnOff(member: StaffMember): Promise<void> {
    if (await isTwoFactorRequired(this.db)) {
      throw new ConflictError('two_factor_required', TWO_FACTOR_MESSAGES.requiredCannotTurnOff);
    }
    await this.db.transaction(async (tx) => {
      await clearTwoFactor(tx, member.id);
      await recordActivity(tx, byMember(member), {
        action: 'staff.two_factor_off',
        subject: 'staff',
        subjectId: member.id,
        summary: `${member.email} turned off two-factor sign-in`,
      });
    });
  }

  /**
   * An owner's reset for someone who lost their phone: the second factor goes, and so do their
   * sessions; they sign in with the password and, if required, set it up again. Recorded.
   */
  async reset(staffId: string, actor: StaffMember): Promise<void> {
    const account = await findStaffById(this.db, staffId);
    if (!account) throw new NotFoundError('We could not find that staff account.');
    if (!account.totpEnabledAt && !(await hasPasskey(this.db, staffId))) {
      throw new ConflictError('two_factor_off', TWO_FACTOR_MESSAGES.notEnabled);
    }
    await this.db.transaction(async (tx) => {
      await clearTwoFactor(tx, staffId);
      await deletePasskeysOf(tx, staffId);
      await deleteSessionsOf(tx, staffId);
      await recordActivity(tx, byMember(actor), {
        action: 'staff.two_factor_reset',
        subject: 'staff',
        subjectId: staffId,
        summary: `Reset the two-factor sign-in of ${account.email}; their sessions were ended`,
      });
    });
  }

  /** The owner's rule: requiring it asks the owner to have it first. */
  async setRequired(required: boolean, actor: StaffMember): Promise<void> {
    const account = await this.#account(actor.id);
    if (required && !account.totpEnabledAt && !(await hasPasskey(this.db, actor.id))) {
      throw new ConflictError('own_two_factor_first', TWO_FACTOR_MESSAGES.ownFirst);
    }
    const before = await isTwoFactorRequired(this.db);
    await this.db.transaction(async (tx) => {
      await setTwoFactorRequired(tx, required);
      await recordActivity(tx, byMember(actor), {
        action: 'settings.two_factor_required',
        subject: 'site',
        subjectId: 'security',
        summary: required
          ? 'Required two-factor sign-in for all staff'
          : 'Stopped requiring two-factor sign-in for all staff',
        before: { twoFactorRequired: before },
        after: { twoFactorRequired: required },
      });
    });
  }

  /**
   * Whether a code is right for the account, spending it: an authenticator code's step (never the
   * same one twice, nor an older one), or one unused recovery code.
   */
  async spendCode(holder: CodeHolder, code: string): Promise<boolean> {
    if (RECOVERY_CODE_PATTERN.test(code)) {
      return spendRecoveryCode(this.db, holder.staffId, recoveryCodeHash(code), this.now());
    }
    if (!holder.totpSecret) return false;
    const step = await acceptedStep(holder.totpSecret, code, this.now(), holder.totpLastStep);
    return step !== null && spendTotpStep(this.db, holder.staffId, step);
  }

  async #account(staffId: string) {
    const account = await findStaffById(this.db, staffId);
    if (!account) throw new NotFoundError('We could not find that staff account.');
    return account;
  }
}
