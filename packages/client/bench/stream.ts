// `npm run bench` (second part): 100k updates streamed over WebSocket from a local participant
// (bench/ws-server.ts, its own process). Throughput of `streamUpdates` against the platform WebSocket
// + JSON.parse in the same run (and @canton-network/core-asyncapi-client, the Canton Network's own
// WebSocket client, on the same stream), then the memory each keeps while a slow consumer reads.
// Runs against dist/; nothing asserts: the targets are printed next to the measurements.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setImmediate as tick } from 'node:timers/promises';
import { WebSocketClient } from '@canton-network/core-asyncapi-client';
import { createLedgerClient } from '@canton-openapi/client/ledger';
import { median, table } from './stats.ts';

const here = dirname(fileURLToPath(import.meta.url));
const count = Number(process.env.BENCH_STREAM_UPDATES ?? 100_000);
// 11 rounds: a variant's ratio moves by a few percent between runs of 7 on a busy machine.
const rounds = Number(process.env.BENCH_STREAM_ROUNDS ?? 11);
const token = 'bench-token';

const server = spawn(process.execPath, [join(here, 'ws-server.ts'), String(count)], { stdio: ['ignore', 'pipe', 'inherit'] });
const [port, frameBytes] = await new Promise<number[]>((resolve) =>
  createInterface({ input: server.stdout! }).once('line', (line) => resolve(line.split(' ').map(Number))),
);
process.on('exit', () => server.kill());
const baseUrl = `http://127.0.0.1:${port}`;
const request = { beginExclusive: 0, endInclusive: count };
const ledger = createLedgerClient({ baseUrl, token, logger: false });
const ledgerBig = createLedgerClient({ baseUrl, token, logger: false, int64: 'bigint' });
// The peer logs through pino at level info; its messages go to stdout, so they are kept out of the table.
const peer = new WebSocketClient({
  baseUrl: baseUrl.replace('http', 'ws'),
  accessTokenProvider: { getAccessToken: async () => token } as never,
  version: '3.5',
});

/** Items read, and a value of each so that no variant can skip its work. */
type Run = (consume: (item: unknown) => Promise<void> | void) => Promise<number>;

const raw: Run = (consume) =>
  new Promise((resolve, reject) => {
    let n = 0;
    const ws = new WebSocket(`${baseUrl.replace('http', 'ws')}/v2/updates`, [`jwt.token.${token}`, 'daml.ws.auth']);
    ws.onopen = () => ws.send(JSON.stringify(request));
    ws.onmessage = (event) => {
      consume(JSON.parse(event.data as string));
      n++;
    };
    ws.onerror = () => reject(new Error('raw WebSocket failed'));
    ws.onclose = () => resolve(n);
  });

const streamOf =
  (client: typeof ledger | typeof ledgerBig): Run =>
  async (consume) => {
    let n = 0;
    for await (const item of client.streamUpdates(request)) {
      // Awaited only when it returns a promise (the slow consumer): raw's onmessage awaits nothing,
      // and an `await` of a plain value would bill a microtask per item to the iterator.
      const pending = consume(item);
      if (pending !== undefined) await pending;
      n++;
    }
    return n;
  };
const ours = streamOf(ledger);

const theirs: Run = async (consume) => {
  let n = 0;
  for await (const item of peer.streamUpdates({ ...request, templateIds: [], partyId: 'Alice::1220aa' as never })) {
    const pending = consume(item);
    if (pending !== undefined) await pending;
    n++;
  }
  return n;
};

const variants: [string, Run][] = [
  ['platform WebSocket + JSON.parse', raw],
  ['streamUpdates', ours],
  ["streamUpdates, int64: 'bigint'", streamOf(ledgerBig)],
  ['@canton-network/core-asyncapi-client 1.8.0', theirs],
];

let sink = 0;
const use = (item: unknown) => {
  sink += (item as { update: object }).update === undefined ? 0 : 1;
};

// Throughput: every round runs each variant once, in a rotated order; a ratio is the median of the
// per-round ratios to the baseline of the same round.
const times = new Map<string, number[]>(variants.map(([name]) => [name, []]));
for (const [, run] of variants) await run(use); // warm-up
for (let r = 0; r < rounds; r++) {
  for (let i = 0; i < variants.length; i++) {
    const [name, run] = variants[(i + r) % variants.length]!;
    const start = performance.now();
    const n = await run(use);
    if (n !== count) throw new Error(`${name} read ${n} of ${count} updates`);
    times.get(name)!.push(performance.now() - start);
  }
}
const base = times.get(variants[0]![0])!;
const rows = variants.map(([name]) => {
  const xs = times.get(name)!;
  const ratio = median(xs.map((x, i) => x / base[i]!));
  return [name, `${Math.round(count / (median(xs) / 1000)).toLocaleString('en')} /s`, `${ratio.toFixed(2)}×`, name === 'streamUpdates' ? '≤ 1.10×' : ''];
});

