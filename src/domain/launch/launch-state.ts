/** The shop's state as the launch checklist reads it (checklist.ts), and what the checklist says. */

/** The facts each step is ticked from. */
export type LaunchState = {
  /** How many products the catalogue holds, the demo's and archived ones included. */
  products: number;
  /** How many of the shop's own products shoppers can see: not the demo's, not archived, not hidden. */
  onSale: number;
  /** The artist's name: still the demo's, still the new shop's placeholder, or the artist's own. */
  artistName: 'demo' | 'placeholder' | 'own';
  /** How many of the demo's releases are still on the site. */
  demoReleases: number;
  /** Staff uploaded the artist's logo (until then the site shows the content folder's). */
  ownLogo: boolean;
  /** How many of the demo's products are still in the shop (not archived). */
  demoProducts: number;
  /** The demo staff account can still sign in. */
  demoStaff: boolean;
  /** Where pickup orders are collected: an address of the shop's own, the demo's, or none. */
  pickup: 'own' | 'demo' | 'none';
  /** Card or bank payment online (Paystack), bank transfer: what beyond pay on delivery is offered. */
  payment: { online: boolean; bankTransfer: boolean; onDelivery: boolean };
  /** Delivery priced by the courier's service, or by a rate table of the team's own. */
  delivery: 'provider' | 'own-rates' | 'built-in-rates';
  /**
   * Email: whether it goes out over SMTP (rather than into the outbox folder) and where to, and the
   * last test email sent from the admin (null: none yet).
   */
  email: { smtp: boolean; target: string; lastTest: EmailTest | null };
  /** PUBLIC_URL starts with https://. */
  https: boolean;
  /**
   * Scheduled backups: whether they are on, how often and how many are kept, a failure of the last,
   * and the last backup read back whole while its file is still kept (null: none yet).
   */
  backups: {
    scheduled: boolean;
    everyHours: number;
    keep: number;
    lastFailure: string | null;
    lastChecked: { name: string; checkedAt: string } | null;
  };
};

/** A test email sent from the admin: to whom, when, through what, and why it failed (null: it went). */
export type EmailTest = {
  to: string;
  at: string;
  via: 'smtp' | 'outbox';
  /** The mail server (host:port) or the outbox folder it went to. */
  target: string;
  failure: string | null;
};

export const LAUNCH_ITEM_IDS = [
  'artist',
  'products',
  'demo-staff',
  'pickup',
  'payment',
  'delivery',
  'email',
  'https',
  'backups',
] as const;

export type LaunchItem = {
  id: (typeof LAUNCH_ITEM_IDS)[number];
  title: string;
  done: boolean;
  /** What to do, or what is so now. */
  detail: string;
  /** The admin screen where it is fixed; null when it is a setting of the settings file. */
  adminPath: string | null;
  /** The setting to set, when it is fixed in the settings file ("A or B" when either does). */
  setting: string | null;
};
