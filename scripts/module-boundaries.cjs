// Which capability (src/server/modules/<name>) may import which, and the rules that hold the code
// to it: read by .dependency-cruiser.cjs, which `npm run lint` runs over src/server.

/**
 * The capabilities a capability may import from, each with why. A new line here is a decision:
 * prefer the kernel, an event the other capability registers for, or a function in src/domain.
 */
const ALLOWED = {
  catalog: {
    stock: 'moves stock through the ledger',
    waitlist: 'a restock tells those waiting',
  },
  codes: { catalog: 'a code is tried against the bag at its catalogue prices' },
  newsletter: {
    activity: 'erasing a person redacts the activity log',
    checkout: 'erasing a person drops their saved bags',
    orders: 'a person’s data names their orders’ stages',
    waitlist: 'erasing a person leaves the waitlists',
  },
  orders: {
    catalog: 'an order is priced from the catalogue and drops its cache',
    checkout: 'a placed order ends its checkout reminder',
    codes: 'an order applies and redeems a code',
    stock: 'an order takes and gives back stock through the ledger',
  },
  reference: { site: 'the API reference is drawn in the site’s head' },
  site: {
    catalog: 'the pages show the catalogue',
    content: 'the pages show the artist’s content',
  },
  uploads: { site: 'an upload’s page route' },
};

/** Throws when the allowed imports go round in a circle: capabilities form layers, not a web. */
function assertNoCircle(allowed) {
  const state = new Map();
  const visit = (name, trail) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'open') {
      throw new Error(
        `scripts/module-boundaries.cjs: the allowed imports go round: ${[...trail, name].join(' → ')}`,
      );
    }
    state.set(name, 'open');
    for (const next of Object.keys(allowed[name] ?? {})) visit(next, [...trail, name]);
    state.set(name, 'done');
  };
  for (const name of Object.keys(allowed)) visit(name, []);
}

/** One rule per capability: any other capability it imports, outside its list, is an error. */
function moduleRules(allowed) {
  const modules = 'src/server/modules';
  return Object.entries(allowed)
    .map(([name, targets]) => [name, Object.keys(targets)])
    .concat([['[^/]+', []]])
    .map(([name, targets]) => ({
      name:
        name === '[^/]+' ? 'module-imports-only-where-listed' : `module-imports-only-where-listed:${name}`,
      comment: 'A capability imports another only where scripts/module-boundaries.cjs lists it.',
      severity: 'error',
      from: {
        path: `^${modules}/(${name})/`,
        pathNot: [
          '\\.test\\.ts$',
          // Listed modules get their own rule above; the catch-all covers the rest.
          ...(name === '[^/]+' ? Object.keys(allowed).map((listed) => `^${modules}/${listed}/`) : []),
        ],
      },
      to: {
        path: `^${modules}/[^/]+/`,
        pathNot: [`^${modules}/$1/`, ...targets.map((target) => `^${modules}/${target}/`)],
      },
    }));
}

module.exports = { ALLOWED, assertNoCircle, moduleRules };
