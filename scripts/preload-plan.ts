import type { Plugin } from 'vite';

type ResolveDependencies = (
  file: string,
  deps: string[],
  context: { hostId: string; hostType: 'html' | 'js' },
) => string[];

/**
 * Which files a lazy import names for the browser to preload with its chunk (Vite's
 * `modulePreload.resolveDependencies`). Every name is carried by the chunk that imports, so the
 * shop's app (main.tsx), which imports every screen, carries them all on every page's first load.
 * Left out:
 * - what the importing chunk has loaded already: its own imports, and the app's chunks (main.tsx
 *   and what it imports), which every page has run before any screen; the page's entry (boot.ts)
 *   starts the app, so its imports still name them;
 * - the staff app's chunks (the sign-in screens and the admin's frame) when the shop's code imports
 *   them: a staff page opened at its address has its files preloaded by the server (page-screens.ts),
 *   and a move to one inside the app, rare, fetches them as it goes;
 * - the tour's chunks (the page's screen, the home page's section): they import what they need when
 *   loaded, and their styles are the public pages' own.
 * Together they weighed 1.5 KB (gzip) on every first load.
 */
export function preloadPlan(): { plugin: Plugin; resolveDependencies: ResolveDependencies } {
  const app = new Set<string>();
  const entries = new Set<string>();
  const staff = new Set<string>();
  /** Each chunk's static imports, and what each chunk has loaded by the time it runs (memoised). */
  const imports = new Map<string, string[]>();
  const loaded = new Map<string, Set<string>>();
  /** Adds `file` and every chunk it imports, however deep, to `files`. */
  const reach = (file: string, files: Set<string>) => {
    if (files.has(file)) return;
    files.add(file);
    for (const next of imports.get(file) ?? []) reach(next, files);
  };
  const loadedBy = (file: string): Set<string> => {
    let files = loaded.get(file);
    if (files) return files;
    files = new Set(app);
    reach(file, files);
    loaded.set(file, files);
    return files;
  };
  const plugin: Plugin = {
    name: 'stagefront:preload-plan',
    apply: 'build',
    // Runs before Vite's own generateBundle, which asks resolveDependencies below.
    generateBundle(_options, bundle) {
      for (const set of [app, entries, staff]) set.clear();
      imports.clear();
      loaded.clear();
      let main: string | undefined;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        imports.set(chunk.fileName, chunk.imports);
        const module = chunk.facadeModuleId?.replaceAll('\\', '/') ?? '';
        if (chunk.isEntry) entries.add(chunk.fileName);
        if (module.endsWith('/src/web/main.tsx')) main = chunk.fileName;
        if (module.includes('/src/web/admin/')) staff.add(chunk.fileName);
      }
      if (!main) return this.error('The build has no chunk for src/web/main.tsx.');
      reach(main, app);
    },
  };
  const resolveDependencies: ResolveDependencies = (file, deps, { hostId, hostType }) => {
    if (hostType === 'html' || entries.has(hostId)) return deps;
    if (/tour-(screen|section)/.test(file)) return [];
    if (staff.has(file) && !staff.has(hostId)) return [];
    const there = loadedBy(hostId);
    return deps.filter((dep) => !there.has(dep));
  };
  return { plugin, resolveDependencies };
}
