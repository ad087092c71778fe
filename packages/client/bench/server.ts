// The benchmark's HTTP server, in its own process so serving does not share the client's thread.
// Prints its port, then answers every known path with a fixed body until killed.
import { createServer } from 'node:http';
import { largeUpdateList, small } from './data.ts';

const bodies: Record<string, Buffer> = {
  '/large/v2/updates': Buffer.from(largeUpdateList(Number(process.argv[2] ?? 2500))),
  '/small/v2/updates': Buffer.from(small.updates),
  '/api/scan/v0/scans': Buffer.from(small.scans),
  '/api/validator/v0/wallet/transfer-offers/bench/status': Buffer.from(small.offer),
};

const server = createServer((req, res) => {
  // Drain the request body first, as a real server would.
  req.resume();
  req.on('end', () => {
    const body = bodies[(req.url ?? '').split('?')[0]!];
    if (body === undefined) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length }).end(body);
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`${typeof address === 'object' && address ? address.port : 0} ${bodies['/large/v2/updates']!.length}`);
});
