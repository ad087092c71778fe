import { describe, expect, it } from 'vitest';
import { lintFragment } from './lint-fragment.ts';

const RULE = 'canton/named-examples';

type Json = Record<string, any>;

/**
 * Two operations: a list of a one-key union `Thing` (one branch's schema in another file, examples in
 * another file) with a 404, and a status-variant union `Status`. Every branch has a named example.
 */
function fixture(): { document: Json; files: Json } {
  const json = (schema: string, examples: Json) => ({ 'application/json': { schema: { $ref: `#/components/schemas/${schema}` }, examples } });
  const document: Json = {
    paths: {
      '/things': {
        get: {
          operationId: 'listThings',
          parameters: [{ name: 'limit', in: 'query', schema: { type: 'integer', format: 'int32', minimum: 1 }, example: 10 }],
          responses: {
            '200': { description: 'The things.', content: json('ThingList', { both: { $ref: './examples/both.json' } }) },
            '404': { description: 'None.', content: json('Error', { missing: { value: { error: 'No things' } } }) },
          },
        },
      },
      '/status': {
        get: {
          operationId: 'getStatus',
          responses: {
            '200': {
              description: 'The status.',
              content: json('Status', { ready: { value: { status: 'Ready', count: 3 } }, waiting: { value: { status: 'Waiting' } } }),
            },
          },
        },
      },
    },
    components: {
      schemas: {
        ThingList: { type: 'array', items: { $ref: '#/components/schemas/Thing' } },
        Thing: {
          oneOf: [
            {
              type: 'object',
              additionalProperties: false,
              required: ['Apple'],
              properties: {
                Apple: { type: 'object', additionalProperties: false, required: ['value'], properties: { value: { $ref: './schemas.json#/Apple' } } },
              },
            },
            { type: 'object', additionalProperties: false, required: ['Banana'], properties: { Banana: { $ref: '#/components/schemas/Banana' } } },
          ],
        },
        Banana: { type: 'object', additionalProperties: false, properties: { ripe: { type: 'boolean' } } },
        Status: { oneOf: [{ $ref: '#/components/schemas/Ready' }, { $ref: '#/components/schemas/Waiting' }] },
        Ready: {
          type: 'object',
          required: ['status', 'count'],
          properties: { status: { const: 'Ready' }, count: { type: 'integer', format: 'int32' } },
        },
        Waiting: { type: 'object', required: ['status'], properties: { status: { const: 'Waiting' } } },
        Error: { type: 'object', required: ['error'], properties: { error: { type: 'string' } } },
      },
    },
  };
  const files: Json = {
    'schemas.json': { Apple: { type: 'object', required: ['count'], properties: { count: { type: 'integer', format: 'int32', minimum: 1 } } } },
    'examples/both.json': { summary: 'One of each', value: [{ Apple: { value: { count: 2 } } }, { Banana: { ripe: true } }] },
  };
  return { document, files };
}

const THINGS = '#/paths/~1things/get';

describe('canton/named-examples: the named examples a response needs, one per union branch and per error', () => {
  it('accepts named examples that take every branch and validate, with $refs across files', async () => {
    const { document, files } = fixture();
    expect(await lintFragment(document, [RULE], files)).toEqual([]);
  });

  it('catches a new union branch that no named example takes', async () => {
    const { document, files } = fixture();
    document.components.schemas.Thing.oneOf.push({
      type: 'object',
      additionalProperties: false,
      required: ['Cherry'],
      properties: { Cherry: { type: 'object' } },
    });
    expect(await lintFragment(document, [RULE], files)).toEqual([
      {
        ruleId: RULE,
        message: 'No named example of `application/json` takes key `Cherry` of the one-key union `Thing`; add an example under `examples` whose value does.',
        file: 'openapi.yaml',
        pointer: `${THINGS}/responses/200/content/application~1json/examples`,
        onKey: true,
      },
    ]);
  });

  it('catches a status variant that no named example takes', async () => {
    const { document, files } = fixture();
    delete document.paths['/status'].get.responses['200'].content['application/json'].examples.waiting;
    expect(await lintFragment(document, [RULE], files)).toEqual([
      {
        ruleId: RULE,
        message:
          'No named example of `application/json` takes status `Waiting` of the status-variant union `Status`; add an example under `examples` whose value does.',
        file: 'openapi.yaml',
        pointer: '#/paths/~1status/get/responses/200/content/application~1json/examples',
        onKey: true,
      },
    ]);
  });

  it('asks no example for a union a schema names under `not` or `if`: those constrain a value, they hold none of it', async () => {
    const { document, files } = fixture();
    const { schemas } = document.components;
    schemas.Ready.not = { $ref: '#/components/schemas/Thing' };
    schemas.Waiting.if = { $ref: '#/components/schemas/Thing' };
    expect(await lintFragment(document, [RULE], files)).toEqual([]);
    // The same union where a value holds it is reached, and its branches need examples.
    schemas.Waiting.properties.thing = { $ref: '#/components/schemas/Thing' };
    expect((await lintFragment(document, [RULE], files)).map((f) => f.message)).toEqual([
      'No named example of `application/json` takes key `Apple` of the one-key union `Thing`; add an example under `examples` whose value does.',
      'No named example of `application/json` takes key `Banana` of the one-key union `Thing`; add an example under `examples` whose value does.',
    ]);
  });

  it('catches an error response without a named example', async () => {
    const { document, files } = fixture();
    delete document.paths['/things'].get.responses['404'].content['application/json'].examples;
    expect(await lintFragment(document, [RULE], files)).toEqual([
      {
        ruleId: RULE,
        message: 'Error response 404 of GET /things (application/json) has no named example; add one under `examples` so that mocks can serve it.',
        file: 'openapi.yaml',
        pointer: `${THINGS}/responses/404/content/application~1json`,
        onKey: true,
      },
    ]);
  });
});

