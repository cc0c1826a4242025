import { REFUND_STATUS_LABELS } from '../orders/adjustments';
import { ORDER_STATUS_LABELS } from '../orders/status';
import { formatNaira } from '../shared/money';
import { STOCK_MOVEMENT_LABELS } from '../stock/ledger-terms';

/**
 * The activity log in words: what each action is called, what each recorded field is called (as
 * the admin's forms name it), and each value as a person reads it — money in naira, yes or no, a
 * status by its label, a list or a record as lines — never a field's code name or raw JSON.
 */

const ACTION_WORDS: Record<string, string> = {
  'product.create': 'Product added',
  'product.update': 'Product saved',
  'product.delete': 'Product deleted',
  'product.archive': 'Product archived',
  'product.restore': 'Product restored to the shop',
  'stock.adjust': 'Stock changed',
  'collection.create': 'Collection added',
  'collection.update': 'Collection renamed',
  'collection.delete': 'Collection deleted',
  'category.create': 'Category added',
  'category.update': 'Category renamed',
  'category.delete': 'Category deleted',
  'order.mark_paid': 'Order marked paid',
  'order.fulfil': 'Order sent or made ready',
  'order.collect': 'Order collected',
  'order.cancel': 'Order cancelled',
  'order.restore': 'Order restored',
  'order.cancellation': 'Units cancelled',
  'order.return': 'Units taken back',
  'order.refund': 'Refund',
  'order.refund_check': 'Refund checked with Paystack',
  'order.extra_payment_refund': 'Second payment refunded again',
  'order.extra_payment_check': 'Second payment’s refund checked with Paystack',
  'content.site': 'Site settings saved',
  'content.release.create': 'Release added',
  'content.release.update': 'Release saved',
  'content.release.delete': 'Release deleted',
  'staff.create': 'Staff account added',
  'staff.deactivate': 'Staff account deactivated',
  'staff.reactivate': 'Staff account reactivated',
  'staff.password_change': 'Password changed',
  'staff.password_reset': 'Password reset by email',
  'staff.two_factor_on': 'Two-factor sign-in set up',
  'staff.two_factor_off': 'Two-factor sign-in turned off',
  'staff.two_factor_reset': 'Two-factor sign-in reset',
  'staff.recovery_codes': 'New recovery codes made',
  'staff.passkey_add': 'Passkey added',
  'staff.passkey_remove': 'Passkey removed',
  'settings.two_factor_required': 'Two-factor rule changed',
  'staff.invite': 'Staff invited',
  'staff.invitation_cancel': 'Invitation cancelled',
  'staff.invitation_accept': 'Invitation accepted',
  'staff.session_end': 'Device signed out',
  'staff.sessions_end_others': 'Signed out everywhere else',
  'staff.sessions_end': 'Staff signed out everywhere',
  'upload.create': 'Images uploaded',
  'show.create': 'Show added',
  'show.update': 'Show saved',
  'show.delete': 'Show deleted',
  'code.create': 'Code created',
  'code.batch': 'Batch of codes generated',
  'code.pause': 'Code paused',
  'code.resume': 'Code resumed',
  'code.end': 'Code ended',
};

/** "Order marked paid" for `order.mark_paid`; an action named nowhere here reads by its parts. */
export function actionWords(action: string): string {
  return ACTION_WORDS[action] ?? sentenceCase(action.replace(/[._]/g, ' '));
}

