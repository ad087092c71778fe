// `npm run bench` (after run.ts, in a process of its own): what each client's own code adds to a small
// call, the network taken out. `fetch` here answers from memory with a new Response of the bytes
// run.ts's server sends (same content type and length), so the differences between the variants are
// those of their code alone. Against the local server a small call's ratio moves by ±0.03 from run to
// run, more than a client's code adds; here the added time is measured in microseconds. Left out is
// the runtime's side of the signal (undici registers a listener and a finalizer for it), which the
// floor row of run.ts's table includes. Runs against dist/; nothing asserts: the budget in force is
// printed next to each client's row (a call costs at most 1 µs more than the floor, and less than every peer's).
import { createLedgerClient } from '@canton-openapi/client/ledger';
import { createScanClient } from '@canton-openapi/client/scan';
import { createValidatorClient } from '@canton-openapi/client/validator';
import { small } from './data.ts';
import { peerLedger, peerScan, peerVersions } from './peers.ts';
import { median, quantile, shuffled, table, withDeadline } from './stats.ts';

const origin = 'http://bench.invalid';
const urls = {
  ledger: `${origin}/small/v2/updates`,
  scan: `${origin}/api/scan/v0/scans`,
  validator: `${origin}/api/validator/v0/wallet/transfer-offers/bench/status`,
};
const bodies: Record<string, string> = { [urls.ledger]: small.updates, [urls.scan]: small.scans, [urls.validator]: small.offer };
const answers = new Map(
  Object.entries(bodies).map(([url, body]) => [
    url,
    [body, { status: 200, headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } }] as const,
  ]),
);
// Before any client exists: openapi-fetch (the peers) keeps the fetch it finds when created.
globalThis.fetch = async (input: string | URL | Request) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const answer = answers.get(url);
  if (answer === undefined) throw new Error(`bench/overhead.ts: no answer for ${url}`);
  return new Response(...answer);
};

const request = { beginExclusive: 0, endInclusive: 2500 };
const post = (url: string, body: unknown, signal?: AbortSignal) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal });

type Variant = [name: string, call: () => Promise<unknown>];
const floor = 'raw + AbortSignal + timer (floor)';
const ledger = createLedgerClient({ baseUrl: `${origin}/small` });
const ledgerBig = createLedgerClient({ baseUrl: `${origin}/small`, int64: 'bigint' });
const scan = createScanClient({ baseUrl: `${origin}/api/scan` });
const validator = createValidatorClient({ baseUrl: `${origin}/api/validator` });
const peerLedgerClient = peerLedger(`${origin}/small`);
const peerScanClient = peerScan(`${origin}/api/scan`);
const cases: [string, Variant[]][] = [
  [
    'ledger postV2Updates, 1 element',
    [
      ['raw', async () => (await post(urls.ledger, request)).json()],
      [floor, withDeadline(async (signal) => (await post(urls.ledger, request, signal)).json())],
      ['client', () => ledger.postV2Updates(request)],
      ["client, `int64: 'bigint'`", () => ledgerBig.postV2Updates(request)],
      [`peer core-ledger-client ${peerVersions.ledger}`, () => peerLedgerClient.post('/v2/updates', request as never)],
    ],
  ],
  [
    'scan listDsoScans',
    [
      ['raw', async () => (await fetch(urls.scan)).json()],
      [floor, withDeadline(async (signal) => (await fetch(urls.scan, { signal })).json())],
      ['client', () => scan.listDsoScans()],
      [`peer core-splice-client ${peerVersions.splice}`, () => peerScanClient.get('/v0/scans')],
    ],
  ],
  [
    'validator getTransferOfferStatus',
    [
      ['raw', async () => (await post(urls.validator, undefined)).json()],
      [floor, withDeadline(async (signal) => (await post(urls.validator, undefined, signal)).json())],
      ['client', () => validator.getTransferOfferStatus('bench')],
    ],
  ],
];

const rounds = 61;
const callsPerRound = 2000;
const rows: string[][] = [];
const us = (ms: number) => `${(ms * 1000).toFixed(2)} µs`;
const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
/** The median over rounds of `xs` less `base` in the same round. */
const over = (xs: number[], base: number[]) => median(xs.map((x, i) => x - base[i]!));
for (const [label, variants] of cases) {
  // As run.ts: warm-up rounds alike for every variant, then rounds in a new shuffled order each; a
  // variant's added time is the median over rounds of its time less raw's in the same round.
  const samples = new Map<string, number[]>(variants.map(([name]) => [name, []]));
  for (let r = -10; r < rounds; r++) {
    for (const [name, call] of shuffled(variants, r + 100)) {
      const start = performance.now();
      for (let i = 0; i < callsPerRound; i++) await call();
      if (r >= 0) samples.get(name)!.push((performance.now() - start) / callsPerRound);
    }
  }
  const raw = samples.get('raw')!;
  const peers = [...samples.keys()].filter((name) => name.startsWith('peer '));
  for (const [name, xs] of samples) {
    const added = xs.map((x, i) => x - raw[i]!);
    const overFloor = over(xs, samples.get(floor)!);
    const target = !name.startsWith('client')
      ? name === floor
        ? 'floor'
        : name === 'raw'
          ? ''
          : 'peer'
      : `${us(overFloor)} over the floor, ≤ 1 µs ${verdict(overFloor <= 0.001)}` +
        peers.map((peer) => `, below the peer ${verdict(over(xs, samples.get(peer)!) < 0)}`).join('');
    rows.push([
      label,
      name,
      us(median(xs)),
      name === 'raw' ? '—' : us(median(added)),
      name === 'raw' ? '—' : `${us(quantile(added, 0.25))} – ${us(quantile(added, 0.75))}`,
      target,
    ]);
  }
}

console.log(
  `\nWhat a client's code adds to a small call, the network taken out: fetch answers from memory (a new Response of the server's bytes; the runtime's side of the signal is left out). Median over ${rounds} rounds of ${callsPerRound} calls in shuffled order of each variant's time less raw fetch + res.json()'s in the same round\n`,
);
console.log(table(['call', 'variant', 'per call', 'added to raw', 'middle half of rounds', 'target'], rows));