// Memory with a slow consumer: one that yields to the event loop after every item, so the socket
// delivers faster than it reads. Every 5000 items the heap is measured after a full GC (what is
// still held: the buffered frames), and RSS as it is; the peaks above the level before the run.
async function memory(run: Run): Promise<{ heap: number; rss: number; ms: number }> {
  const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
  gc();
  const before = process.memoryUsage();
  let heap = 0;
  let rss = 0;
  let n = 0;
  const start = performance.now();
  await run(async () => {
    if (++n % 5000 === 0) {
      gc();
      const now = process.memoryUsage();
      heap = Math.max(heap, now.heapUsed - before.heapUsed);
      rss = Math.max(rss, now.rss - before.rss);
    }
    await tick();
  });
  return { heap, rss, ms: performance.now() - start };
}
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
let reconnects = 0;
const counting = { warn: () => undefined, debug: (message: string) => void (message.includes('reconnecting after offset') && reconnects++) };
const bounded =
  (highWaterMark?: number): Run =>
  async (consume) => {
    let n = 0;
    const client = createLedgerClient({ baseUrl, token, logger: counting });
    for await (const item of client.streamUpdates(request, highWaterMark === undefined ? {} : { highWaterMark })) {
      const pending = consume(item);
      if (pending !== undefined) await pending;
      n++;
    }
    return n;
  };
const slow: [string, Run][] = [
  ['streamUpdates (default mark: 4096 frames / 8 Mi chars)', bounded()],
  ['streamUpdates (highWaterMark: 1024)', bounded(1024)],
  ['platform WebSocket + JSON.parse, unbounded queue', (consume) => bufferedRaw(consume)],
  ['@canton-network/core-asyncapi-client 1.8.0', theirs],
];

/** The raw variant as a slow consumer meets it: every frame queued until read, nothing bounds the queue. */
async function bufferedRaw(consume: (item: unknown) => Promise<void> | void): Promise<number> {
  const queue: unknown[] = [];
  let done = false;
  let wake: (() => void) | undefined;
  const ws = new WebSocket(`${baseUrl.replace('http', 'ws')}/v2/updates`, [`jwt.token.${token}`, 'daml.ws.auth']);
  ws.onopen = () => ws.send(JSON.stringify(request));
  ws.onmessage = (event) => {
    queue.push(JSON.parse(event.data as string));
    wake?.();
  };
  ws.onclose = () => {
    done = true;
    wake?.();
  };
  let n = 0;
  for (let head = 0; ;) {
    if (head < queue.length) {
      const item = queue[head];
      queue[head++] = undefined;
      const pending = consume(item);
      if (pending !== undefined) await pending;
      n++;
    } else if (done) return n;
    else await new Promise<void>((resolve) => (wake = resolve));
  }
}

const memoryRows: string[][] = [];
for (const [name, run] of slow) {
  reconnects = 0;
  const m = await memory(run);
  memoryRows.push([name, mb(m.heap), mb(m.rss), `${(m.ms / 1000).toFixed(1)} s`, name.startsWith('streamUpdates') ? String(reconnects) : '']);
}
server.kill();

console.log(
  `\nStream throughput: ${count.toLocaleString('en')} updates (${frameBytes} bytes each) over WebSocket from 127.0.0.1, median of ${rounds} rounds\n`,
);
console.log(table(['variant', 'updates/s', 'time vs raw', 'target'], rows));
console.log(`\nMemory while a slow consumer (one event-loop turn per update) reads ${count.toLocaleString('en')} updates: peak above the start\n`);
// The peer keeps every frame it has not handed out, parsed: with a slow consumer its queue holds the rest of the stream.
console.log(table(['variant', 'peak live heap', 'peak RSS', 'time', 'reconnections'], memoryRows));
console.log(
  "(RSS is the whole process, which earlier rows leave grown and the participant's resent frames pass through; the live heap is what each variant holds)",
);
if (!('gc' in globalThis)) console.log('(run with node --expose-gc for the live heap; without it the heap includes garbage)');
if (sink < 0) console.log(sink);
