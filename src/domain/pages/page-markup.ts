/**
 * The names by which the web app finds what the server wrote into a page. Kept apart from the page
 * manifest so the page's small entry script can read them without the manifest.
 */

/**
 * The attribute the server puts on the app's root element when it drew the page for a phone; the
 * browser hydrates with the same guess.
 */
export const PHONE_GUESS_ATTRIBUTE = 'data-phone';

/**
 * The id of the inert template in which the server leaves a drawn page's preloads of the app's
 * code; the page's entry adds them to the head when it starts the app.
 */
export const APP_PRELOADS_ID = 'app-preloads';

/** The id of the one script element that carries the page's data (PageData, page-data.ts). */
export const PAGE_DATA_ID = 'page-data';
