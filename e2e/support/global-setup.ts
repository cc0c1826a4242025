import { startDeliverySimulator } from '../../src/server/delivery/simulator';
import { startBuiltServer } from './built-server';

/** A delivery secret that must never reach the browser; the checkout tests look for it. */
export const E2E_DELIVERY_SECRET = 'e2e-sendstack-secret-never-in-the-browser';
/** The demo staff account the server creates on its first start. */
export const E2E_STAFF = { email: 'staff@stagefront.local', password: 'e2e-staff-Password-1' };

/**
 * Starts the delivery provider's simulator and the built server pointed at it, and hands their
 * addresses to the tests through the environment.
 */
export default async function globalSetup() {
  const simulator = await startDeliverySimulator({ appId: 'e2e-app-id', appSecret: E2E_DELIVERY_SECRET });
  const server = await startBuiltServer({
    SENDSTACK_BASE_URL: simulator.url,
    SENDSTACK_APP_ID: 'e2e-app-id',
    SENDSTACK_APP_SECRET: E2E_DELIVERY_SECRET,
    DEMO_STAFF_PASSWORD: E2E_STAFF.password,
  });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_DELIVERY_SIM_ORIGIN = new URL(simulator.url).origin;
  return async () => {
    await server.stop();
    await simulator.close();
  };
}
