import { largeUpdateList } from './data.ts';
import { convertIfSafe, mayBeRounded, toBigInt, finishBody } from '../dist/core/exact.js';
import { ledgerInt64 } from '../dist/generated/ledger-int64.gen.js';
const text = largeUpdateList(2500);
const shape = (ledgerInt64 as any).postV2Updates.response;
const c: any = { mode: 'bigint', shape, validate: undefined, label: 'x' };
const fs: Record<string, () => unknown> = {
  parse: () => JSON.parse(text),
  'parse+old': () => { const v = JSON.parse(text); mayBeRounded(v); return toBigInt(v, shape); },
  'parse+single': () => { const v = JSON.parse(text); return convertIfSafe(v, shape); },
  'parse+finishBody': () => finishBody(text, JSON.parse(text), false, { status: 200, contentType: 'application/json' }, c),
};
const best: Record<string, number> = {};
for (let r = 0; r < 15; r++) for (const [n, f] of Object.entries(fs)) { const t = performance.now(); f(); const d = performance.now() - t; best[n] = Math.min(best[n] ?? 1e9, d); }
console.log(Object.entries(best).map(([n, v]) => `${n} ${v.toFixed(2)} ms`).join(', '));
