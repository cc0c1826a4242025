import type { LaunchItem, LaunchState } from './launch-state';

/** The items of the checklist whose words depend on more than one fact. */

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function artistDetail({ artistName, ownLogo, demoReleases }: LaunchState): string {
  const missing: string[] = [];
  if (artistName === 'demo') missing.push("the demo artist's name");
  if (artistName === 'placeholder') missing.push('no artist name ("Your artist name")');
  if (!ownLogo) missing.push('the built-in logo');
  if (demoReleases > 0) missing.push(`${plural(demoReleases, 'demo release', 'demo releases')}`);
  if (missing.length === 0) return "The site carries the artist's own name, logo and releases.";
  const list = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}`;
  const fixes: string[] = [];
  if (artistName !== 'own' || !ownLogo) fixes.push("set the artist's own in Admin → Site");
  if (demoReleases > 0) fixes.push('replace the demo releases with theirs in Admin → Releases');
  return `The site still carries ${list}: ${fixes.join(', and ')}.`;
}

export function artistItem(state: LaunchState): LaunchItem {
  const done = state.artistName === 'own' && state.ownLogo && state.demoReleases === 0;
  return {
    id: 'artist',
    title: 'Name the artist, show their logo and releases',
    done,
    detail: artistDetail(state),
    adminPath: !done && state.artistName === 'own' && state.ownLogo ? '/admin/releases' : '/admin/site',
    setting: null,
  };
}

export function productsItem({ demoProducts, onSale }: LaunchState): LaunchItem {
  let detail: string;
  if (demoProducts > 0) {
    detail = `${plural(demoProducts, 'demo product is', 'demo products are')} still in the shop: add your own, then archive or delete these.`;
  } else if (onSale === 0) {
    detail = 'No product of your own is on sale yet: add your first.';
  } else {
    detail = `${plural(onSale, 'product of your own is', 'products of your own are')} on sale, and none of the demo's is left.`;
  }
  return {
    id: 'products',
    title: 'Put your own merch on sale',
    done: demoProducts === 0 && onSale > 0,
    detail,
    adminPath: '/admin/products',
    setting: null,
  };
}

export function pickupItem({ pickup }: LaunchState): LaunchItem {
  const detail = {
    own: 'Pickup orders are collected at your address.',
    demo: "Pickup orders are sent to the demo's address in Lekki: set where and when shoppers collect them.",
    none: 'Pickup is off: with no pickup address, the checkout offers delivery alone. Set where and when shoppers collect to offer pickup.',
  }[pickup];
  return {
    id: 'pickup',
    title: 'Say where pickup orders are collected, or leave pickup off',
    // No address is pickup off, a choice (decision 0066); the demo's address is not the shop's.
    done: pickup !== 'demo',
    detail,
    adminPath: '/admin/site',
    setting: null,
  };
}

export function emailItem({ email }: LaunchState): LaunchItem {
  const base = { id: 'email' as const, title: 'Send email', adminPath: null, setting: 'SMTP_URL' };
  if (!email.smtp) {
    return {
      ...base,
      done: false,
      detail:
        'Order emails are only written to the outbox folder: set your mail server so shoppers get them.',
    };
  }
  const test = email.lastTest;
  const current = test && test.via === 'smtp' && test.target === email.target ? test : null;
  if (current?.failure) {
    return {
      ...base,
      done: false,
      detail: `The last test email to ${current.to} failed: ${current.failure} Check SMTP_URL, then send another.`,
    };
  }
  if (current) {
    return {
      ...base,
      done: true,
      detail: `Order emails go through ${email.target}; a test email to ${current.to} was taken by it.`,
    };
  }
  return {
    ...base,
    done: false,
    detail: `Order emails go through ${email.target}: send yourself a test email to see that they arrive.`,
  };
}

export function backupsItem({ backups }: LaunchState): LaunchItem {
  const { scheduled, everyHours, keep, lastFailure, lastChecked } = backups;
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
  if (!lastChecked) {
    return {
      ...base,
      done: false,
      detail: `No backup has been taken yet: the first comes a minute after the start, then ${every}; an owner can take one now below.`,
      setting: 'BACKUP_EVERY_HOURS',
    };
  }
  return {
    ...base,
    done: true,
    detail: `The database and the uploaded pictures are backed up ${every}, the last ${keep} kept, each read back whole once written. The owner downloads them below, to keep somewhere else.`,
    setting: 'BACKUP_EVERY_HOURS',
  };
}
