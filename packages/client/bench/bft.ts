// `npm run bench` (after run.ts): a BFT read through 4 local Scans, one of them slow, against a
// one-Scan read of a fast Scan in the same run. With n = 4, f = 1: 3 Scans are asked and the read
// resolves once 2 agree, so its time is the 2nd fastest agreeing Scan's, not the slow one's.
import { createBftScanClient, createScanClient } from '@canton-openapi/client/scan/internal';
import { startScanNetwork } from '../test/support/scan-network.ts';
import { median } from './stats.ts';

const slowMs = 250;
const net = await startScanNetwork(['honest', 'honest', 'honest', { delayMs: slowMs }]);
const single = createScanClient({ baseUrl: net.scans[0]!.apiRoot, validate: true, retry: false, logger: false });
const bft = createBftScanClient({ seedUrls: [net.scans[0]!.apiRoot], retry: false, logger: false });
const slowOnly = createScanClient({ baseUrl: net.scans[3]!.apiRoot, retry: false, logger: false });
await bft.refresh();

async function perCall(call: () => Promise<unknown>, calls: number): Promise<number> {
  for (let i = 0; i < 5; i++) await call();
  const samples: number[] = [];
  for (let i = 0; i < calls; i++) {
    const start = performance.now();
    await call();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

// Alternate the two so drift hits both alike; each ratio is per round, the median of rounds reported.
const ratios: number[] = [];
const bftTimes: number[] = [];
const singleTimes: number[] = [];
for (let round = 0; round < 7; round++) {
  const s = await perCall(() => single.getRewardAccountingActivityTotals(4711), 30);
  const b = await perCall(() => bft.getRewardAccountingActivityTotals(4711), 30);
  singleTimes.push(s);
  bftTimes.push(b);
  ratios.push(b / s);
}
const slow = await perCall(() => slowOnly.getRewardAccountingActivityTotals(4711), 3);
await net.close();

const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
console.log(`\nBFT read (createBftScanClient), 4 local Scans (n = 4, f = 1, 2 must agree), one answering after ${slowMs} ms\n`);
console.log('| read | per call (median) | ratio to one fast Scan |');
console.log('|---|---|---|');
console.log(`| one fast Scan, createScanClient (validate: true) | ${fmt(median(singleTimes))} | 1.00× |`);
console.log(`| BFT over the 4 | ${fmt(median(bftTimes))} | ${median(ratios).toFixed(2)}× |`);
console.log(`| the slow Scan alone (what waiting for it would cost) | ${fmt(slow)} | ${(slow / median(singleTimes)).toFixed(2)}× |`);
