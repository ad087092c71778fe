import { describe, expect, test } from 'vitest';
import { componentName, findUnions as findModelUnions, type JsonObject, specDocument } from '@canton-openapi/contract';
import { findHolders } from '../unions.ts';
import { branch, spec, updateSpec, variant, wrapped } from './fragments.ts';

/** The unions of a fragment as codegen reads them: the contract model's, in document order. */
const findUnions = (document: JsonObject) => [...findModelUnions(specDocument('demo', document)).values()];

/** What the generators take from a union: its kind, where it is, its component name, and each branch's label (and wrap). */
const summary = (document: JsonObject) =>
  findUnions(document).map((union) =>
    union.kind === 'one-key'
      ? { kind: union.kind, pointer: union.pointer, name: componentName(union.pointer), branches: union.branches.map(({ key, wrap }) => ({ key, wrap })) }
      : { kind: union.kind, pointer: union.pointer, name: componentName(union.pointer), property: union.property, values: union.branches.map((b) => b.value) },
  );

describe("the unions codegen reads (the contract model's findUnions)", () => {
  test('finds a one-key union and the wrap kind of each branch', () => {
    const document = spec({
      Filter: {
        oneOf: [
          branch('Empty', { $ref: '#/components/schemas/Empty' }),
          branch('Template', wrapped('#/components/schemas/Template')),
          branch('Direct', { $ref: '#/components/schemas/Template' }),
          branch('Inline', { type: 'object', properties: { a: { type: 'string' } } }),
        ],
      },
      Empty: { type: 'object', additionalProperties: false, maxProperties: 0 },
      Template: { type: 'object', required: ['templateId'], properties: { templateId: { type: 'string' } } },
    });
    expect(summary(document)).toEqual([
      {
        kind: 'one-key',
        pointer: '/components/schemas/Filter',
        name: 'Filter',
        branches: [
          { key: 'Empty', wrap: 'empty' },
          { key: 'Template', wrap: 'value' },
          { key: 'Direct', wrap: 'direct' },
          { key: 'Inline', wrap: 'direct' },
        ],
      },
    ]);
  });

  test('follows $ref branches, and finds unions written inline in a property', () => {
    const document = spec({
      Holder: { type: 'object', properties: { pick: { oneOf: [{ $ref: '#/components/schemas/A' }, { $ref: '#/components/schemas/B' }] } } },
      A: branch('A', { type: 'string' }),
      B: branch('B', { type: 'integer' }),
    });
    expect(summary(document)).toEqual([
      {
        kind: 'one-key',
        pointer: '/components/schemas/Holder/properties/pick',
        name: undefined,
        branches: [
          { key: 'A', wrap: 'direct' },
          { key: 'B', wrap: 'direct' },
        ],
      },
    ]);
  });

  test('finds a status-variant union pinned by const or by a one-value enum', () => {
    const document = spec({
      Status: { oneOf: [{ $ref: '#/components/schemas/Done' }, variant('failed', { reason: { type: 'string' } })] },
      Done: { type: 'object', required: ['status'], properties: { status: { type: 'string', enum: ['done'] } } },
    });
    expect(summary(document)).toEqual([
      { kind: 'variant', pointer: '/components/schemas/Status', name: 'Status', property: 'status', values: ['done', 'failed'] },
    ]);
  });

  test('ignores a oneOf of any other shape', () => {
    const open = { ...branch('A', { type: 'string' }), additionalProperties: true };
    const document = spec({
      Scalar: { oneOf: [{ type: 'string' }, { type: 'integer' }] },
      Open: { oneOf: [open, branch('B', { type: 'string' })] },
      TwoKeys: { oneOf: [{ ...branch('A', {}), properties: { A: {}, B: {} } }, branch('C', {})] },
      SameKey: { oneOf: [branch('A', {}), branch('A', {})] },
      SameStatus: { oneOf: [variant('x'), variant('x')] },
      Unpinned: { oneOf: [variant('x'), { type: 'object', properties: { status: { type: 'string' } } }] },
    });
    expect(summary(document)).toEqual([]);
  });
});

describe('findHolders', () => {
  test('finds component schemas whose only property refers to a one-key union component', () => {
    const document = updateSpec();
    document.components = {
      schemas: {
        ...(document.components as { schemas: object }).schemas,
        TwoProps: { type: 'object', properties: { update: { $ref: '#/components/schemas/Update' }, other: { type: 'string' } } },
      },
    };
    expect(findHolders(document, findUnions(document))).toEqual([{ name: 'JsGetUpdatesResponse', property: 'update', union: 'Update' }]);
  });
});
