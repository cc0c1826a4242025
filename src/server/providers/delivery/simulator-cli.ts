import { startDeliverySimulator } from './simulator';

/**
 * `npm run sim:delivery`: the Sendstack simulator on a fixed port, to try checkout with a provider
 * offline. Its keys are its own (DELIVERY_SIM_*), never the real SENDSTACK_* ones, because it prints them.
 */
async function main() {
  const port = Number(process.env.DELIVERY_SIM_PORT ?? 4010);
  const appId = process.env.DELIVERY_SIM_APP_ID || 'sim-app-id';
  const appSecret = process.env.DELIVERY_SIM_APP_SECRET || 'sim-app-secret';
  const simulator = await startDeliverySimulator({ port, appId, appSecret });
  const origin = new URL(simulator.url).origin;
  process.stdout.write(
    [
      '',
      `  Delivery simulator (Sendstack protocol) at ${simulator.url}`,
      '',
      '  Point the server at it:',
      `    SENDSTACK_BASE_URL=${simulator.url} SENDSTACK_APP_ID=${appId} SENDSTACK_APP_SECRET=${appSecret} npm start`,
      '',
      '  Control it:',
      `    curl -X POST ${origin}/__control -d '{"failStatus":503}'   # fail every call (add "failTimes":2 for two)`,
      `    curl -X POST ${origin}/__control -d '{"delayMs":9000}'     # answer slowly`,
      `    curl -X POST ${origin}/__reset                             # back to normal`,
      `    curl ${origin}/__requests                                  # what it received`,
      '',
      '',
    ].join('\n'),
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      simulator.close().then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `The delivery simulator could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
