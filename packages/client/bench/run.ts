// `npm run bench`: per-call time of each client against raw fetch + res.json() on one local HTTP
// server, validation throughput, and bundle sizes, printed as tables, with the most-used Canton
// clients (peers.ts) measured in the same rounds. Runs against dist/ (the published code); nothing
// here asserts: the budgets in force are printed next to the measurements (`budgets` below).
import { spawn } from 'node:child_process';
import { cpus } from 'node:os';
import { createInterface } from 'node:readline';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { paths } from '@canton-openapi/types/ledger';
import createClient from 'openapi-fetch';
import { createLedgerClient } from '@canton-openapi/client/ledger';
import { createScanClient } from '@canton-openapi/client/scan';
import { createValidatorClient } from '@canton-openapi/client/validator';
import { listApis } from '@canton-openapi/contract';
import { moduleSize, openapiFetchSize, subpathSize } from './bundle-size.ts';
import { peerLedger, peerScan, peerVersions } from './peers.ts';
import { median, quantile, shuffled, table, withDeadline } from './stats.ts';

const here = dirname(fileURLToPath(import.meta.url));
const transactions = Number(process.env.BENCH_TRANSACTIONS ?? 2500);

const server = spawn(process.execPath, [join(here, 'server.ts'), String(transactions)], { stdio: ['ignore', 'pipe', 'inherit'] });
const [port, largeBytes] = await new Promise<number[]>((resolve) =>
  createInterface({ input: server.stdout! }).once('line', (line) => resolve(line.split(' ').map(Number))),
);
const origin = `http://127.0.0.1:${port}`;

type Variant = { name: string; call: () => Promise<unknown> };
type Measured = { perCall: Map<string, number>; ratio: Map<string, number>; spread: Map<string, string> };

/**
 * The budgets in force, printed as each row's target: a call costs at most 1 µs more than raw fetch
 * given a deadline (an AbortSignal and a timer, the floor of any client that can time out) and less
 * than every peer's call; each subpath loads at most 5.5 KB gzip up front, in one chunk (as
 * test/up-front.test.ts asserts). A round trip to the local server moves by more than a microsecond
 * from round to round, so the 1 µs is judged where the network is taken out (bench/overhead.ts, next).
 */
const budgets = { upFrontBytes: 5.5 * 1024 };

/**
 * Per-call time of each variant and its ratio to the first one (the baseline). Every round runs
 * each variant once (a batch of calls), in a new shuffled order, and each ratio is the median of
 * the per-round ratios to the baseline of the same round: drift and noise from other processes hit
 * both sides alike, and no variant always follows the same other one (a call leaves garbage that
 * the next call's time pays for; a fixed order would always bill the same neighbour).
 *
 * `collect`: each batch starts from a collected heap and its time ends with a full collection of
 * what its calls left (node --expose-gc). For calls that leave megabytes of garbage: without it a
 * batch pays for the garbage of whichever variant ran before it, which moved one round's ratio by
 * ±0.15 and billed the variants that leave the most garbage to the others. The forced collection
 * costs every variant about the same (little is live after a batch), which pulls ratios slightly
 * towards 1. Small calls leave little garbage, and forced collections between their short batches
 * made their rounds noisier: they run without it.
 */
async function measure(variants: Variant[], rounds: number, callsPerRound: number, collect = false): Promise<Measured> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (collect && gc === undefined) throw new Error('bench/run.ts needs node --expose-gc (npm run bench passes it).');
  const collectGarbage = collect ? gc! : () => {};
  // Warm-up: whole rounds like the measured ones (every variant the same number of calls, in
  // shuffled order), discarded, so that the JIT has optimized every variant alike before timing
  // (a variant warmed by fewer calls, or always last, would pay for its compilation in the samples).
  const warmUpRounds = Math.max(5, Math.ceil(rounds / 10));
  for (let r = 0; r < warmUpRounds; r++) for (const v of shuffled(variants, -1 - r)) for (let i = 0; i < callsPerRound; i++) await v.call();
  const samples = new Map<string, number[]>(variants.map((v) => [v.name, []]));
  for (let r = 0; r < rounds; r++) {
    for (const v of shuffled(variants, r + 1)) {
      collectGarbage();
      const start = performance.now();
      for (let i = 0; i < callsPerRound; i++) await v.call();
      collectGarbage();
      samples.get(v.name)!.push((performance.now() - start) / callsPerRound);
    }
  }
  const base = samples.get(variants[0]!.name)!;
  const ratios = new Map([...samples].map(([name, xs]) => [name, xs.map((x, i) => x / base[i]!)]));
  return {
    perCall: new Map([...samples].map(([name, xs]) => [name, median(xs)])),
    ratio: new Map([...ratios].map(([name, rs]) => [name, median(rs)])),
    // The middle half of the per-round ratios: how much one round's ratio moves (the median moves less).
    spread: new Map([...ratios].map(([name, rs]) => [name, `${quantile(rs, 0.25).toFixed(2)}–${quantile(rs, 0.75).toFixed(2)}`])),
  };
}

