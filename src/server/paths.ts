import { fileURLToPath } from 'node:url';

/**
 * The project root. This module sits two folders deep both as source (src/server/paths.ts)
 * and once bundled (dist/server/server.js), so the same relative step finds the root.
 */
export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
