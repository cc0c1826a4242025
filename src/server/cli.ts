import { loadConfig } from './config';
import { openDatabase } from './db/open';
import { seedDemoContent } from './seed/seed';

/** Maintenance commands: `npm run cli -- migrate | seed`. */
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
};

const [name] = process.argv.slice(2);
const command = name ? commands[name] : undefined;
if (!command) {
  console.log('Usage: npm run cli -- <command>\n');
  for (const [key, { help }] of Object.entries(commands)) console.log(`  ${key.padEnd(10)} ${help}`);
  process.exit(name ? 1 : 0);
}
command.run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
