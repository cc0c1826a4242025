import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { platformIconsPlugin } from './scripts/platform-icon-sprite';
import { preloadPlan } from './scripts/preload-plan';
import { PAGE_SCREENS_FILE } from './src/domain/pages/web-build';
import { PAGE_SCREENS } from './src/web/page-screens';

const apiPort = process.env.PORT ?? '3000';

/** Writes each page's screen module beside the build's manifest: the server preloads a page's chunks by it. */
function pageScreensPlugin(): Plugin {
  return {
    name: 'stagefront-page-screens',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: PAGE_SCREENS_FILE, source: JSON.stringify(PAGE_SCREENS) });
    },
  };
}

const preloads = preloadPlan();

export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'src/web',
  resolve: {
    // React Router's package names only its development build (its warnings and checks, ~5 KB more
    // on every page; remix-run/react-router#14753): the builds take its production one.
    alias:
      command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            },
          ]
        : [],
  },
  publicDir: 'public',
  // .env at the project root, like the server's.
  envDir: '../..',
  plugins: [
    react(),
    platformIconsPlugin(fileURLToPath(new URL('node_modules/.cache/stagefront', import.meta.url))),
    !isSsrBuild && pageScreensPlugin(),
    !isSsrBuild && preloads.plugin,
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 2048,
    // The server reads it to preload each page's own chunk with the page.
    manifest: !isSsrBuild,
    // Every browser the site supports preloads modules itself: no polyfill in the page's entry.
    modulePreload: {
      polyfill: false,
      // What each lazy import names for preloading: scripts/preload-plan.ts.
      resolveDependencies: preloads.resolveDependencies,
    },
    // The server build (entry-server.tsx, in dist/ssr) draws pages; the public files are the browser build's.
    copyPublicDir: !isSsrBuild,
    // React, its DOM and its JSX runtime load on every page: one chunk. Left to itself, the bundler
    // files the JSX runtime with whatever else the same screens import, and a new lazy chunk that
    // imports it without those split it out again (a file more, 0.1 KB more on the home page).
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [{ name: 'client', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
            },
          },
        },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/media': `http://127.0.0.1:${apiPort}`,
      '/uploads': `http://127.0.0.1:${apiPort}`,
    },
  },
}));
