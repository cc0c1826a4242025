import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from './paths';

/**
 * The release this server runs (package.json's version, bumped with each release in CHANGELOG.md):
 * printed at start, answered by /api/health and shown in the admin, so a team can tell which
 * release is live after an upgrade.
 */
export const APP_VERSION: string = (
  JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string }
).version;
