/**
 * The routes that answer without a response schema, each with why: they send no JSON, or JSON
 * whose shape is not ours. Every other route under /api describes its answers (response-schema.ts);
 * a test holds the API to this list, and the API reference names these with their reasons.
 */
export const ROUTES_WITHOUT_SCHEMA: readonly { method: string; url: string; reason: string }[] = [
  {
    method: 'POST',
    url: '/api/payments/paystack/webhook',
    reason:
      'Paystack’s webhook: reads the raw body to check its signature, and only Paystack reads the answer.',
  },
  {
    method: 'GET',
    url: '/api/admin/backups/latest',
    reason: 'The newest backup file (a .tar.gz of the database and the uploads), to download and keep.',
  },
  {
    method: 'GET',
    url: '/api/admin/backups/:name',
    reason: 'One backup file from the list, by its name (a .tar.gz), to download and keep.',
  },
  {
    method: 'GET',
    url: '/api/admin/newsletter.csv',
    reason: 'A CSV file of the newsletter list, to open in a spreadsheet.',
  },
  {
    method: 'GET',
    url: '/api/admin/fans/export',
    reason: 'Everything held about one person, as a JSON file to hand them.',
  },
  {
    method: 'GET',
    url: '/api/admin/codes/batch.csv',
    reason: 'A CSV file of a batch of single-use codes, to hand out one per fan.',
  },
  {
    method: 'GET',
    url: '/api/admin/orders/export.csv',
    reason: 'A CSV file of the orders, streamed as it is read.',
  },
  { method: 'GET', url: '/api/admin/reference', reason: 'This page: HTML for people.' },
  {
    method: 'GET',
    url: '/api/admin/reference.json',
    reason: 'The OpenAPI document of the routes above: its shape is OpenAPI’s, not the shop’s.',
  },
  {
    method: 'POST',
    url: '/unsubscribe/:token',
    reason:
      'A list email’s one-click unsubscribe (RFC 8058): a mail app posts to the link itself and reads only the status.',
  },
  { method: 'GET', url: '/metrics', reason: 'Prometheus’s text format, for a scraper holding the token.' },
  { method: 'GET', url: '/robots.txt', reason: 'Plain text for crawlers.' },
  { method: 'GET', url: '/sitemap.xml', reason: 'XML for crawlers.' },
  {
    method: 'GET',
    url: '/tour.ics',
    reason: 'The upcoming shows as an iCalendar feed, for fans’ calendars.',
  },
  { method: 'GET', url: '/email-logo.png', reason: 'An image, for the header of order emails.' },
  { method: 'GET', url: '/media/*', reason: 'The artist’s media files.' },
  {
    method: 'GET',
    url: '/uploads/*',
    reason: 'Uploaded images, from a folder.',
  },
  {
    method: 'GET',
    url: '/uploads/:name',
    reason: 'Uploaded images, from the S3 bucket or by a redirect to the CDN in front of it.',
  },
  {
    method: 'GET',
    url: '/*',
    reason:
      'The web app’s pages (HTML, and redirects to the public address) and the files of its build; an unknown /api address is a JSON 404 here.',
  },
];
