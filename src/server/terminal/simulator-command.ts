/**
 * A provider simulator's command (`npm run sim:delivery`, `npm run sim:payment`): starts it, prints
 * what `describe` says (where it is, how to point the server at it, how to control it), and closes
 * it on Ctrl-C or SIGTERM. A failure to start is one line on stderr and exit code 1.
 */
export function runSimulatorCommand<T extends { close(): Promise<void> }>(
  name: string,
  start: () => Promise<T>,
  describe: (simulator: T) => string[],
): void {
  start()
    .then((simulator) => {
      process.stdout.write(['', ...describe(simulator), '', ''].join('\n'));
      for (const signal of ['SIGINT', 'SIGTERM'] as const) {
        process.once(signal, () => {
          simulator.close().then(() => process.exit(0));
        });
      }
    })
    .catch((error: unknown) => {
      process.stderr.write(
        `The ${name} could not start: ${error instanceof Error ? error.message : String(error)}\n`,
      );
      process.exit(1);
    });
}
