import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { releaseListSchema } from '../src/domain/content/releases-contract';
import { SOCIAL_PLATFORMS } from '../src/domain/content/site';
import { siteSettingsSchema } from '../src/domain/content/site-contract';
import releasesJson from './releases.json';
import siteJson from './site.json';

const mediaFile = (url: string) => path.join(import.meta.dirname, 'media', url.replace(/^\/media\//, ''));

it('has about ten releases from 2019 to 2025, singles and EPs, each with its cover', () => {
  const releases = releaseListSchema.parse(releasesJson);
  expect(releases.length).toBeGreaterThanOrEqual(9);
  const years = releases.map((r) => Number(r.releaseDate.slice(0, 4)));
  expect(Math.min(...years)).toBe(2019);
  expect(Math.max(...years)).toBe(2025);
  expect(new Set(releases.map((r) => r.type))).toEqual(new Set(['single', 'ep']));
  expect(new Set(releases.map((r) => r.slug)).size).toBe(releases.length);
  for (const release of releases) expect(fs.existsSync(mediaFile(release.cover)), release.cover).toBe(true);
});

it("has Tidal links whose text is 'tidal' and that have no slug", () => {
  const links = releaseListSchema
    .parse(releasesJson)
    .flatMap((r) => (r.type === 'single' ? r.links : r.songs.flatMap((s) => s.links)));
  const tidal = links.filter((l) => l.platform === 'Tidal');
  expect(tidal.length).toBeGreaterThan(0);
  for (const link of tidal) expect(link).toEqual({ platform: 'Tidal', link: 'tidal' });
});

it('has the site settings: every footer platform, a spotlight, five video entries linked to releases', () => {
  const site = siteSettingsSchema.parse(siteJson);
  const slugs = new Set(releaseListSchema.parse(releasesJson).map((r) => r.slug));
  expect(site.socialLinks.map((l) => l.platform)).toEqual([...SOCIAL_PLATFORMS]);
  expect(site.videos).toHaveLength(5);
  for (const video of site.videos) expect(slugs.has(video.release ?? ''), video.title).toBe(true);
  // Those with a video (the ones shown) have their file; the rest are kept for later.
  const shown = site.videos.filter((v) => v.videoId);
  expect(shown.length).toBeGreaterThanOrEqual(2);
  for (const video of shown)
    expect(fs.existsSync(mediaFile(`/media/video/${video.videoId}.webm`))).toBe(true);
  expect(fs.existsSync(mediaFile(`/media/video/${site.spotlight.clipUrl}.webm`))).toBe(true);
  expect(slugs.has(site.spotlight.release ?? '')).toBe(true);
  expect(shown.some((v) => v.videoId === site.spotlight.videoId)).toBe(true);
});
