import { describe, expect, it } from 'vitest';
import { type LaunchState, launchChecklist } from './checklist';

const demo: LaunchState = {
  products: 12,
  demoArtist: true,
  ownLogo: false,
  demoProducts: 12,
  demoStaff: true,
  payment: { online: false, bankTransfer: false, onDelivery: true },
  delivery: 'built-in-rates',
  emailSent: false,
  https: false,
  backups: { scheduled: false, everyHours: 24, keep: 7, lastFailure: null },
};

const live: LaunchState = {
  products: 3,
  demoArtist: false,
  ownLogo: true,
  demoProducts: 0,
  demoStaff: false,
  payment: { online: true, bankTransfer: false, onDelivery: true },
  delivery: 'provider',
  emailSent: true,
  https: true,
  backups: { scheduled: true, everyHours: 24, keep: 7, lastFailure: null },
};

describe('the launch checklist', () => {
  it('leaves every step open on a fresh demo shop, each saying what to do and where', () => {
    const items = launchChecklist(demo);
    expect(items.map((item) => [item.id, item.done])).toEqual([
      ['artist', false],
      ['demo-products', false],
      ['demo-staff', false],
      ['payment', false],
      ['delivery', false],
      ['email', false],
      ['https', false],
      ['backups', false],
    ]);
    expect(items.find((item) => item.id === 'demo-products')?.detail).toContain('12 demo products are still');
    expect(items.find((item) => item.id === 'payment')?.detail).toContain('only pay on delivery');
    for (const item of items) expect(item.adminPath ?? item.setting).toBeTruthy();
  });

  it('ticks every step of a shop that is ready', () => {
    expect(launchChecklist(live).every((item) => item.done)).toBe(true);
  });

  it('names the artist only with their own name and their own logo both', () => {
    const artist = (state: LaunchState) => launchChecklist(state).find((item) => item.id === 'artist');
    expect(artist(demo)?.detail).toBe(
      "The site still carries the demo artist's name and logo: set yours, your links and your pictures.",
    );
    expect(artist({ ...live, ownLogo: false })).toMatchObject({
      done: false,
      detail: "The site still shows the built-in logo: upload the artist's own.",
      adminPath: '/admin/site',
    });
    expect(artist({ ...live, demoArtist: true })).toMatchObject({
      done: false,
      detail: "The site still carries the demo artist's name: set yours.",
    });
    expect(artist(live)).toMatchObject({
      done: true,
      detail: "The site carries the artist's own name and logo.",
    });
  });

  it('counts bank transfer as a way to pay and says cards are still missing', () => {
    const [payment] = launchChecklist({
      ...demo,
      payment: { online: false, bankTransfer: true, onDelivery: false },
    }).filter((item) => item.id === 'payment');
    expect(payment?.done).toBe(true);
    expect(payment?.detail).toContain('take cards too');
  });

  it('says whether scheduled backups are on, and why the last one failed', () => {
    const backups = (state: LaunchState) => launchChecklist(state).find((item) => item.id === 'backups');
    expect(backups(demo)).toMatchObject({
      title: 'Keep backups',
      done: false,
      detail: expect.stringContaining('Scheduled backups are off'),
      setting: 'BACKUP_EVERY_HOURS',
    });
    expect(backups(live)).toMatchObject({
      done: true,
      detail: expect.stringContaining('backed up every 24 hours, the last 7 kept'),
    });
    expect(backups({ ...live, backups: { ...live.backups, everyHours: 1 } })?.detail).toContain(
      'every hour,',
    );
    const failed = {
      ...live.backups,
      lastFailure: 'The backup folder /srv/backups is full: there is no space left on its disk.',
    };
    expect(backups({ ...live, backups: failed })).toMatchObject({
      done: false,
      detail:
        'The last backup failed: The backup folder /srv/backups is full: there is no space left on its disk. The shop keeps selling; it tries again within the hour.',
      setting: 'BACKUP_DIR',
    });
  });

  it('says one demo product in the singular, and that own rates price delivery', () => {
    const items = launchChecklist({ ...demo, demoProducts: 1, delivery: 'own-rates' });
    expect(items.find((item) => item.id === 'demo-products')?.detail).toContain('1 demo product is still');
    expect(items.find((item) => item.id === 'delivery')?.done).toBe(true);
  });
});
