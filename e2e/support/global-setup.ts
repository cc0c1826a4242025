import { peakRssMb } from '../../bench/memory';
import { startDeliverySimulator } from '../../src/server/providers/delivery/simulator';
import { startPaymentSimulator } from '../../src/server/providers/payment/simulator';
import { startBuiltServer } from './built-server';

/** A delivery secret that must never reach the browser; the checkout tests look for it. */
export const E2E_DELIVERY_SECRET = 'e2e-sendstack-secret-never-in-the-browser';
/** The demo staff account the server creates on its first start. */
export const E2E_STAFF = { email: 'staff@stagefront.local', password: 'e2e-staff-Password-1' };
/** The payment provider's secret key: it signs webhooks and must never reach the browser either. */
export const E2E_PAYMENT_SECRET = 'sk_test_e2e_payment_secret_never_in_the_browser';
export const E2E_BANK_DETAILS = 'GTBank · 0123456789 · Stagefront Merch Ltd';

/**
 * Starts the delivery and payment providers' simulators and the built server pointed at them, and
 * hands their addresses to the tests through the environment.
 */
export default async function globalSetup() {
  const simulator = await startDeliverySimulator({ appId: 'e2e-app-id', appSecret: E2E_DELIVERY_SECRET });
  const payments = await startPaymentSimulator({ secretKey: E2E_PAYMENT_SECRET });
  const server = await startBuiltServer({
    SENDSTACK_BASE_URL: simulator.url,
    SENDSTACK_APP_ID: 'e2e-app-id',
    SENDSTACK_APP_SECRET: E2E_DELIVERY_SECRET,
    PAYSTACK_BASE_URL: payments.url,
    PAYSTACK_SECRET_KEY: E2E_PAYMENT_SECRET,
    BANK_TRANSFER_DETAILS: E2E_BANK_DETAILS,
    SHOP_EMAIL: 'orders@stagefront.local',
    DEMO_STAFF_PASSWORD: E2E_STAFF.password,
  });
  payments.setMode({ webhookUrl: `${server.url}/api/payments/paystack/webhook` });
  // A new shop with the demo, as `npm start` first makes it: the most its start held (go-live.spec.ts).
  process.env.E2E_DEMO_START_PEAK_MB = String(peakRssMb(server.pid));
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_DELIVERY_SIM_ORIGIN = new URL(simulator.url).origin;
  process.env.E2E_PAYMENT_SIM_ORIGIN = new URL(payments.url).origin;
  return async () => {
    await server.stop();
    await simulator.close();
    await payments.close();
  };
}
