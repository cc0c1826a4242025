import { describe, expect, it } from 'vitest';
import { launchChecklist } from './checklist';
import type { LaunchState } from './launch-state';

const demo: LaunchState = {
  products: 12,
  onSale: 0,
  artistName: 'demo',
  demoReleases: 10,
  ownLogo: false,
  demoProducts: 12,
  demoStaff: true,
  pickup: 'demo',
  payment: { online: false, bankTransfer: false, onDelivery: true },
  delivery: 'built-in-rates',
  email: { smtp: false, target: 'memory', lastTest: null },
  https: false,
  backups: { scheduled: false, everyHours: 24, keep: 7, lastFailure: null, lastChecked: null },
};

const live: LaunchState = {
  products: 3,
  onSale: 3,
  artistName: 'own',
  demoReleases: 0,
  ownLogo: true,
  demoProducts: 0,
  demoStaff: false,
  pickup: 'own',
  payment: { online: true, bankTransfer: false, onDelivery: true },
  delivery: 'provider',
  email: {
    smtp: true,
    target: 'smtp.example.com:587',
    lastTest: {
      to: 'owner@example.com',
      at: '2026-11-29T10:00:00.000Z',
      via: 'smtp',
      target: 'smtp.example.com:587',
      failure: null,
    },
  },
  https: true,
  backups: {
    scheduled: true,
    everyHours: 24,
    keep: 7,
    lastFailure: null,
    lastChecked: {
      name: 'stagefront-pglite-2026-11-29T02-05-12-525Z.tar.gz',
      checkedAt: '2026-11-29T02:05:19.000Z',
    },
  },
};

const item = (state: LaunchState, id: string) => launchChecklist(state).find((entry) => entry.id === id);

