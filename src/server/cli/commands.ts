import path from 'node:path';
import type { Config } from '../config';
import { addStaffAccount, type ShopWorkName } from '../control/shop-work';
import { BackupError } from '../db/backup';
import { MoveError, moveToPostgres } from '../db/move';
import { type Database, openDatabase } from '../db/open';
import { redactPerson } from '../modules/activity/redact';
import {
  CommandError,
  createAdmin,
  PASSWORD_NOT_ON_THE_COMMAND_LINE,
} from '../modules/auth/staff/create-admin';
import { backupName, listBackups } from '../modules/backups/backup-folder';
import { backupBeforeMigrating } from '../modules/backups/before-migrating';
import { takeBackupBeforeUpgrade, takeBackupFromOutside } from '../modules/backups/before-upgrade';
import { restoreBackup } from '../modules/backups/restore-backup';
import { openShopUploads } from '../modules/backups/shop-uploads';
import { S3ImageFiles } from '../providers/media/image-files';
import { seedDemoContent } from '../seed/seed';
import { createPrompter } from '../terminal/prompt';
import { askShop, type Route } from './control-client';

/** What a command is handed: the server's settings, where to do its work, and how to speak. */
export type CommandContext = {
  config: Config;
  route: Route;
  print: (line: string) => void;
};

/** Opens the shop's database as the server does: a backup is taken first if a migration would change a shop with orders. */
function openShopDatabase(config: Config, print: (line: string) => void): Promise<Database> {
  return openDatabase({ ...config, beforeMigrating: backupBeforeMigrating(config, print) });
}

/** Runs `work` in the running shop when one holds the embedded database, else `here`. */
async function inShopOrHere(
  context: CommandContext,
  name: ShopWorkName,
  input: object,
  here: () => Promise<void>,
): Promise<void> {
  if (context.route.through === 'shop') {
    context.print(`The shop is running (process ${context.route.pid}): it does this itself.`);
    await askShop(context.route, name, input, context.print);
  } else {
    await here();
  }
}

/** A command that needs the embedded database to itself refuses while a shop runs on it. */
function needsShopStopped(context: CommandContext, what: string): void {
  if (context.route.through === 'shop') {
    throw new CommandError(
      `The shop is running on this embedded database (process ${context.route.pid}). Stop it first (stagefront stop), ${what}, then start it again (stagefront start).`,
    );
  }
}

/** Opens the database here for one piece of work on it. */
async function withDatabase(context: CommandContext, work: (database: Database) => Promise<void>) {
  const database = await openShopDatabase(context.config, context.print);
  try {
    await work(database);
  } finally {
    await database.close();
  }
}

export async function migrateCommand(context: CommandContext): Promise<void> {
  await inShopOrHere(context, 'migrate', {}, async () => {
    const database = await openShopDatabase(context.config, context.print);
    await database.close();
    context.print(`The ${database.engine} database is up to date.`);
  });
}

export async function seedCommand(context: CommandContext): Promise<void> {
  await inShopOrHere(context, 'seed', {}, () =>
    withDatabase(context, async (database) => {
      const added = await seedDemoContent(database.db, { info: () => {} });
      context.print(added ? 'Demo catalogue added.' : 'The database already has a catalogue; nothing added.');
    }),
  );
}

export async function backupCommand(
  context: CommandContext,
  options: { out?: string; beforeUpgradeTo?: string },
): Promise<void> {
  const { config, print } = context;
  const out = options.out ? path.resolve(options.out) : undefined;
  const before = options.beforeUpgradeTo;
  await inShopOrHere(
    context,
    'backup',
    { ...(out ? { out } : {}), ...(before ? { beforeVersion: before } : {}) },
    async () => {
      const engine = config.databaseUrl ? 'postgres' : 'pglite';
      if (before && !out) {
        // Named for the release and kept under BACKUP_KEEP_BEFORE_UPGRADE, as the running shop's are.
        const taken = await takeBackupBeforeUpgrade(config, before);
        print(`Backed up the ${engine} database before ${before} to ${taken.file}.`);
        return;
      }
      const file = out ?? path.resolve(path.join(config.backups.dir ?? '.', backupName(engine, new Date())));
      const taken = await takeBackupFromOutside(config, path.dirname(file), path.basename(file));
      print(
        `Backed up the ${engine} database and ${taken.uploads} uploaded ${taken.uploads === 1 ? 'file' : 'files'} to ${file}.`,
      );
    },
  );
}

