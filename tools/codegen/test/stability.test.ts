// Given a fragment with an internal, a pre-alpha, a deprecated internal and an external operation, want the
// generated types and client methods to say which ones carry no upstream compatibility promise.
import { describe, expect, test } from 'vitest';
import { type JsonObject, namedOperations, specDocument } from '@canton-openapi/contract';
import { generateApi } from '../generate-api.ts';
import { generateOperations } from '../client-operations.ts';
import { spec } from './fragments.ts';

const internalNote = 'Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.';
const preAlphaNote = 'Pre-alpha upstream (Splice classes it `pre-alpha`): highly unstable, no compatibility guarantee; do not use in production.';
const ok = { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object', properties: { next: { type: 'string' } } } } } } };

const get = (operationId: string, stability: string, more: JsonObject = {}) => ({
  get: { operationId, summary: `The ${operationId} read`, 'x-effect': 'read', 'x-stability': stability, responses: ok, ...more },
});

const document = spec(
  {},
  {
    '/votes': get('listVotes', 'internal', { description: 'Votes, newest first.' }),
    '/bulk': get('getBulk', 'pre-alpha'),
    '/old': get('getOld', 'internal', {
      deprecated: true,
      'x-replaced-by': { operationId: 'listVotes', method: 'get', path: '/votes' },
      'x-removal-version': '2.0.0',
    }),
    '/scans': get('listScans', 'external'),
  },
);

describe('x-stability in the generated code', () => {
  test('types: the paths entry and the operations member of an internal or pre-alpha operation carry the note and @experimental', async () => {
    const types = (await generateApi('demo', document)).files.get('demo.gen.ts') as string;
    expect(types).toContain(
      `         * The listVotes read\n         * @description ${internalNote}\n         *\n         *     Votes, newest first.\n         */`,
    );
    expect(types).toContain(`    /**\n     * The listVotes read\n     * ${internalNote}\n     * @experimental\n     */\n    listVotes: {`);
    expect(types).toContain(`    /**\n     * The getBulk read\n     * ${preAlphaNote}\n     * @experimental\n     */\n    getBulk: {`);
    expect(types).toContain(
      `    /**\n     * The getOld read\n     * ${internalNote}\n     * @experimental\n     * @deprecated Use \`listVotes\` (GET /votes) instead. Removal announced for 2.0.0.\n     */\n    getOld: {`,
    );
    expect(types).toContain('    listScans: {');
    expect(types).not.toMatch(/The listScans read\n[^/]*(Internal upstream|@experimental)/);
  });

  test('client: the methods of internal and pre-alpha operations carry the note and @experimental, external ones neither', () => {
    const source = generateOperations('demo', namedOperations(specDocument('demo', document)), '');
    const docOf = (method: string) => {
      const at = source.indexOf(`  ${method}(`);
      return source.slice(source.lastIndexOf('/**', at), at);
    };
    expect(docOf('listVotes')).toContain(`   * The listVotes read.\n   *\n   * ${internalNote}\n   *\n`);
    expect(docOf('listVotes')).toContain('   * @experimental\n');
    expect(docOf('getBulk')).toContain(`   * ${preAlphaNote}\n`);
    expect(docOf('getOld')).toMatch(/@experimental\n {3}\* @deprecated Use `listVotes`/);
    expect(docOf('listScans')).not.toContain('upstream');
    expect(docOf('listScans')).not.toContain('@experimental');
  });
});
