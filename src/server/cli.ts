import { loadConfig } from './config';
import {
  BackupError,
  backupPglite,
  backupPostgres,
  defaultBackupName,
  restorePglite,
  restorePostgres,
} from './db/backup';
import { openDatabase } from './db/open';
import { redactPerson } from './modules/activity/redact';
import { createAdmin } from './modules/auth/create-admin';
import { seedDemoContent } from './seed/seed';
import { createPrompter } from './terminal/prompt';

/** The value after `--name` on the command line, if any. */
function option(name: string): string | undefined {
  const args = process.argv.slice(3);
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}

/** Maintenance commands: `npm run cli -- migrate | seed | create-admin | backup | restore | redact`. */
const commands: Record<string, { help: string; run: () => Promise<void> }> = {
  migrate: {
    help: 'bring the database schema up to date',
    async run() {
      const database = await openDatabase(loadConfig());
      await database.close();
      console.log(`The ${database.engine} database is up to date.`);
    },
  },
  seed: {
    help: 'add the demo catalogue to an empty database',
    async run() {
      const database = await openDatabase(loadConfig());
      try {
        const added = await seedDemoContent(database.db, { info: () => {} });
        console.log(added ? 'Demo catalogue added.' : 'The database already has a catalogue; nothing added.');
      } finally {
        await database.close();
      }
    },
  },
  backup: {
    help: 'copy the database to one file: [--out FILE] (embedded: stop the server first)',
    async run() {
      const config = loadConfig();
      const engine = config.databaseUrl ? 'postgres' : 'pglite';
      const out = option('out') ?? defaultBackupName(engine);
      if (config.databaseUrl) await backupPostgres(config.databaseUrl, out);
      else if (config.dataDir) await backupPglite(config.dataDir, out);
      console.log(`Backed up the ${engine} database to ${out}.`);
    },
  },
  restore: {
    help: 'put a backup in place: --from FILE [--replace] (embedded: stop the server first)',
    async run() {
      const config = loadConfig();
      const from = option('from');
      if (!from) throw new BackupError('Say which backup to restore: --from FILE.');
      if (config.databaseUrl) {
        await restorePostgres(config.databaseUrl, from);
        console.log(`Restored ${from} into the PostgreSQL database.`);
      } else if (config.dataDir) {
        const aside = await restorePglite(config.dataDir, from, process.argv.includes('--replace'));
        console.log(`Restored ${from}.${aside ? ` The database that was there is kept in ${aside}.` : ''}`);
      }
    },
  },
  redact: {
    help: "erase a person's email, name, phone and address from the activity log: redact <email>",
    async run() {
      const email = process.argv[3];
      if (!email?.includes('@')) throw new Error('Say whose details to erase: redact someone@example.com');
      const database = await openDatabase(loadConfig());
      try {
        const count = await redactPerson(database.db, email);
        console.log(
          `Redacted ${count} ${count === 1 ? 'entry' : 'entries'} of the activity log; they stay, without ${email}.`,
        );
      } finally {
        await database.close();
      }
    },
  },
  'create-admin': {
    help: 'add a staff account: --email you@example.com [--password …] (asks when left out)',
    async run() {
      const config = loadConfig();
      const prompter = createPrompter();
      try {
        await createAdmin(process.argv.slice(3), {
          config,
          openDatabase: () => openDatabase(config),
          prompter,
          print: (line) => console.log(line),
        });
      } finally {
        prompter.close();
      }
    },
  },
};

const [name] = process.argv.slice(2);
const command = name ? commands[name] : undefined;
if (!command) {
  console.log('Usage: npm run cli -- <command>\n');
  for (const [key, { help }] of Object.entries(commands)) console.log(`  ${key.padEnd(13)} ${help}`);
  process.exit(name ? 1 : 0);
}
command.run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
