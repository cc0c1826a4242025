import '@fontsource/anton/latin-400.css';
import '@fontsource-variable/inter/wght.css';
import './styles/global.css';
import './styles/storefront.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app';
import { useCartStore } from './store/cart-store';
import { takeInitialCatalog } from './store/initial-catalog';

const initialCatalog = takeInitialCatalog();
if (initialCatalog) useCartStore.getState().setCatalog(initialCatalog);

if ('scrollRestoration' in history) history.scrollRestoration = 'manual';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