const request = { beginExclusive: 0, endInclusive: transactions };
const rawPost = (url: string, body: unknown) => async () =>
  (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();
const rawGet = (url: string) => async () => (await fetch(url)).json();

const ledgerLarge = createLedgerClient({ baseUrl: `${origin}/large` });
const ledgerLargeBig = createLedgerClient({ baseUrl: `${origin}/large`, int64: 'bigint' });
const ledgerLargeValidated = createLedgerClient({ baseUrl: `${origin}/large`, validate: true });
const openapiFetch = createClient<paths>({ baseUrl: `${origin}/large` });
const peerLedgerLarge = peerLedger(`${origin}/large`);
const peerLedgerName = `peer core-ledger-client ${peerVersions.ledger}`;
const peerScanName = `peer core-splice-client ${peerVersions.splice}`;

const rows: string[][] = [];
const fmt = (ms: number) => (ms >= 1 ? `${ms.toFixed(2)} ms` : `${(ms * 1000).toFixed(0)} µs`);
const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');

const large = await measure(
  [
    { name: 'raw', call: rawPost(`${origin}/large/v2/updates`, request) },
    { name: 'openapi-fetch', call: () => openapiFetch.POST('/v2/updates', { body: request }) },
    { name: 'client', call: () => ledgerLarge.postV2Updates(request) },
    { name: 'client bigint', call: () => ledgerLargeBig.postV2Updates(request) },
    { name: 'client validate', call: () => ledgerLargeValidated.postV2Updates(request) },
    { name: 'client.raw', call: () => ledgerLarge.raw.POST('/v2/updates', { body: request }) },
    { name: peerLedgerName, call: () => peerLedgerLarge.post('/v2/updates', request as never) },
  ],
  41,
  3,
  true,
);
const rawLarge = large.perCall.get('raw')!;
for (const [name, ms] of large.perCall) {
  if (name === 'raw') continue;
  const ratio = large.ratio.get(name)!;
  // Below the peer's call: the client as it comes (bigint and validation are opt-in work no peer does).
  const target = name === 'client' ? `below the peer ${verdict(ratio < large.ratio.get(peerLedgerName)!)}` : 'info';
  rows.push([
    `ledger postV2Updates, ${(largeBytes! / 1e6).toFixed(1)} MB list`,
    name,
    fmt(ms),
    fmt(rawLarge),
    `${ratio.toFixed(2)}×`,
    large.spread.get(name)!,
    target,
  ]);
}

const ledgerSmall = createLedgerClient({ baseUrl: `${origin}/small` });
const peerLedgerSmall = peerLedger(`${origin}/small`);
const scan = createScanClient({ baseUrl: `${origin}/api/scan` });
const peerScanClient = peerScan(`${origin}/api/scan`);
const validator = createValidatorClient({ baseUrl: `${origin}/api/validator` });
// Each small call: raw, ours and (where it has the operation) the peer, in the same rounds.
const smallCases: [string, Variant, Variant, Variant | undefined][] = [
  [
    'ledger postV2Updates, 1 element',
    { name: 'raw', call: rawPost(`${origin}/small/v2/updates`, request) },
    { name: 'client', call: () => ledgerSmall.postV2Updates(request) },
    { name: peerLedgerName, call: () => peerLedgerSmall.post('/v2/updates', request as never) },
  ],
  [
    'scan listDsoScans',
    { name: 'raw', call: rawGet(`${origin}/api/scan/v0/scans`) },
    { name: 'client', call: () => scan.listDsoScans() },
    { name: peerScanName, call: () => peerScanClient.get('/v0/scans') },
  ],
  [
    'validator getTransferOfferStatus',
    { name: 'raw', call: rawPost(`${origin}/api/validator/v0/wallet/transfer-offers/bench/status`, undefined) },
    { name: 'client', call: () => validator.getTransferOfferStatus('bench') },
    undefined,
  ],
];
const deadlineOf: Record<string, Variant['call']> = {
  'ledger postV2Updates, 1 element': withDeadline(async (signal) =>
    (
      await fetch(`${origin}/small/v2/updates`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request), signal })
    ).json(),
  ),
  'scan listDsoScans': withDeadline(async (signal) => (await fetch(`${origin}/api/scan/v0/scans`, { signal })).json()),
  'validator getTransferOfferStatus': withDeadline(async (signal) =>
    (
      await fetch(`${origin}/api/validator/v0/wallet/transfer-offers/bench/status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(undefined),
        signal,
      })
    ).json(),
  ),
};
for (const [label, raw, client, peer] of smallCases) {
  const deadline = { name: 'raw + signal + timer', call: deadlineOf[label]! };
  const times = await measure(peer ? [raw, deadline, client, peer] : [raw, deadline, client], 101, 20);
  rows.push([
    label,
    deadline.name,
    fmt(times.perCall.get(deadline.name)!),
    fmt(times.perCall.get('raw')!),
    `${times.ratio.get(deadline.name)!.toFixed(2)}×`,
    times.spread.get(deadline.name)!,
    'floor',
  ]);
  const ratio = times.ratio.get('client')!;
  const peerRatio = peer ? times.ratio.get(peer.name)! : undefined;
  const targets = `≤ 1 µs over the floor: see the table without the network${peerRatio === undefined ? '' : `; below the peer ${verdict(ratio < peerRatio)}`}`;
  rows.push([label, 'client', fmt(times.perCall.get('client')!), fmt(times.perCall.get('raw')!), `${ratio.toFixed(2)}×`, times.spread.get('client')!, targets]);
  if (peer)
    rows.push([
      label,
      peer.name,
      fmt(times.perCall.get(peer.name)!),
      fmt(times.perCall.get('raw')!),
      `${peerRatio!.toFixed(2)}×`,
      times.spread.get(peer.name)!,
      'peer',
    ]);
  else rows.push([label, 'peer', '—', '—', '—', '—', 'no peer: not in the peer validator-internal spec']);
}
// The ledger's WebSocket update stream has a bench of its own (bench/stream.ts, after this one):
// ≤ 1.10× raw WebSocket + JSON.parse, beside @canton-network/core-asyncapi-client.
rows.push(['ledger update stream (WebSocket)', 'client', '—', '—', '—', '—', 'see the stream tables (bench/stream.ts)']);
server.kill();

// Validation throughput: the generated validators of postV2Updates' 200 body over the large list:
// the quick one (every valid body) and the full one (run only on a body the quick one rejects).
// A computed path: the file exists once built, and type checks must not need a build.
const validatorsFile = '../dist/generated/ledger-validators.gen.js';
type Table = Record<string, Record<string, (data: unknown) => boolean>>;
const { validators, quickValidators }: { validators: Table; quickValidators: Table } = await import(validatorsFile);
const { largeUpdateList } = await import('./data.ts');
const text = largeUpdateList(transactions);
const data = JSON.parse(text) as unknown[];
const throughput = (validate: (data: unknown) => boolean) => {
  if (!validate(data)) throw new Error('the benchmark list does not match the spec; fix bench/data.ts');
  // The fastest of several runs: validation is CPU alone, and other processes only ever slow it.
  let best = Infinity;
  for (let i = 0; i < 15; i++) {
    const start = performance.now();
    validate(data);
    best = Math.min(best, performance.now() - start);
  }
  return best;
};
const perRun = { quick: throughput(quickValidators.postV2Updates!['200']!), full: throughput(validators.postV2Updates!['200']!) };

const apis = listApis().map((api) => api.name);
const sizes = await Promise.all(apis.map((api) => subpathSize(join(here, '..', 'dist', 'generated', `${api}.entry.gen.js`))));
const baseline = await openapiFetchSize(here);
// The peer client of each API a peer covers: its name, what of it is measured (the whole package, an app
// making one call) and our app's call, like the peer app's. An API no peer covers is measured alone.
const peerOf: Partial<Record<string, { name: string; whole: 'ledger' | 'splice'; app: 'ledgerApp' | 'spliceApp'; call: string }>> = {
  ledger: {
    name: `core-ledger-client ${peerVersions.ledger}`,
    whole: 'ledger',
    app: 'ledgerApp',
    call: `createLedgerClient({ baseUrl: 'https://p.example' }).postV2Updates({ beginExclusive: 0 })`,
  },
  scan: {
    name: `core-splice-client ${peerVersions.splice}`,
    whole: 'splice',
    app: 'spliceApp',
    call: `createScanClient({ baseUrl: 'https://s.example/api/scan' }).listDsoScans()`,
  },
  validator: {
    name: `core-splice-client ${peerVersions.splice}`,
    whole: 'splice',
    app: 'spliceApp',
    call: `createValidatorClient({ baseUrl: 'https://v.example/api/validator' }).getTransferOfferStatus('x')`,
  },
};
// An application that creates one client and makes one call, ours and the peer's: what it ships.
const app = (imports: string, call: string) => `${imports}\n${call}.then((data) => console.log(data));\n`;
const appSizes = await Promise.all(
  apis.map((api) => {
    const call = peerOf[api]?.call;
    const factory = `create${api[0]!.toUpperCase()}${api.slice(1)}Client`;
    return call === undefined ? undefined : moduleSize(app(`import { ${factory} } from '@canton-openapi/client/${api}';`, call), here);
  }),
);
const tokens = `const tokens = { getAccessToken: async () => '', getAuthContext: async () => ({}) };\nconst logger = { debug() {}, info() {}, warn() {}, error() {}, child() { return logger; } };`;
const peerSizes = {
  splice: await moduleSize(`export * from '@canton-network/core-splice-client';`, here),
  spliceApp: await moduleSize(
    app(
      `import { ScanClient } from '@canton-network/core-splice-client';\n${tokens}`,
      `new ScanClient(new URL('https://s.example/api/scan'), logger, tokens).get('/v0/scans')`,
    ),
    here,
  ),
  ledger: await moduleSize(`export * from '@canton-network/core-ledger-client';`, here),
  ledgerApp: await moduleSize(
    app(
      `import { LedgerClient } from '@canton-network/core-ledger-client';\n${tokens}`,
      `new LedgerClient({ baseUrl: new URL('https://p.example'), logger, accessTokenProvider: tokens, version: '3.5' }).post('/v2/updates', { beginExclusive: 0 })`,
    ),
    here,
  ),
};

console.log(
  `\nPer-call time against one local HTTP server (Node ${process.versions.node}, ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}; medians of rounds in shuffled order, ratio = median of per-round ratios; middle half = their 25th–75th percentile; each large-list batch starts from a collected heap and its time includes a full collection of its garbage)\n`,
);
console.log(table(['call', 'variant', 'per call', 'raw fetch + res.json()', 'ratio', 'middle half of rounds', 'target'], rows));
console.log(`\nValidation throughput (validate: true), postV2Updates 200 body, fastest of 15 runs\n`);
console.log(
  table(
    ['body', 'validator', 'per validation', 'throughput', 'elements/s'],
    (['quick', 'full'] as const).map((kind) => [
      `${data.length} transactions, ${(text.length / 1e6).toFixed(1)} MB`,
      kind === 'quick' ? 'quick (every body)' : 'full (rejected bodies only)',
      fmt(perRun[kind]),
      `${(text.length / 1e6 / (perRun[kind] / 1000)).toFixed(0)} MB/s`,
      `${Math.round(data.length / (perRun[kind] / 1000))}`,
    ]),
  ),
);
console.log(
  '\nBundle size (esbuild --minify, code-split, gzip -9), loaded up front; what loads by import() is counted as on demand. Two ways, the same for ours and the peers: the whole entry point (every export kept), and an app that creates the client and makes one call (tree-shaken)\n',
);
const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`;
/** The up-front budget of a whole subpath: at most 5.5 KB gzip, in one chunk. */
const upFrontTarget = (s: { upFront: number; chunks: number }) =>
  `≤ 5.5 KB in one chunk ${verdict(s.upFront <= budgets.upFrontBytes && s.chunks === 1)}${s.chunks === 1 ? '' : ` (${s.chunks} chunks)`}`;
const sizeRow = (name: string, how: string, s: { minified: number; upFront: number; lazy: number }, target: string) => [
  name,
  how,
  kb(s.minified),
  kb(s.upFront),
  `${(s.upFront / baseline.upFront).toFixed(2)}×`,
  s.lazy === 0 ? '—' : kb(s.lazy),
  target,
];
console.log(
  table(
    ['bundle', 'measured as', 'minified', 'gzip up front', 'vs openapi-fetch', 'on demand (gzip)', 'target'],
    [
      sizeRow('openapi-fetch alone', 'createClient', baseline, ''),
      ...apis.flatMap((api, i) => {
        const peer = peerOf[api];
        const ours = appSizes[i];
        const whole = sizeRow(`@canton-openapi/client/${api}`, 'whole subpath', sizes[i]!, upFrontTarget(sizes[i]!));
        if (peer === undefined || ours === undefined) return [whole];
        const peerWhole = peerSizes[peer.whole];
        const peerApp = peerSizes[peer.app];
        return [
          whole,
          sizeRow(`@canton-openapi/client/${api}`, 'app: client + one call', ours, 'info'),
          sizeRow(`peer ${peer.name}`, 'whole package', peerWhole, 'peer'),
          sizeRow(`peer ${peer.name}`, peer.whole === 'ledger' ? 'app: client + post' : 'app: client + get', peerApp, 'peer'),
        ];
      }),
    ],
  ),
);
await import('./bft.ts');
