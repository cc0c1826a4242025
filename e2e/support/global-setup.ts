import { startBuiltServer } from './built-server';

/** Starts the built server for the run and hands its address to the tests through E2E_BASE_URL. */
export default async function globalSetup() {
  const server = await startBuiltServer();
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  return () => server.stop();
}
