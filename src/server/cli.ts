import { createAdmin } from './auth/create-admin';
import { loadConfig } from './config';
import { openDatabase } from './db/open';
import { seedDemoContent } from './seed/seed';
import { createPrompter } from './terminal/prompt';

/** Maintenance commands: `npm run cli -- migrate | seed | create-admin`. */
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
