// The ceiling for this machine: a bare node:http server answering every request with the same
// bytes and headers. Run as a process of its own, like the app, so it is measured on equal terms.
import fs from 'node:fs';
import http from 'node:http';

const [bodyFile, headersJson] = process.argv.slice(2);
const body = fs.readFileSync(bodyFile);
const headers = { ...JSON.parse(headersJson ?? '{}'), 'content-length': body.length };
const server = http.createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`listening on ${server.address().port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
