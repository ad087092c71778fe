// The validator's scan-proxy passes Scan's answers on, and each API's bundle is self-contained, so the
// validator's rooms repeat the Scan schemas it passes on under the same names (specs/README.md, "Validator
// scan-proxy"). A schema both documents name must keep one shape: everything but prose and the evidence
// of `x-server-check` is compared. A proxy shape of its own has a name of its own (`GetAmuletRulesProxyResponse`,
// `GetOpenAndIssuingMiningRoundsProxyResponse`).
import { isObject, type Json } from '@canton-openapi/contract';
import { describe, expect, it } from 'vitest';
import { loadSpec } from './support/spec.ts';

/** Keys that say what a schema means or why, not what it accepts. */
const prose = new Set(['description', 'summary', 'title', 'example', 'examples', 'x-server-check']);

/** The schema without its prose, for comparing shapes. */
function shape(node: Json): Json {
  if (Array.isArray(node)) return node.map(shape);
  if (!isObject(node)) return node;
  return Object.fromEntries(Object.entries(node).flatMap(([key, value]) => (prose.has(key) ? [] : [[key, shape(value)]])));
}

function schemasOf(api: 'scan' | 'validator'): Record<string, Json> {
  const components = loadSpec(api).root['components'];
  const schemas = isObject(components) ? components['schemas'] : undefined;
  if (!isObject(schemas)) throw new Error(`${api} spec: no components.schemas`);
  return schemas;
}

describe('schemas the validator names like Scan', () => {
  const scan = schemasOf('scan');
  const validator = schemasOf('validator');
  const shared = Object.keys(validator).filter((name) => name in scan);

  it('include the answers the scan-proxy passes on', () => {
    expect(shared).toEqual(
      expect.arrayContaining([
        'GetDsoInfoResponse',
        'ListEntriesResponse',
        'HoldingsSummaryResponseV1',
        'ContractWithState',
        'LookupFeaturedAppRightResponse',
        'GetAnsRulesRequest',
        'GetAnsRulesResponse',
        'MaybeCachedContractWithState',
        'LookupTransferPreapprovalByPartyResponse',
        'LookupTransferCommandCounterByPartyResponse',
        'LookupTransferCommandStatusResponse',
        'TransferCommandContractStatus',
      ]),
    );
  });

  for (const name of shared) {
    it(`${name} has Scan's shape`, () => {
      expect(shape(validator[name]!)).toEqual(shape(scan[name]!));
    });
  }
});
