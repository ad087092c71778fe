// canton/pagination on tiny specs: a declaration that matches its schemas passes; each mismatch is
// reported at the field of `x-pagination` that names it.
import { describe, expect, it } from 'vitest';
import { lintFragment } from './lint-fragment.ts';

const RULE = 'canton/pagination';
const declared = { in: 'body', token: 'pageToken', next: 'next_page_token', items: 'results', iterator: 'iterateThings' };
const page = {
  type: 'object',
  required: ['results'],
  properties: { results: { type: 'array', items: { type: 'string' } }, next_page_token: { type: ['integer', 'null'], format: 'int64' } },
};
const request = {
  type: 'object',
  required: ['limit'],
  properties: { limit: { type: 'integer', format: 'int32' }, pageToken: { type: 'integer', format: 'int64' } },
};

function document(pagination: unknown, options: { request?: unknown; page?: unknown; method?: string; parameters?: unknown[] } = {}) {
  const method = options.method ?? 'post';
  const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });
  return {
    components: { schemas: { Page: options.page ?? page, Request: options.request ?? request } },
    paths: {
      '/v0/things': {
        [method]: {
          operationId: 'listThings',
          'x-pagination': pagination,
          ...(method === 'post' ? { requestBody: { required: true, ...json({ $ref: '#/components/schemas/Request' }) } } : {}),
          ...(options.parameters === undefined ? {} : { parameters: options.parameters }),
          responses: { '200': { description: 'A page.', ...json({ $ref: '#/components/schemas/Page' }) } },
        },
      },
    },
  };
}

const finding = (message: string, field?: string) => ({
  ruleId: RULE,
  message: `Operation POST /v0/things: ${message}`,
  file: 'openapi.yaml',
  pointer: `#/paths/~1v0~1things/post/x-pagination${field === undefined ? '' : `/${field}`}`,
  onKey: false,
});

describe('canton/pagination', () => {
  it('accepts a declaration whose fields the request body and the 200 response have', async () => {
    expect(await lintFragment(document(declared), [RULE])).toEqual([]);
  });

  it('accepts a GET operation paged by an optional query parameter', async () => {
    const parameters = [{ name: 'pageToken', in: 'query', schema: { type: 'string' } }];
    expect(await lintFragment(document({ ...declared, in: 'query' }, { method: 'get', parameters }), [RULE])).toEqual([]);
  });

  it('rejects a declaration of the wrong shape, naming each problem', async () => {
    expect(await lintFragment(document({ ...declared, in: 'header', iterator: 'things', extra: 1 }), [RULE])).toEqual([
      finding('`x-pagination` has unknown field `extra`.'),
      finding('`x-pagination.in` must be `body` or `query`.'),
      finding('`x-pagination.iterator` must be a name like `iterateThings`.'),
    ]);
  });

  it('rejects a token field the request does not have, or requires', async () => {
    expect(await lintFragment(document({ ...declared, token: 'after' }), [RULE])).toEqual([
      finding('the JSON request body has no property `after` to carry the page token.', 'token'),
    ]);
    const requiring = { ...request, required: ['limit', 'pageToken'] };
    expect(await lintFragment(document(declared, { request: requiring }), [RULE])).toEqual([
      finding('request property `pageToken` is required, but the first page has no token.', 'token'),
    ]);
  });

  it('rejects a query token without its query parameter', async () => {
    const [problem] = await lintFragment(document({ ...declared, in: 'query' }, { method: 'get' }), [RULE]);
    expect(problem).toEqual({
      ...finding('there is no query parameter `pageToken` to carry the page token.', 'token'),
      message: 'Operation GET /v0/things: there is no query parameter `pageToken` to carry the page token.',
      pointer: '#/paths/~1v0~1things/get/x-pagination/token',
    });
  });

  it('rejects a next-token field the response lacks or requires, and items that are not a required array', async () => {
    expect(await lintFragment(document({ ...declared, next: 'nextPageToken', items: 'items' }), [RULE])).toEqual([
      finding("the 200 JSON response needs a required array property `items` holding the page's items.", 'items'),
      finding("the 200 JSON response has no property `nextPageToken` to carry the next page's token.", 'next'),
    ]);
    const strict = { ...page, required: ['results', 'next_page_token'] };
    expect(await lintFragment(document(declared, { page: strict }), [RULE])).toEqual([
      finding('response property `next_page_token` is required, but the last page has no next token.', 'next'),
    ]);
  });

  it('rejects two operations with the same iterator', async () => {
    const doc = document(declared);
    const paths = { ...doc.paths, '/v0/others': { post: { ...doc.paths['/v0/things'].post, operationId: 'listOthers' } } };
    expect(await lintFragment({ ...doc, paths }, [RULE])).toEqual([
      {
        ...finding('iterator `iterateThings` is already the iterator of POST /v0/things; each paged operation needs its own.', 'iterator'),
        message: 'Operation POST /v0/others: iterator `iterateThings` is already the iterator of POST /v0/things; each paged operation needs its own.',
        pointer: '#/paths/~1v0~1others/post/x-pagination/iterator',
      },
    ]);
  });
});