describe('the launch checklist', () => {
  it('leaves every step open on a fresh demo shop, each saying what to do and where', () => {
    const items = launchChecklist(demo);
    expect(items.map((entry) => [entry.id, entry.done])).toEqual([
      ['artist', false],
      ['products', false],
      ['demo-staff', false],
      ['pickup', false],
      ['payment', false],
      ['delivery', false],
      ['email', false],
      ['https', false],
      ['backups', false],
    ]);
    expect(item(demo, 'products')?.detail).toBe(
      '12 demo products are still in the shop: add your own, then archive or delete these.',
    );
    expect(item(demo, 'payment')?.detail).toContain('only pay on delivery');
    for (const entry of items) expect(entry.adminPath ?? entry.setting).toBeTruthy();
  });

  it('ticks every step of a shop that is ready', () => {
    expect(launchChecklist(live).every((entry) => entry.done)).toBe(true);
  });

  it("names the artist only with their own name, their own logo and none of the demo's releases", () => {
    expect(item(demo, 'artist')).toMatchObject({
      done: false,
      detail:
        "The site still carries the demo artist's name, the built-in logo and 10 demo releases: set the artist's own in Admin → Site, and replace the demo releases with theirs in Admin → Releases.",
      adminPath: '/admin/site',
    });
    expect(item({ ...live, ownLogo: false }, 'artist')).toMatchObject({
      done: false,
      detail: "The site still carries the built-in logo: set the artist's own in Admin → Site.",
      adminPath: '/admin/site',
    });
    expect(item({ ...live, artistName: 'demo' }, 'artist')).toMatchObject({
      done: false,
      detail: "The site still carries the demo artist's name: set the artist's own in Admin → Site.",
    });
    expect(item({ ...live, artistName: 'placeholder' }, 'artist')?.detail).toContain(
      'no artist name ("Your artist name")',
    );
    // The artist's own name and logo over the demo's releases is not the artist's site yet.
    expect(item({ ...live, demoReleases: 1 }, 'artist')).toMatchObject({
      done: false,
      detail:
        'The site still carries 1 demo release: replace the demo releases with theirs in Admin → Releases.',
      adminPath: '/admin/releases',
    });
    expect(item(live, 'artist')).toMatchObject({
      done: true,
      detail: "The site carries the artist's own name, logo and releases.",
    });
  });

  it('asks for a product of the shop’s own on sale, not merely none of the demo’s', () => {
    expect(item({ ...live, onSale: 0 }, 'products')).toMatchObject({
      title: 'Put your own merch on sale',
      done: false,
      detail: 'No product of your own is on sale yet: add your first.',
      adminPath: '/admin/products',
    });
    expect(item({ ...live, demoProducts: 1 }, 'products')).toMatchObject({
      done: false,
      detail: '1 demo product is still in the shop: add your own, then archive or delete these.',
    });
    expect(item({ ...live, onSale: 1 }, 'products')?.detail).toBe(
      "1 product of your own is on sale, and none of the demo's is left.",
    );
  });

  it('asks where pickup orders are collected, the demo’s Lekki address not counting, no address being pickup off', () => {
    expect(item({ ...live, pickup: 'none' }, 'pickup')).toMatchObject({
      done: true,
      detail:
        'Pickup is off: with no pickup address, the checkout offers delivery alone. Set where and when shoppers collect to offer pickup.',
      adminPath: '/admin/site',
    });
    expect(item(demo, 'pickup')).toMatchObject({
      done: false,
      detail: expect.stringContaining("demo's address in Lekki"),
    });
    expect(item(live, 'pickup')?.done).toBe(true);
  });

  it('names both ways to price delivery', () => {
    expect(item(demo, 'delivery')).toMatchObject({
      done: false,
      detail: expect.stringContaining(
        'connect the courier (SENDSTACK_APP_ID and SENDSTACK_APP_SECRET), or set your own rates by state (DELIVERY_RATES)',
      ),
      setting: 'SENDSTACK_APP_ID or DELIVERY_RATES',
    });
    expect(item({ ...demo, delivery: 'own-rates' }, 'delivery')).toMatchObject({ done: true });
  });

  it('is done with email only once a test email went through the mail server in use', () => {
    expect(item(demo, 'email')).toMatchObject({
      done: false,
      detail: expect.stringContaining('outbox folder'),
    });
    const untested = { ...live, email: { ...live.email, lastTest: null } };
    expect(item(untested, 'email')).toMatchObject({
      done: false,
      detail:
        'Order emails go through smtp.example.com:587: send yourself a test email to see that they arrive.',
    });
    const lastTest = live.email.lastTest && { ...live.email.lastTest };
    if (!lastTest) throw new Error('the ready shop has a test email');
    const failed = {
      ...live,
      email: {
        ...live.email,
        lastTest: {
          ...lastTest,
          failure: 'The mail server at smtp.example.com:587 refused the user name or password in SMTP_URL.',
        },
      },
    };
    expect(item(failed, 'email')).toMatchObject({
      done: false,
      detail:
        'The last test email to owner@example.com failed: The mail server at smtp.example.com:587 refused the user name or password in SMTP_URL. Check SMTP_URL, then send another.',
    });
    // A test through another server (SMTP_URL changed since) proves nothing of this one.
    const elsewhere = { ...live, email: { ...live.email, target: 'mail.example.org:465' } };
    expect(item(elsewhere, 'email')?.done).toBe(false);
    expect(item(live, 'email')?.detail).toBe(
      'Order emails go through smtp.example.com:587; a test email to owner@example.com was taken by it.',
    );
  });

  it('keeps backups only once one was taken and read back, and says why the last one failed', () => {
    expect(item(demo, 'backups')).toMatchObject({
      title: 'Keep backups',
      done: false,
      detail: expect.stringContaining('Scheduled backups are off'),
      setting: 'BACKUP_EVERY_HOURS',
    });
    expect(item({ ...live, backups: { ...live.backups, lastChecked: null } }, 'backups')).toMatchObject({
      done: false,
      detail: expect.stringContaining('No backup has been taken yet'),
    });
    expect(item(live, 'backups')).toMatchObject({
      done: true,
      detail: expect.stringContaining('backed up every 24 hours, the last 7 kept, each read back whole'),
    });
    expect(item({ ...live, backups: { ...live.backups, everyHours: 1 } }, 'backups')?.detail).toContain(
      'every hour,',
    );
    const failed = {
      ...live.backups,
      lastFailure: 'The backup folder /srv/backups is full: there is no space left on its disk.',
    };
    expect(item({ ...live, backups: failed }, 'backups')).toMatchObject({
      done: false,
      detail:
        'The last backup failed: The backup folder /srv/backups is full: there is no space left on its disk. The shop keeps selling; it tries again within the hour.',
      setting: 'BACKUP_DIR',
    });
  });
});