export async function restoreCommand(
  context: CommandContext,
  options: { from?: string; replace?: boolean },
): Promise<void> {
  const { config, print } = context;
  const from = options.from;
  if (!from) throw new BackupError('Say which backup to restore: --from FILE.');
  needsShopStopped(context, 'restore');
  const uploads = await openShopUploads(config);
  try {
    const restored = await restoreBackup(
      { databaseUrl: config.databaseUrl, dataDir: config.dataDir, uploads: uploads.files },
      from,
      options.replace === true,
    );
    const into = restored.engine === 'postgres' ? ' into the PostgreSQL database' : '';
    const aside = restored.movedAside
      ? ` The database that was there is kept in ${restored.movedAside}.`
      : '';
    const images = restored.uploadsAdded > 0 ? ` ${restored.uploadsAdded} uploaded images added.` : '';
    print(`Restored ${from}${into}.${aside}${images}`);
  } finally {
    uploads.close();
  }
}

export async function moveToPostgresCommand(
  context: CommandContext,
  options: { to?: string; replace?: boolean; imagesToBucket?: boolean },
): Promise<void> {
  const { config, print } = context;
  const targetUrl = options.to ?? config.databaseUrl;
  if (!targetUrl) {
    throw new MoveError(
      'Say where the shop moves: set DATABASE_URL in the settings file, or give --to postgres://…',
    );
  }
  if (!config.dataDir)
    throw new MoveError('DATA_DIR names no folder: there is no embedded database to move.');
  if (!config.databaseUrl) needsShopStopped(context, 'move it');
  const toBucket = options.imagesToBucket === true;
  if (toBucket && !config.media.s3) {
    throw new MoveError('--images-to-bucket needs the bucket: set S3_BUCKET (and its keys) first.');
  }
  const bucket = toBucket && config.media.s3 ? await S3ImageFiles.open(config.media.s3) : null;
  try {
    const report = await moveToPostgres({
      dataDir: config.dataDir,
      targetUrl,
      replace: options.replace === true,
      bucket,
      print,
    });
    for (const table of report.tables) print(`  ${table.name.padEnd(28)} ${table.rows}`);
    print(
      report.images.where === 'bucket'
        ? `Images: ${report.images.copied} copied to the bucket.`
        : `Images: ${report.images.copied} stay in ${config.dataDir}/uploads, where the server keeps serving them.`,
    );
    print(
      `Moved. Start the shop with DATABASE_URL set to this database${options.to ? ' (put it in the settings file)' : ''}; the embedded database is left as it was.`,
    );
  } finally {
    bucket?.close();
  }
}

export async function redactCommand(context: CommandContext, email: string): Promise<void> {
  if (!email.includes('@')) throw new CommandError('Say whose details to erase: redact someone@example.com');
  await inShopOrHere(context, 'redact', { email }, () =>
    withDatabase(context, async (database) => {
      const count = await redactPerson(database.db, email);
      context.print(
        `Redacted ${count} ${count === 1 ? 'entry' : 'entries'} of the activity log; they stay, without ${email}.`,
      );
    }),
  );
}

export async function createAdminCommand(
  context: CommandContext,
  options: { email?: string; password?: string },
): Promise<void> {
  if (options.password !== undefined) throw new CommandError(PASSWORD_NOT_ON_THE_COMMAND_LINE);
  const { config, route, print } = context;
  if (route.through === 'shop')
    print(`The shop is running (process ${route.pid}): it keeps the account itself.`);
  const prompter = createPrompter();
  try {
    await createAdmin(options.email, {
      config,
      prompter,
      print,
      store: (email, passwordHash) =>
        route.through === 'shop'
          ? askShop(route, 'create-admin', { email, passwordHash }, print)
          : withDatabase(context, (database) => addStaffAccount(database.db, email, passwordHash)),
    });
  } finally {
    prompter.close();
  }
}

export async function listBackupsCommand(context: CommandContext): Promise<void> {
  const folder = context.config.backups.dir;
  if (!folder) throw new CommandError('There is no backup folder: set BACKUP_DIR.');
  const backups = await listBackups(folder);
  if (backups.length === 0) {
    context.print(`There is no backup in ${folder} yet: stagefront backup takes one.`);
    return;
  }
  context.print(`In ${folder}, newest first:`);
  for (const backup of backups) {
    const mb = (backup.bytes / 1024 / 1024).toFixed(1);
    context.print(`  ${backup.name}  ${mb} MB  ${backup.takenAt.toISOString()}`);
  }
}