const FIELD_WORDS: Record<string, string> = {
  // Products and stock
  name: 'Name',
  description: 'Description',
  price: 'Price',
  imageUrls: 'Images',
  colorImages: 'Images by colour',
  colors: 'Colours',
  sizes: 'Sizes',
  collection: 'Collection',
  category: 'Category',
  hidden: 'Hidden from the shop',
  archived: 'Archived',
  liveAt: 'On sale from',
  presaleAt: 'Presale from',
  maxPerOrder: 'Most per order',
  stock: 'Stock',
  variant: 'Colour and size',
  quantity: 'Quantity',
  reason: 'Reason',
  note: 'Note',
  // Orders
  status: 'Status',
  paymentConfirmed: 'Payment received',
  courier: 'Courier',
  tracking: 'Tracking',
  collected: 'Collected',
  refundedKobo: 'Refunded so far',
  refundMethod: 'How the money went back',
  refundStatus: 'Refund',
  // Staff and uploads
  email: 'Email',
  active: 'Can sign in',
  urls: 'Images',
  // Site settings and releases
  artistName: 'Artist name',
  siteDescription: 'Site description',
  socialLinks: 'Social links',
  spotlight: 'Spotlight',
  videos: 'Videos',
  about: 'About page',
  contactEmail: 'Contact email',
  pickup: 'Pickup point',
  hero: 'Home page pictures',
  logo: 'Logo',
  title: 'Title',
  slug: 'Web address',
  releaseDate: 'Release date',
  cover: 'Cover',
  type: 'Type',
  artist: 'Artist',
  artists: 'Artists',
  links: 'Links',
  songs: 'Tracks',
  platform: 'Platform',
  url: 'Link',
  link: 'Link',
  videoId: 'Video',
  clipUrl: 'Clip',
  fullVideoUrl: 'Full video',
  poster: 'Poster',
  release: 'Release',
  address: 'Address',
  hours: 'Opening hours',
  onLight: 'On light backgrounds',
  onDark: 'On dark backgrounds',
  // Tour dates
  localStart: 'Date and time',
  timeZone: 'Time zone',
  venue: 'Venue',
  city: 'City',
  country: 'Country',
  ticketUrl: 'Ticket link',
  supportAct: 'Support act',
};

/**
 * "Artist name" for `artistName`; a code name named nowhere here reads by its words ("Some field"),
 * and a key that is already words (a colour in "Images by colour") stays as it is.
 */
export function fieldWords(field: string): string {
  const known = FIELD_WORDS[field];
  if (known) return known;
  if (!/^[a-z][A-Za-z\d_]*$/.test(field)) return field;
  return sentenceCase(field.replace(/([a-z\d])([A-Z])/g, '$1 $2').replace(/_/g, ' '));
}

/** The fields a save changed, as a summary lists them: "price, hidden from the shop". */
export function fieldsInWords(fields: readonly string[]): string {
  return fields.map((field) => fieldWords(field).toLowerCase()).join(', ');
}

function sentenceCase(text: string): string {
  const lower = text.trim().toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

const REFUND_METHOD_WORDS: Record<string, string> = {
  provider: 'Through Paystack',
  manual: 'By hand',
  none: 'No money back',
};

/** Values that are codes, by the field that holds them, in the admin's own words. */
const CODE_WORDS: Record<string, Record<string, string>> = {
  status: ORDER_STATUS_LABELS,
  refundStatus: REFUND_STATUS_LABELS,
  refundMethod: REFUND_METHOD_WORDS,
  reason: STOCK_MOVEMENT_LABELS,
};

/** Fields that hold money in kobo: shown in naira. */
function isMoney(field: string): boolean {
  return field === 'price' || field.endsWith('Kobo');
}

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** How a moment (ISO 8601) reads; the screen passes its own, in the shop's time zone. */
export type MomentWords = (iso: string) => string;

/**
 * A recorded value as a person reads it: one line, or, for a list of records or a record, one line
 * each. Nothing reads as a dash.
 */
export function valueWords(
  value: unknown,
  field = '',
  moment: MomentWords = (iso) => iso,
): string | string[] {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return isMoney(field) ? formatNaira(value) : String(value);
  if (typeof value === 'string') {
    const coded = CODE_WORDS[field]?.[value];
    if (coded) return coded;
    return ISO_MOMENT.test(value) && !Number.isNaN(Date.parse(value)) ? moment(value) : value;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return 'None';
    if (value.every((item) => typeof item !== 'object' || item === null))
      return value.map((item) => lineWords(item, field, moment)).join(', ');
    return value.map((item) => lineWords(item, field, moment));
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    if (entries.length === 0) return '—';
    return entries.map(([key, item]) => `${fieldWords(key)}: ${lineWords(item, key, moment)}`);
  }
  return String(value);
}

/** A value on one line: a record's parts joined by " · ". */
function lineWords(value: unknown, field: string, moment: MomentWords): string {
  const words = valueWords(value, field, moment);
  return Array.isArray(words) ? words.join(' · ') : words;
}
