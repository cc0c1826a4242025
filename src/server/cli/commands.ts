import fs from 'node:fs';
import path from 'node:path';
import type { ParseArgsOptionsConfig } from 'node:util';
import type { Config } from '../config';
import { BackupError } from '../db/backup';
import { copyLiveFolder } from '../db/live-copy';
import { MoveError, moveToPostgres } from '../db/move';
import { type Database, openDatabase } from '../db/open';
import { acquireLock } from '../db/pglite-lock';
import { redactPerson } from '../modules/activity/redact';
import { CommandError, createAdmin } from '../modules/auth/create-admin';
import { backupName } from '../modules/backups/backup-folder';
import { backupBeforeMigrating } from '../modules/backups/before-migrating';
import { restoreBackup } from '../modules/backups/restore-backup';
import { openShopUploads } from '../modules/backups/shop-uploads';
import { type DatabaseSource, takeBackup } from '../modules/backups/take-backup';
import { S3ImageFiles } from '../providers/media/image-files';
import { seedDemoContent } from '../seed/seed';
import { createPrompter } from '../terminal/prompt';

/** What a command is handed: the server's settings and what was typed after its name. */
type CommandInput = {
  config: Config;
  values: Record<string, string | boolean | (string | boolean)[] | undefined>;
  positionals: string[];
  /** The arguments as typed, for a command that parses its own. */
  args: string[];
  print: (line: string) => void;
};

export type Command = {
  usage: string;
  help: string;
  options?: ParseArgsOptionsConfig;
  /** How many words may follow the command's name. */
  positionals?: number;
  run(input: CommandInput): Promise<void>;
};

/** Opens the shop's database as the server does: a backup is taken first if a migration would change a shop with orders. */
function openShopDatabase(config: Config, print: (line: string) => void): Promise<Database> {
  return openDatabase({ ...config, beforeMigrating: backupBeforeMigrating(config, print) });
}

/**
 * Backs the shop up from outside the server: PostgreSQL with pg_dump, the embedded database by
 * copying its folder, which needs the server stopped (a running server takes its own backups).
 */
async function backupFromHere(config: Config, file: string) {
  const uploads = await openShopUploads(config);
  try {
    const folder = path.dirname(file);
    const name = path.basename(file);
    if (config.databaseUrl) {
      return await takeBackup(
        { engine: 'postgres', databaseUrl: config.databaseUrl },
        uploads.files,
        folder,
        name,
      );
    }
    if (!config.dataDir) throw new BackupError('There is no DATA_DIR to back up.');
    const dbDir = path.join(config.dataDir, 'db');
    if (!fs.existsSync(dbDir)) throw new BackupError(`There is no embedded database in ${config.dataDir}.`);
    let release: () => void;
    try {
      release = acquireLock(`${dbDir}.lock`);
    } catch (error) {
      throw new BackupError(
        `${(error as Error).message}\nA running shop backs itself up into BACKUP_DIR (see docs/operations.md, "Data"); staff download the newest from the dashboard.`,
      );
    }
    try {
      // Nothing writes while the lock is held: the copy needs no pause.
      const source: DatabaseSource = {
        engine: 'pglite',
        embedded: { copyFiles: (into) => copyLiveFolder(dbDir, into, (work) => work()) },
      };
      return await takeBackup(source, uploads.files, folder, name);
    } finally {
      release();
    }
  } finally {
    uploads.close();
  }
}

