// The stream benchmark's WebSocket participant, in its own process so serving does not share the
// client's thread. Prints its port, then streams `count` realistic transactions (the update list of
// data.ts, offsets renumbered) on `/v2/updates` after the request's `beginExclusive`, pausing while
// the socket's send buffer is full, and closes normally after `endInclusive`.
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';
import { largeUpdateList } from './data.ts';

const count = Number(process.argv[2] ?? 100_000);
// 1000 distinct transactions; frame i is template (i mod 1000) with its offsets set to i.
const templates = (JSON.parse(largeUpdateList(1000)) as unknown[]).map((element) => JSON.stringify(element).split(/"offset":\d+/));
const frame = (offset: number) => templates[offset % templates.length]!.join(`"offset":${offset}`);

const server = createServer((_req, res) => res.writeHead(404).end());
const wss = new WebSocketServer({ server, handleProtocols: (protocols) => (protocols.has('daml.ws.auth') ? 'daml.ws.auth' : false) });
wss.on('connection', (ws) => {
  ws.once('message', (data: Buffer) => {
    const request = JSON.parse(data.toString()) as { beginExclusive: number; endInclusive?: number };
    const last = Math.min(count, request.endInclusive ?? count);
    let next = request.beginExclusive + 1;
    const pump = () => {
      while (next <= last && ws.readyState === ws.OPEN) {
        ws.send(frame(next++));
        if (ws.bufferedAmount > 1 << 20) return void setImmediate(pump);
      }
      if (ws.readyState === ws.OPEN) ws.close(1000);
    };
    pump();
  });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`${typeof address === 'object' && address ? address.port : 0} ${frame(1).length}`);
});
