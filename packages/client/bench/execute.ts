// `npm run bench` (last, in a process of its own; alone: `node bench/execute.ts`): what checking the
// prepared transaction's hash adds to `executeSubmission`. fetch answers from memory, so the difference
// between the variants is the client's code: decoding the prepared transaction and recomputing its hash
// (Web Crypto SHA-256 per node) before sending. The transaction is that of Canton's V3 hash vectors
// (test/signing/vectors.ts: five nodes, two input contracts, contract keys). Runs against dist/; nothing
// asserts: each variant's time is printed as a ratio to the unchecked execution of the same round.
import { createLedgerClient } from '@canton-openapi/client/ledger';
import { computePreparedTransactionHash } from '@canton-openapi/client/ledger/signing';
import { base64Of, preparedTransaction, schemes } from '../test/signing/vectors.ts';
import { median, quantile, shuffled, table } from './stats.ts';

const origin = 'http://bench.invalid';
const committed = '{"updateId":"1220a857c1c32d5f1b0ae586e31f7903b2b11419035e55fa899c0229b0d3d0a38813","completionOffset":17}';
globalThis.fetch = async () => new Response(committed, { status: 200, headers: { 'content-type': 'application/json' } });

const v3 = schemes[1]!;
const prepared = {
  preparedTransaction: base64Of(preparedTransaction(v3, { queryByKey: true })),
  preparedTransactionHash: '',
  hashingSchemeVersion: v3.scheme,
};
prepared.preparedTransactionHash = Buffer.from(await computePreparedTransactionHash(prepared.preparedTransaction, v3.scheme)).toString('base64');
const partySignatures = { signatures: [] };
const ledger = createLedgerClient({ baseUrl: origin, serverVersion: false, logger: false });

type Variant = [name: string, call: () => Promise<unknown>];
const baseline = 'executeSubmission, verifyPreparedTransactionHash: false';
const variants: Variant[] = [
  [baseline, () => ledger.executeSubmission(prepared, { partySignatures }, { verifyPreparedTransactionHash: false })],
  ['executeSubmission, hash checked (default)', () => ledger.executeSubmission(prepared, { partySignatures })],
  ['computePreparedTransactionHash alone', () => computePreparedTransactionHash(prepared.preparedTransaction, prepared.hashingSchemeVersion)],
];

const rounds = 31;
const callsPerRound = 200;
const samples = new Map<string, number[]>(variants.map(([name]) => [name, []]));
// Warm-up rounds alike for every variant, then rounds in a new shuffled order each.
for (let r = -5; r < rounds; r++) {
  for (const [name, call] of shuffled(variants, r + 100)) {
    const start = performance.now();
    for (let i = 0; i < callsPerRound; i++) await call();
    if (r >= 0) samples.get(name)!.push((performance.now() - start) / callsPerRound);
  }
}
const base = samples.get(baseline)!;
const us = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;
const rows = [...samples].map(([name, xs]) => {
  const ratios = xs.map((x, i) => x / base[i]!);
  return [name, us(median(xs)), median(ratios).toFixed(2), `${quantile(ratios, 0.25).toFixed(2)} – ${quantile(ratios, 0.75).toFixed(2)}`];
});
console.log(
  `\nexecuteSubmission with the prepared-transaction hash checked (V3, ${preparedTransaction(v3, { queryByKey: true }).transaction!.nodes.length} nodes), fetch answering from memory. Median over ${rounds} rounds of ${callsPerRound} calls in shuffled order; ratio to the unchecked execution of the same round\n`,
);
console.log(table(['variant', 'per call', 'ratio', 'middle half of rounds'], rows));
