// canton/server-check on tiny specs: every rule a negative request breaks carries a record of whether the
// server enforces it; a missing, malformed or misplaced record is reported where it belongs.
import { describe, expect, it } from 'vitest';
import { lintFragment } from './lint-fragment.ts';

const RULE = 'canton/server-check';
const record = (enforced = true) => ({ enforced, evidence: 'Things.scala: decode rejects it, 400' });

/** A POST /v0/things with a body, a query parameter and a response; `body` and `limit` are its schemas. */
function document(body: Record<string, unknown>, limit: Record<string, unknown> = { type: 'string' }) {
  return {
    components: {
      schemas: {
        Request: body,
        Shape: { type: 'string', enum: ['round', 'square'], 'x-server-check': { type: record(), enum: record() } },
        // Only in the response: its rules need no record.
        Answer: { type: 'object', properties: { count: { type: 'integer', format: 'int32', minimum: 0 } } },
      },
    },
    paths: {
      '/v0/things': {
        post: {
          operationId: 'postThings',
          parameters: [{ name: 'limit', in: 'query', schema: limit }],
          requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Request' } } } },
          responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Answer' } } } } },
        },
      },
    },
  };
}

const complete = {
  type: 'object',
  required: ['offset'],
  'x-server-check': { not: record() },
  not: { required: ['offset', 'legacy'] },
  properties: {
    offset: { type: 'integer', format: 'int64', minimum: 0, 'x-server-check': { required: record(false), type: record(), minimum: record() } },
    legacy: { type: 'boolean', 'x-server-check': { type: record() } },
    // Records are read from the target, or from beside the `$ref`: keys beside a `$ref` win, records too.
    form: { $ref: '#/components/schemas/Shape' },
    shape: { $ref: '#/components/schemas/Shape', 'x-server-check': { type: record(), enum: record() } },
    tags: {
      type: 'array',
      minItems: 1,
      maxItems: 1000,
      'x-server-check': { type: record(), minItems: record(), maxItems: record(false) },
      items: { type: 'string', pattern: '^[a-z]+$', 'x-server-check': { pattern: record() } },
    },
  },
};

const finding = (message: string, pointer: string) => ({ ruleId: RULE, message, file: 'openapi.yaml', pointer, onKey: false });

