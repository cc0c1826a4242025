import type { StaffAccount } from '../../../../../domain/auth/auth';
import { problemOf } from '../../../../api-client';
import { devicesApi } from '../../../features/staff/devices-api';

type Props = {
  account: StaffAccount;
  disabled: boolean;
  ask(question: string, confirmLabel: string): Promise<boolean>;
  /** What happened, in words: the list shows it as a notice, or as a problem when `failed`. */
  onDone(message: string, failed: boolean): void;
};

/**
 * An owner's "End sessions" on another member's row: signs them out on every device (a lost phone,
 * a shared computer), after asking. They can sign in again with their password.
 */
export function EndSessionsButton({ account, disabled, ask, onDone }: Props) {
  async function endAll() {
    const question = `Sign ${account.email} out on every device? They can sign in again with their password.`;
    if (!(await ask(question, 'End sessions'))) return;
    try {
      const { ended } = await devicesApi.endAllOf(account.id);
      const devices = ended === 1 ? '1 device' : `${ended} devices`;
      onDone(`${account.email} was signed out on ${devices}.`, false);
    } catch (failure) {
      onDone(problemOf(failure).message, true);
    }
  }
  return (
    <button
      type="button"
      className="button button-outline button-small"
      disabled={disabled}
      aria-label={`End sessions of ${account.email}`}
      onClick={() => void endAll()}
    >
      End sessions
    </button>
  );
}
