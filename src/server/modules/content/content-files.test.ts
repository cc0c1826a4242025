import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../../paths';
import { ContentError, loadContent } from './content-files';

const projectContent = path.join(projectRoot, 'content');
const dirs: string[] = [];

/** A content folder with the project's files, one of them replaced. */
function contentWith(file: 'site.json' | 'releases.json', text: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-content-'));
  dirs.push(dir);
  for (const name of ['site.json', 'releases.json']) {
    fs.copyFileSync(path.join(projectContent, name), path.join(dir, name));
  }
  fs.writeFileSync(path.join(dir, file), text);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('loading the artist content', () => {
  it('reads the project content, with releases by slug', () => {
    const content = loadContent(projectContent);
    expect(content.site.artistName).toBe('Temi Vale');
    expect(content.releaseBySlug.get('harmattan')?.type).toBe('ep');
    expect(content.releaseBySlug.size).toBe(content.releases.length);
  });

  it('names the file and the field that are wrong', () => {
    const site = JSON.parse(fs.readFileSync(path.join(projectContent, 'site.json'), 'utf8'));
    const dir = contentWith('site.json', JSON.stringify({ ...site, artistName: '' }));
    expect(() => loadContent(dir)).toThrow(ContentError);
    expect(() => loadContent(dir)).toThrow(/site\.json:\n {2}artistName: /);
  });

  it('refuses a file that is not JSON', () => {
    const dir = contentWith('releases.json', '[{');
    expect(() => loadContent(dir)).toThrow(/Cannot read .*releases\.json/);
  });

  it('refuses two releases with one slug, since a page could show only one of them', () => {
    const releases = JSON.parse(fs.readFileSync(path.join(projectContent, 'releases.json'), 'utf8'));
    const dir = contentWith('releases.json', JSON.stringify([releases[0], releases[0]]));
    expect(() => loadContent(dir)).toThrow(/the slug "first-light" is used twice/);
  });
});
