import { describe, expect, it } from 'vitest';
import { documentedFile, parseServiceUnit } from '../../e2e/support/operations-doc';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../scripts/server-runtime.mjs';
import { DEFAULT_LAYOUT, parseUnit, renderUnit } from './cli/service/unit-file';

/**
 * `npm start`, the tests and the bench start the server with scripts/server-runtime.mjs's flags and
 * environment; a team that runs the documented systemd unit must get the same, or its server holds
 * the memory these settings save.
 */
describe('the documented service unit', () => {
  const unit = parseServiceUnit(documentedFile('**`/etc/systemd/system/stagefront.service`**'));

  it("starts Node with the server's flags, before the script", () => {
    const script = unit.execStart.indexOf('dist/server/server.js');
    expect(script).toBeGreaterThan(0);
    expect(unit.execStart.slice(1, script)).toEqual(SERVER_NODE_FLAGS);
  });

  it("sets the server's environment", () => {
    expect(unit.environment).toMatchObject(SERVER_ENV);
  });

  it('is the unit stagefront install writes', () => {
    expect(documentedFile('**`/etc/systemd/system/stagefront.service`**')).toBe(renderUnit(DEFAULT_LAYOUT));
  });

  it('lets the service write an off-site BACKUP_DIR, and nothing else but its data', () => {
    const offSite = parseUnit(renderUnit({ ...DEFAULT_LAYOUT, backupDir: '/mnt/backups/shop' }));
    expect(offSite.readWritePaths).toEqual(['/var/lib/stagefront', '/mnt/backups/shop']);
    expect(parseUnit(renderUnit(DEFAULT_LAYOUT)).readWritePaths).toEqual(['/var/lib/stagefront']);
  });
});
