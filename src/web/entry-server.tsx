import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { RenderModule } from '../domain/pages/web-build';
import { App } from './app';
import { PhoneGuess, ServerPage } from './render-context';

/** The server's way into the app: it loads this module's build by the contract both sides import. */
export const { render } = {
  /**
   * Draws a page to HTML on the server, for the root element; the browser hydrates it (main.tsx).
   * It waits for every screen to be ready, so the HTML holds the whole page, not a loading state.
   * Rejects if the app itself fails; a screen that fails inside its boundary is drawn by the browser.
   */
  async render({ url, phone, signal, onError, ...data }) {
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <ServerPage value={data}>
          <PhoneGuess value={phone}>
            <StaticRouter location={url}>
              <App />
            </StaticRouter>
          </PhoneGuess>
        </ServerPage>
      </StrictMode>,
      { signal, onError },
    );
    const decoder = new TextDecoder();
    let html = '';
    for await (const chunk of prelude) {
      html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    }
    return html + decoder.decode();
  },
} satisfies RenderModule;
