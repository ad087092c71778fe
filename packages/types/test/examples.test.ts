// The README snippet is the region of examples/read-updates.ts (which tsc checks with the package),
// and the examples do what they say.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { request, summarise } from '../examples/read-updates.ts';
import { describeOffer } from '../examples/transfer-offer-status.ts';
import { JsGetUpdatesResponse } from '@canton-openapi/types/ledger';
import type { JsTransaction } from '@canton-openapi/types/ledger';

const packageDir = resolve(import.meta.dirname, '..');

describe('README', () => {
  test('shows the readme region of examples/read-updates.ts, at most 15 lines', () => {
    const example = readFileSync(resolve(packageDir, 'examples/read-updates.ts'), 'utf8');
    const region = /\/\/ #region readme\n([\s\S]*?)\/\/ #endregion readme/.exec(example)?.[1];
    expect(region).toBeDefined();
    expect((region as string).trimEnd().split('\n').length).toBeLessThanOrEqual(15);
    expect(readFileSync(resolve(packageDir, 'README.md'), 'utf8')).toContain(`\`\`\`ts\n${region}\`\`\``);
  });
});

describe('examples', () => {
  test('read-updates builds the nested filter and summarises each kind of update', () => {
    expect(request.updateFormat?.includeTransactions?.eventFormat.filtersByParty).toEqual({
      'Alice::1220': { cumulative: [{ identifierFilter: { TemplateFilter: { value: { templateId: '#iou:Iou:Iou' } } } }] },
    });
    const transaction = { updateId: '1220ab', offset: 5, events: [{}, {}] } as unknown as JsTransaction;
    expect(summarise([JsGetUpdatesResponse.of.OffsetCheckpoint({ offset: 4 }), JsGetUpdatesResponse.of.Transaction(transaction)])).toEqual([
      'checkpoint at 4',
      'transaction 1220ab: 2 events',
    ]);
  });

  test('transfer-offer-status reads each variant', () => {
    expect(describeOffer({ status: 'completed', transaction_id: 't1', contract_id: 'c1' })).toBe('delivered in t1');
    expect(describeOffer({ status: 'failed', failure_kind: 'withdrawn', withdrawn_reason: 'funds' })).toBe('withdrawn: funds');
    expect(describeOffer({ status: 'failed', failure_kind: 'expired' })).toBe('failed: expired');
  });
});
