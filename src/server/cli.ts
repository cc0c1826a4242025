import { parseArgs } from 'node:util';
import { COMMANDS, type Command } from './cli/commands';
import { ConfigError, loadConfig } from './config';
import { describeDatabase } from './db/describe';
import { readSettings } from './settings-file';

/** `npm run cli -- <command> [options]`: the server's maintenance commands, on the server's settings. */
function usage(): string {
  const lines = Object.values(COMMANDS).map(({ usage, help }) => `  ${usage.padEnd(52)} ${help}`);
  return `Usage: npm run cli -- <command>\n\n${lines.join('\n')}`;
}

/** The command's flags, strictly: a flag it does not know is an error, not something ignored. */
function parse(name: string, command: Command, args: string[]) {
  try {
    const { values, positionals } = parseArgs({
      args,
      options: command.options ?? {},
      strict: true,
      allowPositionals: (command.positionals ?? 0) > 0,
    });
    if (positionals.length > (command.positionals ?? 0)) {
      throw new Error(`Unexpected argument '${positionals.at(-1)}'.`);
    }
    return { values, positionals };
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/\. To specify .*$/s, '.') : String(error);
    throw new ConfigError(`${reason}\nUsage: npm run cli -- ${COMMANDS[name]?.usage ?? name}`);
  }
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name ? COMMANDS[name] : undefined;
  if (!name || name === '--help' || name === 'help') {
    console.log(usage());
    return 0;
  }
  if (!command) {
    console.error(`There is no command '${name}'.\n\n${usage()}`);
    return 1;
  }
  const { values, positionals } = parse(name, command, args);
  const settings = readSettings();
  const config = loadConfig(settings.env);
  // Said before anything is opened, so a command pointed at the wrong database can be stopped.
  console.log(
    `Settings: ${settings.file ?? 'the environment only (no settings file)'}\nDatabase: ${describeDatabase(config.databaseUrl, config.dataDir)}`,
  );
  await command.run({ config, values, positionals, args, print: (line) => console.log(line) });
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
