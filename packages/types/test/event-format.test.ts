import { describe, expect, test } from 'vitest';
import { CumulativeFilter, eventFormat } from '@canton-openapi/types/ledger';

const template = CumulativeFilter.of.TemplateFilter({ templateId: 'pkg:Mod:T' });

describe('eventFormat', () => {
  test('gives each party the same filters', () => {
    expect(eventFormat({ parties: ['Alice::1220', 'Bob::1220'], filters: [template], verbose: true })).toEqual({
      filtersByParty: { 'Alice::1220': { cumulative: [template] }, 'Bob::1220': { cumulative: [template] } },
      verbose: true,
    });
  });

  test('any party, with no filter meaning every template', () => {
    expect(eventFormat({ anyParty: true })).toEqual({ filtersForAnyParty: { cumulative: [] } });
  });

  test('does not share one filter list between parties', () => {
    const format = eventFormat({ parties: ['A::1', 'B::1'], filters: [template] });
    expect(format.filtersByParty?.['A::1']?.cumulative).not.toBe(format.filtersByParty?.['B::1']?.cumulative);
  });

  test('refuses a format that names no party', () => {
    expect(() => eventFormat({ filters: [template] })).toThrow(
      'eventFormat: name at least one party in `parties` or set `anyParty: true`; a format without either reports nothing.',
    );
  });
});
