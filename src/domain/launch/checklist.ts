/**
 * What is left before a shop is real: computed from the shop's actual state on every look, never
 * ticked by hand, so it cannot claim a step that was undone. Each item says what is missing and
 * where it is fixed (a screen of the admin, or a setting of the settings file).
 */
export type LaunchState = {
  /** How many products the catalogue holds, the demo's included. */
  products: number;
  /** The artist's name still the demo's. */
  demoArtist: boolean;
  /** Staff uploaded the artist's logo (until then the site shows the content folder's). */
  ownLogo: boolean;
  /** How many of the demo's products are still in the catalogue. */
  demoProducts: number;
  /** The demo staff account can still sign in. */
  demoStaff: boolean;
  /** Card or bank payment online (Paystack), bank transfer: what beyond pay on delivery is offered. */
  payment: { online: boolean; bankTransfer: boolean; onDelivery: boolean };
  /** Delivery priced by the courier's service, or by a rate table of the team's own. */
  delivery: 'provider' | 'own-rates' | 'built-in-rates';
  /** Email goes out over SMTP (rather than into the outbox folder). */
  emailSent: boolean;
  /** PUBLIC_URL starts with https://. */
  https: boolean;
  /** Scheduled backups: whether they are on, how often and how many are kept, and a failure of the last. */
  backups: { scheduled: boolean; everyHours: number; keep: number; lastFailure: string | null };
};

export type LaunchItem = {
  id: 'artist' | 'demo-products' | 'demo-staff' | 'payment' | 'delivery' | 'email' | 'https' | 'backups';
  title: string;
  done: boolean;
  /** What to do, or what is so now. */
  detail: string;
  /** The admin screen where it is fixed; null when it is a setting of the settings file. */
  adminPath: string | null;
  /** The setting to set, when it is fixed in the settings file. */
  setting: string | null;
};

/** The newest backup in the backup folder; `yours` when the one asking may download it (the owner). */
export type LatestBackup = { name: string; takenAt: string; bytes: number; yours: boolean };

/** Why other staff cannot download a backup: it holds every order and every account. */
export const BACKUP_OWNER_ONLY_MESSAGE =
  'Only an owner can download a backup: it holds every order and account.';

/**
 * What GET /api/admin/launch answers: the release that runs, the catalogue's size, the steps, and
 * the newest backup (null before the first).
 */
export type LaunchReport = {
  version: string;
  products: number;
  items: LaunchItem[];
  latestBackup: LatestBackup | null;
};

function artistDetail({ demoArtist, ownLogo }: LaunchState): string {
  if (demoArtist && !ownLogo)
    return "The site still carries the demo artist's name and logo: set yours, your links and your pictures.";
  if (demoArtist) return "The site still carries the demo artist's name: set yours.";
  if (!ownLogo) return "The site still shows the built-in logo: upload the artist's own.";
  return "The site carries the artist's own name and logo.";
}

function backupsItem({ backups }: LaunchState): LaunchItem {
  const { scheduled, everyHours, keep, lastFailure } = backups;
  const every = everyHours === 1 ? 'every hour' : `every ${everyHours} hours`;
  const base = { id: 'backups' as const, title: 'Keep backups', adminPath: null };
  if (!scheduled) {
    return {
      ...base,
      done: false,
      detail:
        'Scheduled backups are off: set how many hours apart to take them (24 is once a day), so the orders and pictures survive a lost disk.',
      setting: 'BACKUP_EVERY_HOURS',
    };
  }
  if (lastFailure) {
    return {
      ...base,
      done: false,
      detail: `The last backup failed: ${lastFailure} The shop keeps selling; it tries again within the hour.`,
      setting: 'BACKUP_DIR',
    };
  }
  return {
    ...base,
    done: true,
    detail: `The database and the uploaded pictures are backed up ${every}, the last ${keep} kept. The owner downloads the newest from the foot of the dashboard, to keep somewhere else.`,
    setting: 'BACKUP_EVERY_HOURS',
  };
}

export function launchChecklist(state: LaunchState): LaunchItem[] {
  const { payment } = state;
  return [
    {
      id: 'artist',
      title: 'Name the artist and show their logo',
      done: !state.demoArtist && state.ownLogo,
      detail: artistDetail(state),
      adminPath: '/admin/site',
      setting: null,
    },
    {
      id: 'demo-products',
      title: 'Replace the demo merch',
      done: state.demoProducts === 0,
      detail:
        state.demoProducts === 0
          ? 'None of the demo products is left.'
          : `${state.demoProducts} demo ${state.demoProducts === 1 ? 'product is' : 'products are'} still in the shop: add your own and delete these.`,
      adminPath: '/admin/products',
      setting: null,
    },
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
            ? 'Delivery is priced by your own rate table.'
            : 'Delivery is priced by the built-in example rates: connect the courier, or set your own rates.',
      adminPath: null,
      setting: 'SENDSTACK_APP_ID',
    },
    {
      id: 'email',
      title: 'Send email',
      done: state.emailSent,
      detail: state.emailSent
        ? 'Order emails are sent by your mail server.'
        : 'Order emails are only written to the outbox folder: set your mail server so shoppers get them.',
      adminPath: null,
      setting: 'SMTP_URL',
    },
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
