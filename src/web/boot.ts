import './styles/global.css';
import './styles/footer.css';
// The public pages' own styles come with every page, as the server draws those pages: they show
// styled before the app runs. In this order, which is the cascade's.
import './styles/shop/basics.css';
import './styles/shop/hero.css';
import './styles/shop/home.css';
import './styles/shop/discography.css';
import './styles/shop/previews.css';
import './styles/shop/header.css';
import './styles/shop/store.css';
import './styles/shop/tour.css';
import './styles/shop/product.css';
import './styles/shop/bag.css';
import './styles/shop/order-facts.css';
import './styles/shop/about.css';
import './styles/shop/policy.css';
import { APP_PRELOADS_ID } from '../domain/pages/page-markup';
import { APP_READY_EVENT } from './app-ready-event';
import { skipToContent } from './page-heading';
import { reloadOnStaleChunk } from './reload-on-stale-chunk';

/**
 * The page's entry: its styles, and when to start the app (which brings the web fonts; until they
 * come, the fallbacks in global.css take exactly their room). A page the server drew is already there
 * to see and its links work, so the app's code runs once the page has loaded and painted, and never
 * holds up its pictures or its first paint on a slow phone. Its code is then asked for all at once:
 * the server put the preloads of the app's and the screen's chunks in an inert template, added to
 * the head when the app starts. A page the browser draws itself starts the app at once.
 */
// The app restores scroll positions itself (scroll-to-top.tsx). Said at once, not when the app
// starts: by then the browser would have put a reloaded page back where it was.
if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
reloadOnStaleChunk();
addEventListener('click', skipToContent);

let started = false;
function start() {
  if (started) return;
  started = true;
  const preloads = document.getElementById(APP_PRELOADS_ID);
  if (preloads instanceof HTMLTemplateElement) {
    // A page already shown can wait a few tasks for its app, and a slow phone's main thread is never
    // held long: the preloads are added (each asks for a file at once), then React's DOM renderer is
    // run, then the app.
    document.head.append(preloads.content);
    const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
    void nextTask()
      .then(() => import('react-dom/client'))
      .then(nextTask)
      .then(() => import('./main'));
  } else void import('./main');
}

/**
 * A phone's menu opens (or closes) at the tap, before the app has taken the page over: on a slow
 * phone its links are what the shopper wants at once. The tap is held too, and made again when the
 * app is ready, so the app's own menu opens with it and finds the page as it shows.
 */
function toggleMenu(control: HTMLElement) {
  const id = control.getAttribute('aria-controls');
  const menu = id ? document.getElementById(id) : null;
  if (!id || !(menu instanceof HTMLElement) || menu.localName !== 'nav') return;
  menu.hidden = !menu.hidden;
  for (const button of document.querySelectorAll(`[aria-controls="${id}"][aria-expanded]`)) {
    button.setAttribute('aria-expanded', String(!menu.hidden));
  }
}

/**
 * A tap on a button (ADD TO BAG, a colour, the menu) before the app has taken the page over would
 * do nothing: each is held, the app is started at once, and the taps are made again in their order
 * when it is ready. Links need no app, and go where they lead.
 */
const held: HTMLElement[] = [];
let replaying = false;
function hold(event: MouseEvent) {
  if (replaying) return;
  const target = event.target instanceof Element ? event.target : null;
  const control = target?.closest<HTMLElement>('button, input, select, textarea, label, summary');
  if (!control || control.closest('a[href]')) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held.push(control);
  toggleMenu(control);
  start();
}

/**
 * The held taps, one per task: React draws what a tap changed before the next task, so each tap
 * meets the screen the one before it left (a colour, then a size, then ADD TO BAG adds that colour
 * and size). Taps made meanwhile join the queue, in their order.
 */
function replayHeld() {
  const control = held.shift();
  if (!control) {
    removeEventListener('click', hold, { capture: true });
    return;
  }
  replaying = true;
  if (control.isConnected) control.click();
  replaying = false;
  setTimeout(replayHeld, 0);
}

function afterNextPaint(run: () => void) {
  requestAnimationFrame(() => setTimeout(run, 0));
}

if (!document.getElementById('root')?.hasChildNodes()) start();
else {
  addEventListener('click', hold, { capture: true });
  addEventListener(APP_READY_EVENT, () => replayHeld(), { once: true });
  if (document.readyState === 'complete') afterNextPaint(start);
  else addEventListener('load', () => afterNextPaint(start), { once: true });
}
