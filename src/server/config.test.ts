import { expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

it('has safe defaults: embedded database, no demo content, local address', () => {
  const config = loadConfig({});
  expect(config.databaseUrl).toBeUndefined();
  expect(config.dataDir).toMatch(/data$/);
  expect(config.demoContent).toBe(false);
  expect(config.port).toBe(3000);
  expect(config.publicUrl).toBe('http://localhost:3000');
});

it('reads the environment', () => {
  const config = loadConfig({ PORT: '8080', DEMO_CONTENT: 'true', PUBLIC_URL: 'https://shop.example.com/' });
  expect(config.port).toBe(8080);
  expect(config.demoContent).toBe(true);
  expect(config.publicUrl).toBe('https://shop.example.com');
});

it('times out requests that do not arrive and bounds connections, with safe defaults', () => {
  expect(loadConfig({}).connections).toEqual({
    requestTimeoutMs: 30_000,
    headersTimeoutMs: 15_000,
    idleTimeoutMs: 130_000,
    maxConnections: 4096,
  });
  expect(
    loadConfig({
      REQUEST_TIMEOUT_SECONDS: '120',
      HEADERS_TIMEOUT_SECONDS: '',
      KEEP_ALIVE_TIMEOUT_SECONDS: '75',
      MAX_CONNECTIONS: '20000',
    }).connections,
  ).toEqual({
    requestTimeoutMs: 120_000,
    headersTimeoutMs: 15_000,
    idleTimeoutMs: 75_000,
    maxConnections: 20_000,
  });
  for (const [name, wrong] of [
    ['REQUEST_TIMEOUT_SECONDS', '0'],
    ['REQUEST_TIMEOUT_SECONDS', 'soon'],
    ['KEEP_ALIVE_TIMEOUT_SECONDS', '1.5'],
    ['MAX_CONNECTIONS', '0'],
  ] as const) {
    expect(() => loadConfig({ [name]: wrong })).toThrow(name);
  }
  expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '10', HEADERS_TIMEOUT_SECONDS: '20' })).toThrow(
    'HEADERS_TIMEOUT_SECONDS: Must not be longer than REQUEST_TIMEOUT_SECONDS',
  );
});

it('backs the shop up once a day into DATA_DIR/backups, keeping seven and three before upgrades, unless told otherwise', () => {
  expect(loadConfig({}).backups).toEqual({
    dir: expect.stringMatching(/data\/backups$/),
    everyHours: 24,
    keep: 7,
    keepBeforeUpgrade: 3,
  });
  expect(
    loadConfig({
      BACKUP_DIR: '/srv/backups',
      BACKUP_EVERY_HOURS: '0',
      BACKUP_KEEP: '30',
      BACKUP_KEEP_BEFORE_UPGRADE: '5',
    }).backups,
  ).toEqual({
    dir: '/srv/backups',
    everyHours: 0,
    keep: 30,
    keepBeforeUpgrade: 5,
  });
  expect(loadConfig({ BACKUP_DIR: '', BACKUP_EVERY_HOURS: '', BACKUP_KEEP: '' }).backups.everyHours).toBe(24);
  for (const [name, wrong] of [
    ['BACKUP_EVERY_HOURS', 'daily'],
    ['BACKUP_EVERY_HOURS', '1.5'],
    ['BACKUP_EVERY_HOURS', '-1'],
    ['BACKUP_KEEP', '0'],
    ['BACKUP_KEEP_BEFORE_UPGRADE', '0'],
    ['BACKUP_KEEP_BEFORE_UPGRADE', 'all'],
  ] as const) {
    expect(() => loadConfig({ [name]: wrong })).toThrow(name);
  }
});

it('fails fast, naming the variable, on a bad value', () => {
  expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
  expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
});

it('serves /metrics only with a METRICS_TOKEN long enough not to be guessed', () => {
  expect(loadConfig({}).metricsToken).toBeNull();
  expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeNull();
  const token = 'b3f1c0de9a8e4d2f7c6b5a4938271605';
  expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
  for (const weak of ['short', 'has a space in it somewhere', 'sixteen-chars-é-no']) {
    expect(() => loadConfig({ METRICS_TOKEN: weak })).toThrow(/METRICS_TOKEN/);
  }
});

it('shows VAT on receipts only when VAT_RATE names a rate', () => {
  expect(loadConfig({}).vatRate).toBeNull();
  expect(loadConfig({ VAT_RATE: '' }).vatRate).toBeNull();
  expect(loadConfig({ VAT_RATE: '7.5' }).vatRate).toBe(7.5);
  expect(loadConfig({ VAT_RATE: '10' }).vatRate).toBe(10);
  expect(loadConfig({ VAT_RATE: '7.15' }).vatRate).toBe(7.15);
  for (const wrong of ['seven', '0', '-5', '101', '7.125', '7.5%']) {
    expect(() => loadConfig({ VAT_RATE: wrong })).toThrow(/VAT_RATE/);
  }
});

it('tells a real shop’s shoppers no pickup address until one is set: the built-in one is the demo’s', () => {
  expect(loadConfig({}).shop.pickup.address).toBe('');
  expect(loadConfig({ DEMO_CONTENT: 'true' }).shop.pickup.address).toBe('Lekki Phase 1 Estate, Lekki, Lagos');
  expect(
    loadConfig({ SHOP_PICKUP_ADDRESS: '14 Adeola Odeku Street', SHOP_PICKUP_STATE: 'Lagos' }).shop.pickup,
  ).toEqual({
    address: '14 Adeola Odeku Street, Lagos',
    hours: 'Monday to Saturday, 10 am to 6 pm',
  });
  // The courier still collects parcels from its own settings.
  expect(loadConfig({}).delivery.pickup.address).toBe('Lekki Phase 1 Estate, Lekki');
});