/** Maintenance commands: `npm run cli -- <command>`, each reading the server's own settings. */
export const COMMANDS: Record<string, Command> = {
  migrate: {
    usage: 'migrate',
    help: 'bring the database schema up to date',
    async run({ config, print }) {
      const database = await openShopDatabase(config, print);
      await database.close();
      print(`The ${database.engine} database is up to date.`);
    },
  },
  seed: {
    usage: 'seed',
    help: 'add the demo catalogue to an empty database',
    async run({ config, print }) {
      const database = await openShopDatabase(config, print);
      try {
        const added = await seedDemoContent(database.db, { info: () => {} });
        print(added ? 'Demo catalogue added.' : 'The database already has a catalogue; nothing added.');
      } finally {
        await database.close();
      }
    },
  },
  backup: {
    usage: 'backup [--out FILE]',
    help: 'copy the database and the uploads to one file (embedded: stop the server first)',
    options: { out: { type: 'string' } },
    async run({ config, values, print }) {
      const engine = config.databaseUrl ? 'postgres' : 'pglite';
      const named = values.out as string | undefined;
      const out = path.resolve(named ?? path.join(config.backups.dir ?? '.', backupName(engine, new Date())));
      const taken = await backupFromHere(config, out);
      print(
        `Backed up the ${engine} database and ${taken.uploads} uploaded ${taken.uploads === 1 ? 'file' : 'files'} to ${out}.`,
      );
    },
  },
  restore: {
    usage: 'restore --from FILE [--replace]',
    help: 'put a backup in place (embedded: stop the server first)',
    options: { from: { type: 'string' }, replace: { type: 'boolean' } },
    async run({ config, values, print }) {
      const from = values.from as string | undefined;
      if (!from) throw new BackupError('Say which backup to restore: --from FILE.');
      const uploads = await openShopUploads(config);
      try {
        const restored = await restoreBackup(
          { databaseUrl: config.databaseUrl, dataDir: config.dataDir, uploads: uploads.files },
          from,
          values.replace === true,
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
    },
  },
  'move-to-postgres': {
    usage: 'move-to-postgres [--to URL] [--replace] [--images-to-bucket]',
    help: 'copy the embedded database to PostgreSQL (DATABASE_URL or --to; stop the server first)',
    options: {
      to: { type: 'string' },
      replace: { type: 'boolean' },
      'images-to-bucket': { type: 'boolean' },
    },
    async run({ config, values, print }) {
      const targetUrl = (values.to as string | undefined) ?? config.databaseUrl;
      if (!targetUrl) {
        throw new MoveError(
          'Say where the shop moves: set DATABASE_URL in the settings file, or give --to postgres://…',
        );
      }
      if (!config.dataDir)
        throw new MoveError('DATA_DIR names no folder: there is no embedded database to move.');
      const toBucket = values['images-to-bucket'] === true;
      if (toBucket && !config.media.s3) {
        throw new MoveError('--images-to-bucket needs the bucket: set S3_BUCKET (and its keys) first.');
      }
      const bucket = toBucket && config.media.s3 ? await S3ImageFiles.open(config.media.s3) : null;
      try {
        const report = await moveToPostgres({
          dataDir: config.dataDir,
          targetUrl,
          replace: values.replace === true,
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
          `Moved. Start the shop with DATABASE_URL set to this database${values.to ? ' (put it in the settings file)' : ''}; the embedded database is left as it was.`,
        );
      } finally {
        bucket?.close();
      }
    },
  },
  redact: {
    usage: 'redact <email>',
    help: "erase a person's email, name, phone and address from the activity log",
    positionals: 1,
    async run({ config, positionals, print }) {
      const [email] = positionals;
      if (!email?.includes('@')) {
        throw new CommandError('Say whose details to erase: redact someone@example.com');
      }
      const database = await openShopDatabase(config, print);
      try {
        const count = await redactPerson(database.db, email);
        print(
          `Redacted ${count} ${count === 1 ? 'entry' : 'entries'} of the activity log; they stay, without ${email}.`,
        );
      } finally {
        await database.close();
      }
    },
  },
  'create-admin': {
    usage: 'create-admin --email you@example.com [--password …]',
    help: 'add a staff account (asks for the password when left out)',
    options: { email: { type: 'string' }, password: { type: 'string' } },
    async run({ config, args, print }) {
      const prompter = createPrompter();
      try {
        await createAdmin(args, {
          config,
          openDatabase: () => openShopDatabase(config, print),
          prompter,
          print,
        });
      } finally {
        prompter.close();
      }
    },
  },
};
