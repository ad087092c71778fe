// `npm run bench`: per-call time of each client against raw fetch + res.json() on one local HTTP
// server, validation throughput, and bundle sizes, printed as tables. Runs against dist/ (the
// published code); nothing here asserts: the targets are printed next to the measurements.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { paths } from '@canton-openapi/types/ledger';
import createClient from 'openapi-fetch';
import { createLedgerClient } from '@canton-openapi/client/ledger';
import { createScanClient } from '@canton-openapi/client/scan';
import { createValidatorClient } from '@canton-openapi/client/validator';
import { openapiFetchSize, subpathSize } from './bundle-size.ts';

const here = dirname(fileURLToPath(import.meta.url));
const transactions = Number(process.env.BENCH_TRANSACTIONS ?? 2500);

const server = spawn(process.execPath, [join(here, 'server.ts'), String(transactions)], { stdio: ['ignore', 'pipe', 'inherit'] });
const [port, largeBytes] = await new Promise<number[]>((resolve) =>
  createInterface({ input: server.stdout! }).once('line', (line) => resolve(line.split(' ').map(Number))),
);
const origin = `http://127.0.0.1:${port}`;

type Variant = { name: string; call: () => Promise<unknown> };
type Measured = { perCall: Map<string, number>; ratio: Map<string, number> };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** A seeded pseudo-random order of `n` items (Fisher–Yates), the same in every run. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let s = seed >>> 0;
  for (let i = out.length - 1; i > 0; i--) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Per-call time of each variant and its ratio to the first one (the baseline). Every round runs
 * each variant once (a batch of calls), in a new shuffled order, and each ratio is the median of
 * the per-round ratios to the baseline of the same round: drift and noise from other processes hit
 * both sides alike, and no variant always follows the same other one (a call leaves garbage that
 * the next call's time pays for; a fixed order would always bill the same neighbour).
 */
async function measure(variants: Variant[], rounds: number, callsPerRound: number): Promise<Measured> {
  for (const v of variants) for (let i = 0; i < Math.max(3, callsPerRound); i++) await v.call();
  const samples = new Map<string, number[]>(variants.map((v) => [v.name, []]));
  for (let r = 0; r < rounds; r++) {
    for (const v of shuffled(variants, r + 1)) {
      const start = performance.now();
      for (let i = 0; i < callsPerRound; i++) await v.call();
      samples.get(v.name)!.push((performance.now() - start) / callsPerRound);
    }
  }
  const base = samples.get(variants[0]!.name)!;
  return {
    perCall: new Map([...samples].map(([name, xs]) => [name, median(xs)])),
    ratio: new Map([...samples].map(([name, xs]) => [name, median(xs.map((x, i) => x / base[i]!))])),
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

const rows: string[][] = [];
const fmt = (ms: number) => (ms >= 1 ? `${ms.toFixed(2)} ms` : `${(ms * 1000).toFixed(0)} µs`);
const verdict = (ratio: number, target: number) => (ratio <= target ? 'ok' : 'MISSED');

const large = await measure(
  [
    { name: 'raw', call: rawPost(`${origin}/large/v2/updates`, request) },
    { name: 'openapi-fetch', call: () => openapiFetch.POST('/v2/updates', { body: request }) },
    { name: 'client', call: () => ledgerLarge.postV2Updates(request) },
    { name: 'client bigint', call: () => ledgerLargeBig.postV2Updates(request) },
    { name: 'client validate', call: () => ledgerLargeValidated.postV2Updates(request) },
  ],
  41,
  3,
);
const rawLarge = large.perCall.get('raw')!;
for (const [name, ms] of large.perCall) {
  if (name === 'raw') continue;
  const ratio = large.ratio.get(name)!;
  rows.push([
    `ledger postV2Updates, ${(largeBytes! / 1e6).toFixed(1)} MB list`,
    name,
    fmt(ms),
    fmt(rawLarge),
    `${ratio.toFixed(2)}×`,
    name === 'client' ? `≤ 1.10× ${verdict(ratio, 1.1)}` : 'info',
  ]);
}

const smallCases: [string, Variant, Variant][] = [
  [
    'ledger postV2Updates, 1 element',
    { name: 'raw', call: rawPost(`${origin}/small/v2/updates`, request) },
    { name: 'client', call: () => createLedgerClientOnce().postV2Updates(request) },
  ],
  ['scan listDsoScans', { name: 'raw', call: rawGet(`${origin}/api/scan/v0/scans`) }, { name: 'client', call: () => scan.listDsoScans() }],
  [
    'validator getTransferOfferStatus',
    { name: 'raw', call: rawPost(`${origin}/api/validator/v0/wallet/transfer-offers/bench/status`, undefined) },
    { name: 'client', call: () => validator.getTransferOfferStatus('bench') },
  ],
];
const ledgerSmall = createLedgerClient({ baseUrl: `${origin}/small` });
function createLedgerClientOnce() {
  return ledgerSmall;
}
const scan = createScanClient({ baseUrl: `${origin}/api/scan` });
const validator = createValidatorClient({ baseUrl: `${origin}/api/validator` });
for (const [label, raw, client] of smallCases) {
  const times = await measure([raw, client], 101, 20);
  const ratio = times.ratio.get('client')!;
  rows.push([label, 'client', fmt(times.perCall.get('client')!), fmt(times.perCall.get('raw')!), `${ratio.toFixed(2)}×`, `≤ 1.25× ${verdict(ratio, 1.25)}`]);
}
server.kill();

// Validation throughput: the generated validator of postV2Updates' 200 body over the large list.
// A computed path: the file exists once built, and type checks must not need a build.
const validatorsFile = '../dist/generated/ledger-validators.gen.js';
const { validators }: { validators: Record<string, Record<string, (data: unknown) => boolean>> } = await import(validatorsFile);
const { largeUpdateList } = await import('./data.ts');
const text = largeUpdateList(transactions);
const data = JSON.parse(text) as unknown[];
const validate = validators.postV2Updates!['200']!;
if (!validate(data)) throw new Error('the benchmark list does not match the spec; fix bench/data.ts');
const runs = 10;
const start = performance.now();
for (let i = 0; i < runs; i++) validate(data);
const perRun = (performance.now() - start) / runs;

const sizes = await Promise.all(['ledger', 'scan', 'validator'].map((api) => subpathSize(join(here, '..', 'dist', 'generated', `${api}.entry.gen.js`))));
const baseline = await openapiFetchSize(here);

const table = (header: string[], body: string[][]) => {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)].join('\n');
};

console.log(
  `\nPer-call time against one local HTTP server (Node ${process.versions.node}; medians of rounds in shuffled order, ratio = median of per-round ratios)\n`,
);
console.log(table(['call', 'variant', 'per call', 'raw fetch + res.json()', 'ratio', 'target'], rows));
console.log(`\nValidation throughput (validate: true), postV2Updates 200 body\n`);
console.log(
  table(
    ['body', 'per validation', 'throughput', 'elements/s'],
    [
      [
        `${data.length} transactions, ${(text.length / 1e6).toFixed(1)} MB`,
        fmt(perRun),
        `${(text.length / 1e6 / (perRun / 1000)).toFixed(0)} MB/s`,
        `${Math.round(data.length / (perRun / 1000))}`,
      ],
    ],
  ),
);
console.log('\nBundle size (esbuild --minify, code-split, gzip -9), loaded up front; validators and int64 tables load on demand\n');
const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`;
console.log(
  table(
    ['bundle', 'minified', 'gzip up front', 'vs openapi-fetch', 'on demand (gzip)', 'target'],
    [
      ['openapi-fetch alone', kb(baseline.minified), kb(baseline.upFront), '1.00×', '—', ''],
      ...sizes.map((s, i) => [
        `@canton-openapi/client/${['ledger', 'scan', 'validator'][i]}`,
        kb(s.minified),
        kb(s.upFront),
        `${(s.upFront / baseline.upFront).toFixed(2)}×`,
        kb(s.lazy),
        `< 8 KB ${s.upFront < 8 * 1024 ? 'ok' : 'MISSED'}`,
      ]),
    ],
  ),
);
await import('./bft.ts');
