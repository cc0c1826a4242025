import '@fontsource/anton/latin-400.css';
import '@fontsource-variable/inter/wght.css';
import './styles/global.css';
import './styles/storefront.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app';
import { PHONE_GUESS_ATTRIBUTE, PhoneGuess } from './render-context';
import { useCartStore } from './store/cart-store';
import { takeInitialCatalog } from './store/initial-catalog';

const initialCatalog = takeInitialCatalog();
if (initialCatalog) useCartStore.getState().setCatalog(initialCatalog);

if ('scrollRestoration' in history) history.scrollRestoration = 'manual';

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
// A page the server drew is taken over where it stands; any other is drawn here.
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
