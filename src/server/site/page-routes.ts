/**
 * The paths the web app answers. The server needs them to answer an unknown path with a 404
 * status (while still sending the app, which shows its own not-found page).
 */
const pagePatterns: RegExp[] = [
  /^\/$/,
  /^\/about$/,
  /^\/store$/,
  /^\/store\/[^/]+$/,
  /^\/discography$/,
  /^\/discography\/[^/]+$/,
  /^\/cart$/,
  /^\/orders\/[^/]+$/,
  /^\/login$/,
  /^\/admin(?:\/[^/]+)*$/,
];

export function isPagePath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return pagePatterns.some((pattern) => pattern.test(path));
}