describe('canton/server-check', () => {
  it('accepts a request whose every rule has a record, wherever the rule is written', async () => {
    const limit = { type: 'integer', format: 'int32', minimum: 1, 'x-server-check': { type: record(), minimum: record(false) } };
    expect(await lintFragment(document(complete, limit), [RULE])).toEqual([]);
  });

  it('reports each rule without a record at the schema that states it, naming the operation and the rule', async () => {
    const { minimum: _minimum, ...offsetChecks } = complete.properties.offset['x-server-check'];
    const body = { ...complete, properties: { ...complete.properties, offset: { ...complete.properties.offset, 'x-server-check': offsetChecks } } };
    const limit = { type: 'integer', format: 'int32' };
    const missing = (what: string, keyword: string) =>
      `Operation POST /v0/things ${what}: rule \`${keyword}\` has no \`x-server-check.${keyword}\` record; say whether the server rejects a request that breaks it (\`enforced\`) and where its code shows that (\`evidence\`).`;
    expect(await lintFragment(document(body, limit), [RULE])).toEqual([
      finding(missing('query parameter `limit`', 'type'), '#/paths/~1v0~1things/post/parameters/0/schema'),
      finding(missing('request body property `offset`', 'minimum'), '#/components/schemas/Request/properties/offset'),
    ]);
  });

  it('reports a maxItems without a record at its list', async () => {
    const { maxItems: _maxItems, ...tagChecks } = complete.properties.tags['x-server-check'];
    const body = { ...complete, properties: { ...complete.properties, tags: { ...complete.properties.tags, 'x-server-check': tagChecks } } };
    const limit = { type: 'string' };
    expect(await lintFragment(document(body, limit), [RULE])).toEqual([
      finding(
        'Operation POST /v0/things request body property `tags`: rule `maxItems` has no `x-server-check.maxItems` record; say whether the server rejects a request that breaks it (`enforced`) and where its code shows that (`evidence`).',
        '#/components/schemas/Request/properties/tags',
      ),
    ]);
  });

  it('reports a malformed record', async () => {
    const body = { ...complete, 'x-server-check': { not: { enforced: 'yes', evidence: '', why: 1 }, format: record() } };
    const at = '#/components/schemas/Request/x-server-check';
    const what = 'Operation POST /v0/things request body';
    expect(await lintFragment(document(body), [RULE])).toEqual([
      finding(`${what}: \`x-server-check.not\` has unknown field \`why\`.`, at),
      finding(`${what}: \`x-server-check.not.enforced\` must be true (the server rejects such a request) or false (it accepts it).`, at),
      finding(`${what}: \`x-server-check.not.evidence\` must say where the servers' code shows it (file: symbol, and what it does).`, at),
      finding(
        `${what}: \`x-server-check\` has unknown rule keyword \`format\`; expected one of \`required\`, \`type\`, \`enum\`, \`minimum\`, \`maximum\`, \`minItems\`, \`maxItems\`, \`pattern\`, \`not\`.`,
        at,
      ),
    ]);
  });

  it('reports a record of a rule the schema does not state', async () => {
    const legacy = { type: 'boolean', 'x-server-check': { type: record(), required: record(), maximum: record() } };
    const body = { ...complete, properties: { ...complete.properties, legacy } };
    const at = '#/components/schemas/Request/properties/legacy/x-server-check';
    const what = 'Operation POST /v0/things request body property `legacy`';
    expect(await lintFragment(document(body), [RULE])).toEqual([
      finding(`${what}: \`x-server-check.required\` on a property that no request body requires at the top level.`, `${at}/required`),
      finding(`${what}: \`x-server-check.maximum\` records a rule this schema does not state (no \`maximum\`).`, `${at}/maximum`),
    ]);
  });

  it("keeps the `required` records of a schema that is one operation's body and sits inside another's", async () => {
    const doc = document(complete);
    const nested = {
      operationId: 'putThings',
      requestBody: {
        content: {
          'application/json': {
            schema: { type: 'object', properties: { thing: { $ref: '#/components/schemas/Request', 'x-server-check': { type: record(), not: record() } } } },
          },
        },
      },
      responses: { '200': { description: 'ok' } },
    };
    const paths = { '/v0/things': { ...doc.paths['/v0/things'], put: nested } };
    expect(await lintFragment({ ...doc, paths }, [RULE])).toEqual([]);
  });

  it('takes `since` on an enforced rule (the first release that rejects it), a released version not after info.version; reports any other', async () => {
    const tags = (check: Record<string, unknown>) => ({
      ...complete,
      properties: {
        ...complete.properties,
        tags: { ...complete.properties.tags, 'x-server-check': { ...complete.properties.tags['x-server-check'], maxItems: check } },
      },
    });
    const evidence = 'Things.scala: from 1.2.0 the handler counts the tags, 400';
    const info = { info: { title: 'Fragment', version: '1.2.0' } };
    expect(await lintFragment({ ...info, ...document(tags({ enforced: true, since: '1.2.0', evidence })) }, [RULE])).toEqual([]);
    const at = '#/components/schemas/Request/properties/tags/x-server-check';
    const what = 'Operation POST /v0/things request body property `tags`';
    const since = (value: unknown, enforced = true) => lintFragment({ ...info, ...document(tags({ enforced, since: value, evidence })) }, [RULE]);
    expect(await since('1.2')).toEqual([
      finding(
        `${what}: \`x-server-check.maxItems.since\` must be the released version \`MAJOR.MINOR.PATCH\` from which the server rejects such a request; found "1.2".`,
        at,
      ),
    ]);
    expect(await since('1.2.0', false)).toEqual([
      finding(`${what}: \`x-server-check.maxItems.since\` needs \`enforced: true\`: it names the release from which the server rejects such a request.`, at),
    ]);
    expect(await since('1.3.0')).toEqual([
      finding(`${what}: \`x-server-check.maxItems.since\` 1.3.0 is after the newest release the document describes (\`info.version\` 1.2.0).`, at),
    ]);
  });
});
