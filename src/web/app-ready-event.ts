/** Sent on the window once the app has taken over the page (hydrated it, or drawn it); see app-ready.ts. */
export const APP_READY_EVENT = 'stagefront:ready';
