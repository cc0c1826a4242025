// Started by boot.ts, which brings the page's styles. The web fonts come with the app: on a page the
// server drew, after the page has painted, so they never hold up its pictures on a slow phone.
import '@fontsource/anton/latin-400.css';
import '@fontsource-variable/inter/wght.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { PHONE_GUESS_ATTRIBUTE } from '../domain/pages/page-markup';
import { App } from './app';
import { PhoneGuess } from './render-context';
import { takeInitialCatalog } from './shop/features/catalog/initial-catalog';
import { useCartStore } from './state/cart-store';

const initialCatalog = takeInitialCatalog();
if (initialCatalog) useCartStore.getState().setCatalog(initialCatalog);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
const app = (
  <StrictMode>
    <PhoneGuess value={root.hasAttribute(PHONE_GUESS_ATTRIBUTE)}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </PhoneGuess>
  </StrictMode>
);
// A page the server drew is taken over where it stands, as a transition: React then yields to the
// browser every few milliseconds instead of holding a slow phone's main thread for the whole page,
// and a tap meanwhile is not kept waiting. Any other page is drawn here.
if (root.hasChildNodes()) {
  startTransition(() => {
    hydrateRoot(root, app, {
      // React puts a mismatch right by drawing that part again; it still is a fault to see and fix.
      onRecoverableError: (error) => console.error('The page did not hydrate as the server drew it:', error),
    });
  });
} else createRoot(root).render(app);
