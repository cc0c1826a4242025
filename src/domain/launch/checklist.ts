import { artistItem, backupsItem, emailItem, pickupItem, productsItem } from './checklist-items';
import type { EmailTest, LaunchItem, LaunchState } from './launch-state';

/** The newest backup in the backup folder; `yours` when the one asking may download it (the owner). */
type LatestBackup = { name: string; takenAt: string; bytes: number; yours: boolean };

/** Why other staff cannot download a backup: it holds every order and account. */
export const BACKUP_OWNER_ONLY_MESSAGE =
  'Only an owner can download a backup: it holds every order and account.';

/**
 * What GET /api/admin/launch answers: the release that runs, the catalogue's size, the steps, the
 * newest backup (null before the first) and the last test email sent from the admin (null: none).
 */
export type LaunchReport = {
  version: string;
  products: number;
  items: LaunchItem[];
  latestBackup: LatestBackup | null;
  emailTest: EmailTest | null;
};

/** POST /api/admin/launch/test-email: the test email as it went. */
export type EmailTestAnswer = { test: EmailTest };

/**
 * What is left before a shop is real: computed from the shop's actual state on every look, never
 * ticked by hand, so it cannot claim a step that was undone. Each item says what is missing and
 * where it is fixed (a screen of the admin, or a setting of the settings file).
 */
export function launchChecklist(state: LaunchState): LaunchItem[] {
  const { payment } = state;
  return [
    artistItem(state),
    productsItem(state),
    {
      id: 'demo-staff',
      title: 'Close the demo staff account',
      done: !state.demoStaff,
      detail: state.demoStaff
        ? 'staff@stagefront.local can still sign in: add your own accounts, then deactivate it.'
        : 'Only your own staff can sign in.',
      adminPath: '/admin/staff',
      setting: null,
    },
    pickupItem(state),
    {
      id: 'payment',
      title: 'Take payments',
      done: payment.online || payment.bankTransfer,
      detail: payment.online
        ? 'Shoppers can pay by card or bank online (Paystack).'
        : payment.bankTransfer
          ? 'Shoppers can pay by bank transfer; set a Paystack key to take cards too.'
          : payment.onDelivery
            ? 'Shoppers can only pay on delivery: set a Paystack key, or your bank details for transfers.'
            : 'No way to pay is offered: set a Paystack key, or your bank details for transfers.',
      adminPath: null,
      setting: 'PAYSTACK_SECRET_KEY',
    },
    {
      id: 'delivery',
      title: 'Price delivery',
      done: state.delivery !== 'built-in-rates',
      detail:
        state.delivery === 'provider'
          ? 'Delivery is priced by the courier (Sendstack).'
          : state.delivery === 'own-rates'
            ? 'Delivery is priced by your own rate table (DELIVERY_RATES).'
            : 'Delivery is priced by the built-in example rates: connect the courier (SENDSTACK_APP_ID and SENDSTACK_APP_SECRET), or set your own rates by state (DELIVERY_RATES).',
      adminPath: null,
      setting: 'SENDSTACK_APP_ID or DELIVERY_RATES',
    },
    emailItem(state),
    {
      id: 'https',
      title: 'Serve the shop over HTTPS',
      done: state.https,
      detail: state.https
        ? 'The shop answers at an https:// address.'
        : 'The public address is not https://: put the shop behind Caddy and set its address.',
      adminPath: null,
      setting: 'PUBLIC_URL',
    },
    backupsItem(state),
  ];
}
