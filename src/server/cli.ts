import { Command, CommanderError, Option } from 'commander';
import { becomeUser, ownerToActAs } from './cli/act-as-owner';
import {
  backupCommand,
  type CommandContext,
  createAdminCommand,
  listBackupsCommand,
  migrateCommand,
  moveToPostgresCommand,
  redactCommand,
  restoreCommand,
  seedCommand,
} from './cli/commands';
import { routeFor } from './cli/control-client';
import { registerServiceCommands } from './cli/service-commands';
import { ConfigError, loadConfig } from './config';
import { describeDatabase } from './db/describe';
import { readInstallation } from './installation';
import { projectRoot } from './paths';
import { readSettings } from './settings-file';

/**
 * The shop's maintenance context: the server's own settings, the user the work is done as (root
 * acts as the owner of DATA_DIR, so nothing it writes is root's), and where the work is done (the
 * running shop, when it holds the embedded database). Said before anything is opened, so a
 * command pointed at the wrong database can be stopped.
 */
function shopContext(): CommandContext {
  const settings = readSettings();
  const config = loadConfig(settings.env, settings.origin);
  const installation = readInstallation(projectRoot);
  const owner = ownerToActAs({
    uid: process.getuid?.() ?? 0,
    dataDir: config.dataDir,
    serviceUser: installation?.user ?? null,
  });
  if (owner) becomeUser(owner);
  const print = (line: string) => console.log(line);
  print(`Settings: ${settings.file ?? 'the environment only (no settings file)'}`);
  print(`Database: ${describeDatabase(config.databaseUrl, config.dataDir)}`);
  if (owner) print(`As: ${owner.name}, who owns ${config.dataDir}`);
  return { config, route: routeFor(config), print };
}

const program = new Command('stagefront')
  .description("The artist's site and shop: its maintenance commands, on the server's own settings.")
  .usage('<command> [options]')
  .showHelpAfterError('(stagefront <command> --help says how to use it)')
  .exitOverride();
program.addHelpText(
  'after',
  `
Running the shop as a service (docs/operations.md):
  stagefront install ARCHIVE     set it up
  stagefront doctor              check it
  stagefront update ARCHIVE      switch to a new release
  stagefront update --rollback   go back to the release before

In a checkout, npm run cli -- <command> runs the same.`,
);

program
  .command('migrate')
  .description('bring the database schema up to date')
  .action(() => migrateCommand(shopContext()));
program
  .command('seed')
  .description('add the demo catalogue to an empty database')
  .action(() => seedCommand(shopContext()));
program
  .command('backup')
  .description('copy the database and the uploads to one file, while the shop runs or not')
  .option('--out <file>', 'where to write it (else a dated name in BACKUP_DIR)')
  .addOption(new Option('--before-upgrade-to <version>').hideHelp())
  .action((options: { out?: string; beforeUpgradeTo?: string }) => backupCommand(shopContext(), options));
program
  .command('backups')
  .description('list the backups in BACKUP_DIR, newest first')
  .action(() => listBackupsCommand(shopContext()));
program
  .command('restore')
  .description('put a backup in place (the shop stopped)')
  .option('--from <file>', 'the backup to restore')
  .option('--replace', 'replace the database that is there (it is kept aside)')
  .action((options: { from?: string; replace?: boolean }) => restoreCommand(shopContext(), options));
program
  .command('move-to-postgres')
  .description('copy the embedded database to PostgreSQL (DATABASE_URL or --to; the shop stopped)')
  .option('--to <url>', 'the PostgreSQL database to copy into, when the settings do not name it')
  .option('--replace', 'empty that database first (its data is lost)')
  .option('--images-to-bucket', 'copy the uploaded images into the S3 bucket too')
  .action((options: { to?: string; replace?: boolean; imagesToBucket?: boolean }) =>
    moveToPostgresCommand(shopContext(), options),
  );
program
  .command('redact')
  .description("erase a person's email, name, phone and address from the activity log")
  .argument('<email>', 'whose details to erase')
  .action((email: string) => redactCommand(shopContext(), email));
program
  .command('create-admin')
  .description('add an owner account; the password is asked, or read from standard input')
  .option('--email <email>', 'the account’s email')
  .addOption(new Option('--password <password>').hideHelp())
  .action((options: { email?: string; password?: string }) => createAdminCommand(shopContext(), options));
registerServiceCommands(program);

async function main(argv: string[]): Promise<number> {
  if (argv.length === 0) {
    program.outputHelp({ error: true });
    return 1;
  }
  try {
    await program.parseAsync(argv, { from: 'user' });
    return typeof process.exitCode === 'number' ? process.exitCode : 0;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode;
    throw error;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof ConfigError || (error instanceof Error && error.name !== 'Error');
    console.error(error instanceof Error ? error.message : error);
    if (!known && error instanceof Error && process.env.LOG_LEVEL === 'debug') console.error(error.stack);
    process.exit(1);
  },
);
