import type { ParseArgsOptionsConfig } from 'node:util';
import type { Config } from '../config';
import {
  BackupError,
  backupPglite,
  backupPostgres,
  defaultBackupName,
  restorePglite,
  restorePostgres,
} from '../db/backup';
import { MoveError, moveToPostgres } from '../db/move';
import { openDatabase } from '../db/open';
import { redactPerson } from '../modules/activity/redact';
import { CommandError, createAdmin } from '../modules/auth/create-admin';
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

/** Maintenance commands: `npm run cli -- <command>`, each reading the server's own settings. */
export const COMMANDS: Record<string, Command> = {
  migrate: {
    usage: 'migrate',
    help: 'bring the database schema up to date',
    async run({ config, print }) {
      const database = await openDatabase(config);
      await database.close();
      print(`The ${database.engine} database is up to date.`);
    },
  },
  seed: {
    usage: 'seed',
    help: 'add the demo catalogue to an empty database',
    async run({ config, print }) {
      const database = await openDatabase(config);
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
    help: 'copy the database to one file (embedded: stop the server first)',
    options: { out: { type: 'string' } },
    async run({ config, values, print }) {
      const engine = config.databaseUrl ? 'postgres' : 'pglite';
      const out = (values.out as string | undefined) ?? defaultBackupName(engine);
      if (config.databaseUrl) await backupPostgres(config.databaseUrl, out);
      else if (config.dataDir) await backupPglite(config.dataDir, out);
      print(`Backed up the ${engine} database to ${out}.`);
    },
  },
  restore: {
    usage: 'restore --from FILE [--replace]',
    help: 'put a backup in place (embedded: stop the server first)',
    options: { from: { type: 'string' }, replace: { type: 'boolean' } },
    async run({ config, values, print }) {
      const from = values.from as string | undefined;
      if (!from) throw new BackupError('Say which backup to restore: --from FILE.');
      if (config.databaseUrl) {
        await restorePostgres(config.databaseUrl, from);
        print(`Restored ${from} into the PostgreSQL database.`);
      } else if (config.dataDir) {
        const aside = await restorePglite(config.dataDir, from, values.replace === true);
        print(`Restored ${from}.${aside ? ` The database that was there is kept in ${aside}.` : ''}`);
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
      const database = await openDatabase(config);
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
        await createAdmin(args, { config, openDatabase: () => openDatabase(config), prompter, print });
      } finally {
        prompter.close();
      }
    },
  },
};
