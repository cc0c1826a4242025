import type { Locator } from '@playwright/test';
import { appReady } from './support/app-ready';
import { expect, test } from './support/test';

/** What the browser says of the carousel's video: whether it is muted and how much sound it decoded. */
const soundOf = (video: Locator) =>
  video.evaluate((v: HTMLVideoElement & { webkitAudioDecodedByteCount?: number }) => ({
    muted: v.muted,
    decoded: v.webkitAudioDecodedByteCount ?? 0,
  }));

test.describe('the videos carousel has sound', () => {
  test('it autoplays muted; Unmute plays the clip with its sound, Mute silences it again', async ({
    page,
  }) => {
    await page.goto('/#videos');
    await appReady(page);
    const videos = page.getByRole('region', { name: 'Videos', exact: true });
    const video = videos.locator('video');
    await video.scrollIntoViewIfNeeded();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    expect((await soundOf(video)).muted).toBe(true);

    const unmute = videos.getByRole('button', { name: 'Unmute' });
    await expect(unmute).toBeEnabled();
    await unmute.click();
    const mute = videos.getByRole('button', { name: 'Mute' });
    await expect(mute).toBeVisible();
    await expect.poll(async () => soundOf(video)).toMatchObject({ muted: false });
    await expect.poll(async () => (await soundOf(video)).decoded).toBeGreaterThan(0);

    // The next video keeps the fan's choice; from the keyboard, the button mutes it again.
    await videos.getByRole('button', { name: 'Next video' }).click();
    await expect.poll(async () => (await soundOf(video)).muted).toBe(false);
    await mute.focus();
    await page.keyboard.press('Enter');
    await expect(videos.getByRole('button', { name: 'Unmute' })).toBeFocused();
    expect((await soundOf(video)).muted).toBe(true);
  });
});
