import { runSimulatorCommand } from '../../terminal/simulator-command';
import { startPaymentSimulator } from './simulator';

const DEFAULT_KEY = 'sk_test_simulator';

/**
 * `npm run sim:payment`: the Paystack simulator on a fixed port, to try online payment offline. It
 * prints the key to configure only when it is its own default; a key given to it is never repeated.
 */
const port = Number(process.env.PAYMENT_SIM_PORT ?? 4020);
const host = process.env.PAYMENT_SIM_HOST || '127.0.0.1';
const givenKey = process.env.PAYSTACK_SECRET_KEY?.trim() || undefined;
const webhookUrl =
  process.env.PAYMENT_SIM_WEBHOOK_URL || 'http://127.0.0.1:3000/api/payments/paystack/webhook';

runSimulatorCommand(
  'payment simulator',
  async () => {
    // A simulator has no business holding a live key: refuse it before it could be printed or logged.
    if (givenKey?.startsWith('sk_live_')) {
      throw new Error('PAYSTACK_SECRET_KEY is a live key; give the simulator a test key or none at all');
    }
    return startPaymentSimulator({ port, host, secretKey: givenKey ?? DEFAULT_KEY, webhookUrl });
  },
  ({ url }) => {
    const keyShown = givenKey ? '<the key you started the simulator with>' : DEFAULT_KEY;
    return [
      `  Payment simulator (Paystack protocol) at ${url}`,
      `  Webhooks go to ${webhookUrl}`,
      '',
      '  Point the server at it:',
      `    PAYSTACK_BASE_URL=${url} PAYSTACK_SECRET_KEY=${keyShown} npm start`,
      '',
      '  Control it:',
      `    curl -X POST ${url}/__control -d '{"failStatus":503}'          # fail API calls (add "failTimes":2 for two)`,
      `    curl -X POST ${url}/__control -d '{"delayMs":12000}'           # answer slowly`,
      `    curl -X POST ${url}/__control -d '{"webhooks":false}'          # keep webhooks (replay sends them)`,
      `    curl -X POST ${url}/__control -d '{"webhookDelayMs":5000}'     # webhook after the redirect`,
      `    curl -X POST ${url}/__transactions/REF/pay                     # pay without the browser`,
      `    curl -X POST ${url}/__webhooks/REF/replay                      # send the same webhook again`,
      `    curl -X POST ${url}/__reset                                    # back to normal, forget everything`,
      `    curl ${url}/__requests                                         # what it received and sent`,
    ];
  },
);