describe('canton/named-examples: every example validates against its schema', () => {
  it('reports an invalid value inside an example file against a schema in another file, once', async () => {
    const { document, files } = fixture();
    files['examples/both.json'].value[0].Apple.value.count = 0;
    expect(await lintFragment(document, [RULE], files)).toEqual([
      {
        ruleId: RULE,
        message: 'Example `both` of `application/json` is invalid at /0/Apple/value/count: must be >= 1 (`minimum`).',
        file: 'examples/both.json',
        pointer: '#/value/0/Apple/value/count',
        onKey: false,
      },
    ]);
  });

  it('reports an unknown key at the key, and a missing field of a status variant', async () => {
    const { document, files } = fixture();
    files['examples/both.json'].value[1].Banana.colour = 'yellow';
    delete document.paths['/status'].get.responses['200'].content['application/json'].examples.ready.value.count;
    expect(await lintFragment(document, [RULE], files)).toEqual([
      {
        ruleId: RULE,
        message: 'Example `both` of `application/json` is invalid at /1/Banana: must NOT have additional properties: `colour` (`additionalProperties`).',
        file: 'examples/both.json',
        pointer: '#/value/1/Banana/colour',
        onKey: true,
      },
      {
        ruleId: RULE,
        message: "Example `ready` of `application/json` is invalid at /: must have required property 'count' (`required`).",
        file: 'openapi.yaml',
        pointer: '#/paths/~1status/get/responses/200/content/application~1json/examples/ready/value',
        onKey: false,
      },
    ]);
  });

  it('rejects a value with two union keys at the second key, and does not count it as taking a branch', async () => {
    const { document, files } = fixture();
    files['examples/both.json'].value[0].Banana = { ripe: false };
    expect(await lintFragment(document, [RULE], files)).toEqual([
      {
        ruleId: RULE,
        message: 'Example `both` of `application/json` is invalid at /0: must NOT have additional properties: `Banana` (`additionalProperties`).',
        file: 'examples/both.json',
        pointer: '#/value/0/Banana',
        onKey: true,
      },
      {
        ruleId: RULE,
        message: 'No named example of `application/json` takes key `Apple` of the one-key union `Thing`; add an example under `examples` whose value does.',
        file: 'openapi.yaml',
        pointer: `${THINGS}/responses/200/content/application~1json/examples`,
        onKey: true,
      },
    ]);
  });

  it('reports every branch error when a value takes no branch at all (and the branch it lost)', async () => {
    const { document, files } = fixture();
    files['examples/both.json'].value[1] = { Durian: {} };
    const findings = await lintFragment(document, [RULE], files);
    expect(findings.map((f) => f.message)).toEqual([
      "Example `both` of `application/json` is invalid at /1: must have required property 'Apple' (`required`).",
      'Example `both` of `application/json` is invalid at /1: must NOT have additional properties: `Durian` (`additionalProperties`).',
      "Example `both` of `application/json` is invalid at /1: must have required property 'Banana' (`required`).",
      'Example `both` of `application/json` is invalid at /1: must NOT have additional properties: `Durian` (`additionalProperties`).',
      'Example `both` of `application/json` is invalid at /1: must match exactly one schema in oneOf (`oneOf`).',
      'No named example of `application/json` takes key `Banana` of the one-key union `Thing`; add an example under `examples` whose value does.',
    ]);
  });

  it('validates the example of a parameter', async () => {
    const { document, files } = fixture();
    document.paths['/things'].get.parameters[0].example = 0;
    expect(await lintFragment(document, [RULE], files)).toEqual([
      {
        ruleId: RULE,
        message: 'The `example` of parameter `limit` is invalid at /: must be >= 1 (`minimum`).',
        file: 'openapi.yaml',
        pointer: `${THINGS}/parameters/0/example`,
        onKey: false,
      },
    ]);
  });
});
