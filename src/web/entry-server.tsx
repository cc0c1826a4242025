import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app';
import { PhoneGuess, ServerPage, type ServerPageData } from './render-context';

/** What the server asks for: a page's address, the data its HTML carries, and its guess of the screen. */
export type RenderRequest = ServerPageData & {
  url: string;
  phone: boolean;
  signal?: AbortSignal;
  /** Told of each error inside the app; the page is still sent, that part drawn by the browser. */
  onError?: (error: unknown) => void;
};

/**
 * Draws a page to HTML on the server, for the root element; the browser hydrates it (main.tsx).
 * It waits for every screen to be ready, so the HTML holds the whole page, not a loading state.
 * Rejects if the app itself fails; a screen that fails inside its boundary is drawn by the browser.
 */
export async function render({ url, phone, signal, onError, ...data }: RenderRequest): Promise<string> {
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
}
