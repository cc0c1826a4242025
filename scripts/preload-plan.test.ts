import { expect, it } from 'vitest';
import { preloadPlan } from './preload-plan';

/** A build's chunks, as the bundle names them: each with the module it stands for and its static imports. */
function chunk(fileName: string, module: string, imports: string[] = [], isEntry = false) {
  return { type: 'chunk', fileName, facadeModuleId: `/site/src/web/${module}`, imports, isEntry };
}

const bundle = Object.fromEntries(
  [
    chunk('assets/index.js', 'boot.ts', [], true),
    chunk('assets/main.js', 'main.tsx', ['assets/react-dom.js', 'assets/paths.js']),
    chunk('assets/react-dom.js', 'react-dom'),
    chunk('assets/paths.js', 'paths.ts'),
    chunk('assets/store.js', 'shop/screens/store/store-screen.tsx', ['assets/paths.js', 'assets/price.js']),
    chunk('assets/price.js', 'components/price.tsx', ['assets/money.js']),
    chunk('assets/money.js', 'domain/money.ts'),
    chunk('assets/payment.js', 'shop/screens/cart/payment-step.tsx', [
      'assets/money.js',
      'assets/order-api.js',
    ]),
    chunk('assets/order-api.js', 'shop/features/orders/order-api.ts'),
    chunk('assets/login.js', 'admin/screens/login/login-screen.tsx', ['assets/sign-in-api.js']),
    chunk('assets/sign-in-api.js', 'admin/features/sign-in/sign-in-api.ts'),
    chunk('assets/admin-gate.js', 'admin/admin-gate.tsx', ['assets/paths.js']),
    chunk('assets/orders.js', 'admin/screens/orders/orders-screen.tsx', [
      'assets/sign-in-api.js',
      'assets/price.js',
    ]),
    chunk('assets/tour-screen.js', 'shop/screens/tour/tour-screen.tsx', ['assets/price.js']),
  ].map((c) => [c.fileName, c]),
);

/** What the plugin's hook is given as `this`: a build error stops the build. */
const context = {
  error: (message: string) => {
    throw new Error(message);
  },
};

function runPlugin(plan: ReturnType<typeof preloadPlan>, chunks: Record<string, unknown>) {
  const generateBundle = plan.plugin.generateBundle as (
    options: unknown,
    bundle: unknown,
    isWrite: boolean,
  ) => void;
  generateBundle.call(context, {}, chunks, false);
}

function planned() {
  const plan = preloadPlan();
  runPlugin(plan, bundle);
  return (file: string, deps: string[], hostId: string) =>
    plan.resolveDependencies(file, deps, { hostId, hostType: 'js' });
}

it("leaves out what the importing chunk has loaded: the app's chunks and its own imports", () => {
  const resolve = planned();
  expect(
    resolve(
      'assets/store.js',
      ['assets/store.js', 'assets/paths.js', 'assets/price.js', 'assets/money.js'],
      'assets/main.js',
    ),
  ).toEqual(['assets/store.js', 'assets/price.js', 'assets/money.js']);
  // The bag's screen has the money module already when it brings the payment step.
  expect(
    resolve(
      'assets/payment.js',
      ['assets/payment.js', 'assets/money.js', 'assets/order-api.js'],
      'assets/price.js',
    ),
  ).toEqual(['assets/payment.js', 'assets/order-api.js']);
});

it('names everything for the app itself, which the page’s entry starts', () => {
  const deps = ['assets/main.js', 'assets/react-dom.js', 'assets/paths.js'];
  expect(planned()('assets/main.js', deps, 'assets/index.js')).toEqual(deps);
});

it("names no staff chunk's files from the shop's code, and all of them inside the admin", () => {
  const resolve = planned();
  expect(resolve('assets/login.js', ['assets/login.js', 'assets/sign-in-api.js'], 'assets/main.js')).toEqual(
    [],
  );
  expect(
    resolve(
      'assets/orders.js',
      ['assets/orders.js', 'assets/sign-in-api.js', 'assets/price.js'],
      'assets/admin-gate.js',
    ),
  ).toEqual(['assets/orders.js', 'assets/sign-in-api.js', 'assets/price.js']);
});

it("names nothing for the tour's chunks", () => {
  expect(
    planned()('assets/tour-screen.js', ['assets/tour-screen.js', 'assets/price.js'], 'assets/main.js'),
  ).toEqual([]);
});

it('names everything for the page itself (its HTML)', () => {
  const plan = preloadPlan();
  runPlugin(plan, bundle);
  const deps = ['assets/paths.js'];
  expect(
    plan.resolveDependencies('assets/index.js', deps, { hostId: 'index.html', hostType: 'html' }),
  ).toEqual(deps);
});

it('refuses a build without the app', () => {
  expect(() => runPlugin(preloadPlan(), { 'assets/index.js': bundle['assets/index.js'] })).toThrow(
    'The build has no chunk for src/web/main.tsx.',
  );
});
