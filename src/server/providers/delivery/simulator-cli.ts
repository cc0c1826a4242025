import { runSimulatorCommand } from '../../terminal/simulator-command';
import { startDeliverySimulator } from './simulator';

/**
 * `npm run sim:delivery`: the Sendstack simulator on a fixed port, to try checkout with a provider
 * offline. Its keys are its own (DELIVERY_SIM_*), never the real SENDSTACK_* ones, because it prints them.
 */
const port = Number(process.env.DELIVERY_SIM_PORT ?? 4010);
const appId = process.env.DELIVERY_SIM_APP_ID || 'sim-app-id';
const appSecret = process.env.DELIVERY_SIM_APP_SECRET || 'sim-app-secret';

runSimulatorCommand(
  'delivery simulator',
  () => startDeliverySimulator({ port, appId, appSecret }),
  (simulator) => {
    const origin = new URL(simulator.url).origin;
    return [
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
    ];
  },
);
