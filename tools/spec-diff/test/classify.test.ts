// The classification table: spec pairs (a base and one mutation of it) → the expected changes.
// Both versions go through the real pipeline: written to files, bundled and dereferenced by Redocly.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import type { Change } from '../change.ts';
import type { JsonObject } from '@canton-openapi/contract';
import { diffApis } from '../diff.ts';
import { loadSpec } from '../load.ts';
import { relativeLocation } from '../report.ts';
import { type Json, list, node, ordersSpec, withPaging } from './orders-spec.ts';

const scratch = mkdtempSync(join(tmpdir(), 'spec-diff-table-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let files = 0;

async function load(spec: Json, format: 'yaml' | 'json' = 'yaml', extra: Record<string, unknown> = {}): Promise<JsonObject> {
  const dir = join(scratch, String(files++));
  mkdirSync(dir, { recursive: true });
  for (const [name, content] of Object.entries(extra)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), JSON.stringify(content));
  }
  const root = join(dir, `openapi.${format}`);
  writeFileSync(root, format === 'json' ? JSON.stringify(spec) : stringify(spec));
  return loadSpec(root);
}

/** `operationId kind BREAKING|non-breaking location`: one line per change, sorted. */
function summarise(changes: Change[]): string[] {
  return changes.map((c) => `${c.operationId ?? '(api)'} ${c.kind} ${c.breaking ? 'BREAKING' : 'non-breaking'} ${relativeLocation(c)}`).sort();
}

async function diff(base: Json, head: Json, format: 'yaml' | 'json' = 'yaml', extra?: Record<string, unknown>): Promise<string[]> {
  const a = new Map([['orders', { api: 'orders', root: await load(base) }]]);
  const b = new Map([['orders', { api: 'orders', root: await load(head, format, extra) }]]);
  return summarise(diffApis(a, b));
}

const REQ = 'requestBody/content/[application/json]/schema';
const RES = 'responses/200/content/[application/json]/schema';
const schema = (s: Json, name: string): Json => node(s, 'components', 'schemas', name);
const props = (s: Json, name: string): Json => node(schema(s, name), 'properties');
const op = (s: Json, path: string, method: string): Json => node(s, 'paths', path, method);
/** Both operations answer `Order`, so a response change to it shows under each. */
const inBothResponses = (line: string): string[] => [`createOrder ${line}`, `getOrder ${line}`];

interface Case {
  name: string;
  /** Mutates the base version, when the case needs a different starting point. */
  base?: (spec: Json) => void;
  /** Mutates a copy of the base version into the head version. */
  head: (spec: Json) => void;
  expected: string[];
}

const cases: Case[] = [
  { name: 'identical specs: no change', head: () => {}, expected: [] },
  {
    name: 'annotations only (descriptions, summaries, examples, x- extensions): no change',
    head: (s) => {
      op(s, '/orders', 'post').summary = 'Place an order';
      schema(s, 'Order').description = 'An order.';
      props(s, 'Order').id = { type: 'string', example: 'o-1', 'x-internal-note': 'uuid' };
    },
    expected: [],
  },
  {
    name: 'renamed path parameter: same route, no change',
    head: (s) => {
      const paths = node(s, 'paths');
      const item = node(paths, '/orders/{id}');
      delete paths['/orders/{id}'];
      paths['/orders/{orderId}'] = item;
      const id = list(item, 'get', 'parameters')[0] as Json;
      id.name = 'orderId';
    },
    expected: [],
  },
  {
    name: 'removed operation: breaking',
    head: (s) => {
      delete node(s, 'paths', '/orders/{id}').get;
    },
    expected: ['getOrder operation-removed BREAKING #'],
  },
  {
    name: 'new operation: non-breaking',
    head: (s) => {
      node(s, 'paths', '/orders/{id}').delete = {
        operationId: 'cancelOrder',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '204': { description: 'Cancelled' } },
      };
    },
    expected: ['cancelOrder operation-added non-breaking #'],
  },
  {
    name: 'renamed operationId: breaking (types and clients name operations by it)',
    head: (s) => {
      op(s, '/orders/{id}', 'get').operationId = 'readOrder';
    },
    expected: ['readOrder operation-id-changed BREAKING operationId'],
  },
  {
    name: 'removed status: breaking',
    head: (s) => {
      delete node(op(s, '/orders/{id}', 'get'), 'responses')['404'];
    },
    expected: ['getOrder status-removed BREAKING responses/404'],
  },
  {
    name: 'new status: non-breaking',
    head: (s) => {
      node(op(s, '/orders', 'post'), 'responses')['409'] = { description: 'Duplicate' };
    },
    expected: ['createOrder status-added non-breaking responses/409'],
  },
  {
    name: 'new response media type: breaking (a new branch of the body)',
    head: (s) => {
      node(op(s, '/orders', 'post'), 'responses', '400', 'content')['text/plain'] = { schema: { type: 'string' } };
    },
    expected: ['createOrder media-type-added BREAKING responses/400/content/[text/plain]'],
  },
  {
    name: 'new request media type: non-breaking',
    head: (s) => {
      node(op(s, '/orders', 'post'), 'requestBody', 'content')['application/x-www-form-urlencoded'] = {
        schema: { $ref: '#/components/schemas/OrderRequest' },
      };
    },
    expected: ['createOrder media-type-added non-breaking requestBody/content/[application/x-www-form-urlencoded]'],
  },
  {
    name: 'removed response property: breaking',
    head: (s) => {
      delete props(s, 'Order').tip;
    },
    expected: inBothResponses(`property-removed BREAKING ${RES}/properties/tip`),
  },
  {
    name: 'new response property: non-breaking',
    head: (s) => {
      props(s, 'Order').eta = { type: 'string', format: 'date-time' };
    },
    expected: inBothResponses(`property-added non-breaking ${RES}/properties/eta`),
  },
  {
    name: 'new optional request field: non-breaking',
    head: (s) => {
      props(s, 'OrderRequest').gift = { type: 'boolean' };
    },
    expected: [`createOrder property-added non-breaking ${REQ}/properties/gift`],
  },
  {
    name: 'new required request field: breaking',
    head: (s) => {
      props(s, 'OrderRequest').store = { type: 'string' };
      list(schema(s, 'OrderRequest'), 'required').push('store');
    },
    expected: [`createOrder property-added BREAKING ${REQ}/properties/store`],
  },
  {
    name: 'optional → required in a request: breaking',
    head: (s) => {
      list(schema(s, 'OrderRequest'), 'required').push('note');
    },
    expected: [`createOrder required-added BREAKING ${REQ}/properties/note`],
  },
  {
    name: 'required → optional in a request: non-breaking',
    head: (s) => {
      schema(s, 'OrderRequest').required = [];
    },
    expected: [`createOrder required-removed non-breaking ${REQ}/properties/item`],
  },
  {
    name: 'required → optional in a response: breaking',
    head: (s) => {
      schema(s, 'Order').required = ['id', 'status'];
    },
    expected: inBothResponses(`required-removed BREAKING ${RES}/properties/createdAt`),
  },
  {
    name: 'optional → required in a response: non-breaking',
    head: (s) => {
      list(schema(s, 'Order'), 'required').push('tip');
    },
    expected: inBothResponses(`required-added non-breaking ${RES}/properties/tip`),
  },
  {
    name: 'new union branch in a response: breaking',
    head: (s) => {
      list(schema(s, 'Payment'), 'oneOf').push({ type: 'object', required: ['method'], properties: { method: { const: 'voucher' } } });
    },
    expected: inBothResponses(`union-branch-added BREAKING ${RES}/properties/payment/oneOf/2`),
  },
  {
    name: 'new union branch in a request: non-breaking',
    head: (s) => {
      list(schema(s, 'Delivery'), 'oneOf').unshift({ type: 'object', required: ['mode'], properties: { mode: { const: 'locker' } } });
    },
    expected: [`createOrder union-branch-added non-breaking ${REQ}/properties/delivery/oneOf/0`],
  },
  {
    name: 'removed union branch in a request: breaking; reordered branches match by content',
    head: (s) => {
      list(schema(s, 'Delivery'), 'oneOf').splice(0, 1);
      list(schema(s, 'Payment'), 'oneOf').reverse();
    },
    expected: [`createOrder union-branch-removed BREAKING ${REQ}/properties/delivery/oneOf/0`],
  },
  {
    name: 'changed union branch: compared branch by branch',
    head: (s) => {
      list(schema(s, 'Payment'), 'oneOf').reverse();
      node(list(schema(s, 'Payment'), 'oneOf')[1] as Json, 'properties').last4 = { type: 'integer' };
    },
    expected: inBothResponses(`type-changed BREAKING ${RES}/properties/payment/oneOf/1/properties/last4/type`),
  },
  {
    name: 'new enum value in a response: breaking',
    head: (s) => {
      list(props(s, 'Order'), 'status', 'enum').push('cancelled');
    },
    expected: inBothResponses(`enum-value-added BREAKING ${RES}/properties/status/enum`),
  },
  {
    name: 'narrowed enum in a request: breaking',
    head: (s) => {
      node(props(s, 'OrderRequest'), 'priority').enum = ['low'];
    },
    expected: [`createOrder enum-value-removed BREAKING ${REQ}/properties/priority/enum`],
  },
  {
    name: 'widened enum in a request: non-breaking',
    head: (s) => {
      list(props(s, 'OrderRequest'), 'priority', 'enum').push('urgent');
    },
    expected: [`createOrder enum-value-added non-breaking ${REQ}/properties/priority/enum`],
  },
  {
    name: 'narrowed enum in a response: non-breaking',
    head: (s) => {
      node(props(s, 'Order'), 'status').enum = ['open'];
    },
    expected: inBothResponses(`enum-value-removed non-breaking ${RES}/properties/status/enum`),
  },
  {
    name: 'schema used in request and response gets both rule sets',
    head: (s) => {
      list(schema(s, 'Kind'), 'enum').push('video');
    },
    expected: [
      `createOrder enum-value-added BREAKING ${RES}/properties/kind/enum`,
      `createOrder enum-value-added non-breaking ${REQ}/properties/kind/enum`,
      `getOrder enum-value-added BREAKING ${RES}/properties/kind/enum`,
    ],
  },
  {
    name: 'type change in a response: breaking',
    head: (s) => {
      props(s, 'Order').id = { type: 'integer' };
    },
    expected: inBothResponses(`type-changed BREAKING ${RES}/properties/id/type`),
  },
  {
    name: 'type change in a request: breaking',
    head: (s) => {
      node(props(s, 'OrderRequest'), 'quantity').type = 'string';
    },
    expected: [`createOrder type-changed BREAKING ${REQ}/properties/quantity/type`],
  },
  {
    name: 'format change in a response: breaking',
    head: (s) => {
      node(props(s, 'Order'), 'createdAt').format = 'date';
    },
    expected: inBothResponses(`format-changed BREAKING ${RES}/properties/createdAt/format`),
  },
  {
    name: 'format change in a request: breaking',
    head: (s) => {
      node(props(s, 'OrderRequest'), 'quantity').format = 'int64';
    },
    expected: [`createOrder format-changed BREAKING ${REQ}/properties/quantity/format`],
  },
  {
    name: 'null allowed in a response: breaking',
    head: (s) => {
      node(props(s, 'Order'), 'tip').type = ['string', 'null'];
    },
    expected: inBothResponses(`type-changed BREAKING ${RES}/properties/tip/type`),
  },
  {
    name: 'a $ref made nullable with anyOf [X, null] in a response: one breaking change, not a removal of its properties',
    head: (s) => {
      props(s, 'Order').payment = { description: 'How it was paid, or null', anyOf: [{ $ref: '#/components/schemas/Payment' }, { type: 'null' }] };
    },
    expected: inBothResponses(`type-changed BREAKING ${RES}/properties/payment/type`),
  },
  {
    name: 'a nullable $ref made non-nullable in a request: breaking',
    base: (s) => {
      props(s, 'OrderRequest').delivery = { anyOf: [{ $ref: '#/components/schemas/Delivery' }, { type: 'null' }] };
    },
    head: (s) => {
      props(s, 'OrderRequest').delivery = { $ref: '#/components/schemas/Delivery' };
    },
    expected: [`createOrder type-changed BREAKING ${REQ}/properties/delivery/type`],
  },
  {
    name: 'null allowed in a request: non-breaking',
    head: (s) => {
      node(props(s, 'OrderRequest'), 'note').type = ['string', 'null'];
    },
    expected: [`createOrder type-changed non-breaking ${REQ}/properties/note/type`],
  },
  {
    name: 'deprecation added to an operation: non-breaking',
    head: (s) => {
      op(s, '/orders/{id}', 'get').deprecated = true;
    },
    expected: ['getOrder deprecation-added non-breaking deprecated'],
  },
  {
    name: 'deprecation removed from an operation: non-breaking',
    base: (s) => {
      op(s, '/orders/{id}', 'get').deprecated = true;
    },
    head: (s) => {
      delete op(s, '/orders/{id}', 'get').deprecated;
    },
    expected: ['getOrder deprecation-removed non-breaking deprecated'],
  },
  {
    name: 'deprecation added to a request field and a parameter: non-breaking',
    head: (s) => {
      node(props(s, 'OrderRequest'), 'note').deprecated = true;
      (list(op(s, '/orders/{id}', 'get'), 'parameters')[1] as Json).deprecated = true;
    },
    expected: [
      `createOrder deprecation-added non-breaking ${REQ}/properties/note/deprecated`,
      'getOrder deprecation-added non-breaking parameters/1/deprecated',
    ],
  },
  {
    name: 'security requirement added: breaking',
    head: (s) => {
      op(s, '/orders', 'post').security = [{ bearer: [], apiKey: [] }];
    },
    expected: ['createOrder security-requirement-added BREAKING security'],
  },
  {
    name: 'public operation now needs a token: breaking',
    base: (s) => {
      op(s, '/orders/{id}', 'get').security = [];
    },
    head: (s) => {
      delete op(s, '/orders/{id}', 'get').security;
    },
    expected: ['getOrder security-requirement-added BREAKING security'],
  },
  {
    name: 'security alternative added: non-breaking',
    head: (s) => {
      s.security = [{ bearer: [] }, { apiKey: [] }];
    },
    expected: ['createOrder security-requirement-removed non-breaking security', 'getOrder security-requirement-removed non-breaking security'],
  },
  {
    name: 'optional → required parameter: breaking',
    head: (s) => {
      (list(op(s, '/orders/{id}', 'get'), 'parameters')[1] as Json).required = true;
    },
    expected: ['getOrder required-added BREAKING parameters/1'],
  },
  {
    name: 'new required parameter: breaking; new optional one: non-breaking',
    head: (s) => {
      list(op(s, '/orders/{id}', 'get'), 'parameters').push(
        { name: 'X-Tenant', in: 'header', required: true, schema: { type: 'string' } },
        { name: 'fields', in: 'query', schema: { type: 'string' } },
      );
    },
    expected: ['getOrder parameter-added BREAKING parameters/2', 'getOrder parameter-added non-breaking parameters/3'],
  },
  {
    name: 'request closed to undeclared properties: breaking',
    head: (s) => {
      schema(s, 'OrderRequest').additionalProperties = false;
    },
    expected: [`createOrder additional-properties-changed BREAKING ${REQ}/additionalProperties`],
  },
  {
    name: 'request bounds: narrower minimum breaking, wider maximum non-breaking',
    head: (s) => {
      Object.assign(node(props(s, 'OrderRequest'), 'quantity'), { minimum: 2, maximum: 1000 });
    },
    expected: [
      `createOrder constraint-changed BREAKING ${REQ}/properties/quantity/minimum`,
      `createOrder constraint-changed non-breaking ${REQ}/properties/quantity/maximum`,
    ],
  },
  {
    name: 'x-pagination dropped: breaking (the client loses the iterator)',
    base: withPaging,
    head: (s) => {
      delete op(s, '/orders/search', 'post')['x-pagination'];
    },
    expected: ['searchOrders pagination-removed BREAKING x-pagination'],
  },
  {
    name: 'x-pagination iterator renamed: breaking (a public client method is renamed)',
    base: withPaging,
    head: (s) => {
      paging(s).iterator = 'iterateAllOrders';
    },
    expected: ['searchOrders iterator-renamed BREAKING x-pagination/iterator'],
  },
  {
    name: 'x-pagination fields changed (token, next, items, in): breaking each (the iterator pages differently)',
    base: withPaging,
    head: (s) => {
      Object.assign(paging(s), { in: 'query', token: 'after', next: 'cursor', items: 'results' });
    },
    expected: [
      'searchOrders pagination-changed BREAKING x-pagination/in',
      'searchOrders pagination-changed BREAKING x-pagination/items',
      'searchOrders pagination-changed BREAKING x-pagination/next',
      'searchOrders pagination-changed BREAKING x-pagination/token',
    ],
  },
  {
    name: 'x-pagination from a token to a cursor from the last item: breaking (the iterator pages differently)',
    base: withPaging,
    head: (s) => {
      op(s, '/orders/search', 'post')['x-pagination'] = cursorPaging();
    },
    expected: ['searchOrders pagination-changed BREAKING x-pagination'],
  },
  {
    name: 'x-pagination cursor mapping changed (a source, the order of sources) or its items: breaking each',
    base: (s) => {
      withPaging(s);
      op(s, '/orders/search', 'post')['x-pagination'] = cursorPaging();
    },
    head: (s) => {
      op(s, '/orders/search', 'post')['x-pagination'] = {
        ...cursorPaging(),
        items: 'results',
        fromLastItem: { '/after/after_migration_id': ['/event/migration_id', '/migration_id'], '/after/after_record_time': ['/record_time'] },
      };
    },
    expected: ['searchOrders pagination-changed BREAKING x-pagination/fromLastItem', 'searchOrders pagination-changed BREAKING x-pagination/items'],
  },
  {
    name: "x-pagination cursor now started by the caller's first request (`start: caller`): breaking",
    base: (s) => {
      withPaging(s);
      op(s, '/orders/search', 'post')['x-pagination'] = cursorPaging();
    },
    head: (s) => {
      op(s, '/orders/search', 'post')['x-pagination'] = { ...cursorPaging(), start: 'caller' };
    },
    expected: ['searchOrders pagination-changed BREAKING x-pagination/start'],
  },
  {
    name: 'x-pagination cursor unchanged but for the order of its targets: no change',
    base: (s) => {
      withPaging(s);
      op(s, '/orders/search', 'post')['x-pagination'] = cursorPaging();
    },
    head: (s) => {
      const { fromLastItem } = cursorPaging() as { fromLastItem: Record<string, Json> };
      op(s, '/orders/search', 'post')['x-pagination'] = { ...cursorPaging(), fromLastItem: Object.fromEntries(Object.entries(fromLastItem).reverse()) };
    },
    expected: [],
  },
  {
    name: 'x-pagination added: non-breaking (the client gains an iterator)',
    base: (s) => {
      withPaging(s);
      delete op(s, '/orders/search', 'post')['x-pagination'];
    },
    head: (s) => {
      op(s, '/orders/search', 'post')['x-pagination'] = paging(withPaging(ordersSpec()));
    },
    expected: ['searchOrders pagination-added non-breaking x-pagination'],
  },
  {
    name: 'a deprecated operation changes its replacement and removal: non-breaking, reported',
    base: (s) => {
      Object.assign(op(s, '/orders/{id}', 'get'), { deprecated: true, 'x-replaced-by': 'createOrder', 'x-removal-version': '2.0.0' });
    },
    head: (s) => {
      Object.assign(op(s, '/orders/{id}', 'get'), {
        'x-replaced-by': { operationId: 'searchOrders', method: 'post', path: '/orders/search' },
        'x-removal-version': '2.0.0',
        'x-removed-in': '2.1.0',
      });
    },
    // 2.1.0 lies outside the 1.0 line both versions describe: no client of theirs loses the operation.
    expected: ['getOrder availability-changed non-breaking x-removed-in', 'getOrder replacement-changed non-breaking x-replaced-by'],
  },
  {
    name: 'a release of a described line disables or removes a node, newly or earlier: breaking for clients of that line',
    base: (s) => {
      Object.assign(node(s, 'info'), { 'x-release-lines': ['1.0', '1.1'] });
      Object.assign(op(s, '/orders/{id}', 'get'), { deprecated: true, 'x-replaced-by': 'createOrder', 'x-removal-version': '2.0.0', 'x-removed-in': '1.1.5' });
      node(props(s, 'OrderRequest'), 'note').deprecated = true;
    },
    head: (s) => {
      Object.assign(op(s, '/orders/{id}', 'get'), { 'x-removed-in': '1.1.2' });
      Object.assign(node(props(s, 'OrderRequest'), 'note'), { 'x-deprecated-in': '1.0.0', 'x-disabled-in': '1.1.0', 'x-enabled-by': 'orders.legacy-note' });
    },
    expected: ['getOrder availability-changed BREAKING x-removed-in', `createOrder availability-changed BREAKING ${REQ}/properties/note/x-disabled-in`],
  },
  {
    name: 'a node removed later or no longer disabled, and a disable recorded for a line only the head describes: non-breaking, reported',
    base: (s) => {
      Object.assign(op(s, '/orders/{id}', 'get'), { deprecated: true, 'x-replaced-by': 'createOrder', 'x-removal-version': '2.0.0', 'x-removed-in': '1.0.3' });
      Object.assign(node(props(s, 'OrderRequest'), 'note'), { deprecated: true, 'x-disabled-in': '1.0.1' });
    },
    head: (s) => {
      Object.assign(node(s, 'info'), { version: '1.1.0', 'x-release-lines': ['1.0', '1.1'] });
      op(s, '/orders/{id}', 'get')['x-disabled-in'] = '1.1.0';
      delete op(s, '/orders/{id}', 'get')['x-removed-in'];
      delete node(props(s, 'OrderRequest'), 'note')['x-disabled-in'];
    },
    expected: [
      '(api) release-line-added non-breaking info/x-release-lines',
      'getOrder availability-changed non-breaking x-disabled-in',
      `createOrder availability-changed non-breaking ${REQ}/properties/note/x-disabled-in`,
    ],
  },
  {
    name: 'a release line no longer described: breaking (its servers lose the contract); a new line: non-breaking',
    base: (s) => Object.assign(node(s, 'info'), { version: '1.1.0', 'x-release-lines': ['1.0', '1.1'] }),
    head: (s) => Object.assign(node(s, 'info'), { version: '1.2.0', 'x-release-lines': ['1.1', '1.2'] }),
    expected: ['(api) release-line-added non-breaking info/x-release-lines', '(api) release-line-removed BREAKING info/x-release-lines'],
  },
  {
    name: 'a node added in a later release of the line than before: breaking; in an earlier one: non-breaking',
    base: (s) => {
      (list(op(s, '/orders/{id}', 'get'), 'parameters')[1] as Json)['x-added-in'] = '1.0.2';
      op(s, '/orders/{id}', 'get')['x-added-in'] = '1.0.4';
    },
    head: (s) => {
      (list(op(s, '/orders/{id}', 'get'), 'parameters')[1] as Json)['x-added-in'] = '1.0.3';
      op(s, '/orders/{id}', 'get')['x-added-in'] = '1.0.0';
    },
    expected: ['getOrder availability-changed BREAKING parameters/1/x-added-in', 'getOrder availability-changed non-breaking x-added-in'],
  },
  {
    name: 'a deprecated request field and parameter gain a replacement and a removal version: non-breaking, reported',
    base: (s) => {
      node(props(s, 'OrderRequest'), 'note').deprecated = true;
      (list(op(s, '/orders/{id}', 'get'), 'parameters')[1] as Json).deprecated = true;
    },
    head: (s) => {
      node(props(s, 'OrderRequest'), 'note')['x-replaced-by'] = { property: 'gift' };
      (list(op(s, '/orders/{id}', 'get'), 'parameters')[1] as Json)['x-removal-version'] = '2.0.0';
    },
    expected: [
      `createOrder replacement-changed non-breaking ${REQ}/properties/note/x-replaced-by`,
      'getOrder removal-changed non-breaking parameters/1/x-removal-version',
    ],
  },
  {
    name: 'x-server-check: an enforced flag flipped is reported, non-breaking; changed evidence is prose',
    base: (s) => {
      node(props(s, 'OrderRequest'), 'quantity')['x-server-check'] = {
        minimum: { enforced: false, evidence: 'Orders.scala: read as 1' },
        maximum: { enforced: true, evidence: 'Orders.scala: validate, 400' },
      };
    },
    head: (s) => {
      node(props(s, 'OrderRequest'), 'quantity')['x-server-check'] = {
        minimum: { enforced: true, evidence: 'Orders.scala: validate, 400' },
        maximum: { enforced: true, evidence: 'Orders.scala: validateQuantity, 400 {error}' },
      };
    },
    expected: [`createOrder server-check-changed non-breaking ${REQ}/properties/quantity/x-server-check/minimum`],
  },
  {
    name: 'x-server-check: the release an enforced rule starts from (`since`), added or moved, is reported, non-breaking',
    base: (s) => {
      node(props(s, 'OrderRequest'), 'quantity')['x-server-check'] = {
        minimum: { enforced: false, evidence: 'Orders.scala: read as 1' },
        maximum: { enforced: true, since: '1.0.0', evidence: 'Orders.scala: validate, 400' },
      };
    },
    head: (s) => {
      node(props(s, 'OrderRequest'), 'quantity')['x-server-check'] = {
        minimum: { enforced: true, since: '1.1.0', evidence: 'Orders.scala: from 1.1.0 validate, 400' },
        maximum: { enforced: true, since: '1.1.0', evidence: 'Orders.scala: validate, 400' },
      };
    },
    expected: [
      `createOrder server-check-changed non-breaking ${REQ}/properties/quantity/x-server-check/minimum`,
      `createOrder server-check-changed non-breaking ${REQ}/properties/quantity/x-server-check/maximum`,
    ],
  },
  {
    name: 'x-effect read → write and x-auth-before-effect added: reported, non-breaking (clients call the same way)',
    base: (s) => {
      op(s, '/orders', 'post')['x-effect'] = 'read';
    },
    head: (s) => {
      Object.assign(op(s, '/orders', 'post'), { 'x-effect': 'write', 'x-auth-before-effect': { evidence: 'Orders.scala: authorize first' } });
    },
    expected: ['createOrder effect-changed non-breaking x-effect', 'createOrder effect-changed non-breaking x-auth-before-effect'],
  },
  {
    name: 'x-bft changed, added or dropped: non-breaking, reported (a BFT client agrees otherwise; callers call the same)',
    base: (s) => {
      op(s, '/orders', 'post')['x-bft'] = { agree: 'exact' };
      op(s, '/orders/{id}', 'get')['x-bft'] = { agree: 'exact', moving: true };
    },
    head: (s) => {
      op(s, '/orders', 'post')['x-bft'] = { agree: 'exact', moving: true };
      op(s, '/orders/{id}', 'get')['x-bft'] = { moving: true, agree: 'exact' };
    },
    expected: ['createOrder bft-changed non-breaking x-bft'],
  },
  {
    name: 'x-stability external → internal: BREAKING (upstream no longer promises compatibility)',
    head: (s) => {
      op(s, '/orders', 'post')['x-stability'] = 'internal';
    },
    expected: ['createOrder stability-changed BREAKING x-stability'],
  },
  {
    name: 'x-stability internal → external and internal → pre-alpha: non-breaking',
    base: (s) => {
      op(s, '/orders', 'post')['x-stability'] = 'internal';
      op(s, '/orders/{id}', 'get')['x-stability'] = 'internal';
    },
    head: (s) => {
      op(s, '/orders', 'post')['x-stability'] = 'external';
      op(s, '/orders/{id}', 'get')['x-stability'] = 'pre-alpha';
    },
    expected: ['createOrder stability-changed non-breaking x-stability', 'getOrder stability-changed non-breaking x-stability'],
  },
  {
    name: 'x-stability first declared (the base declares none): non-breaking, reported as declared',
    base: (s) => {
      delete node(s, 'info')['x-stability'];
    },
    head: (s) => {
      op(s, '/orders', 'post')['x-stability'] = 'internal';
      op(s, '/orders/{id}', 'get')['x-stability'] = 'external';
    },
    expected: ['createOrder stability-changed non-breaking x-stability', 'getOrder stability-changed non-breaking x-stability'],
  },
  {
    name: "x-stability moved from the operations to the document's info.x-stability, same classes: no change",
    base: (s) => {
      delete node(s, 'info')['x-stability'];
      op(s, '/orders', 'post')['x-stability'] = 'external';
      op(s, '/orders/{id}', 'get')['x-stability'] = 'external';
    },
    head: (s) => {
      node(s, 'info')['x-stability'] = 'external';
      delete op(s, '/orders', 'post')['x-stability'];
      delete op(s, '/orders/{id}', 'get')['x-stability'];
    },
    expected: [],
  },
  {
    name: 'prose extensions (release history, upstream, minimum server version, rejected examples): no change',
    head: (s) => {
      Object.assign(node(s, 'info'), { 'x-minimum-server-version': '1.1.0', 'x-upstream': { repository: 'acme/orders', version: '1.1.0' } });
      Object.assign(op(s, '/orders/{id}', 'get'), { 'x-changed-in': ['1.1.0'], 'x-moved': { in: '1.1.0', from: '/order/{id}' } });
      node(props(s, 'OrderRequest'), 'item')['x-rejected-examples'] = [{ name: 'empty', payload: '' }];
    },
    expected: [],
  },
];

/** An `x-pagination` by a cursor from the last item, as Scan's `/v2/updates` pages. */
const cursorPaging = (): Json => ({
  in: 'body',
  items: 'orders',
  iterator: 'iterateOrders',
  fromLastItem: { '/after/after_migration_id': ['/migration_id', '/event/migration_id'], '/after/after_record_time': ['/record_time'] },
  ends: 'empty-page',
});

/** The `x-pagination` of `searchOrders` (a spec made `withPaging`). */
const paging = (s: Json): Json => node(op(s, '/orders/search', 'post'), 'x-pagination');

describe('spec:diff classification table', () => {
  it.each(cases)('$name', async ({ base, head, expected }) => {
    const a = ordersSpec();
    base?.(a);
    const b = structuredClone(a);
    head(b);
    expect(await diff(a, b)).toEqual([...expected].sort());
  });
});

describe('spec:diff says what a paging, deprecation or server-check change means', () => {
  async function messages(base: (s: Json) => void, head: (s: Json) => void): Promise<string[]> {
    const a = ordersSpec();
    base(a);
    const b = structuredClone(a);
    head(b);
    const [x, y] = [await load(a), await load(b)];
    return diffApis(new Map([['orders', { api: 'orders', root: x }]]), new Map([['orders', { api: 'orders', root: y }]])).map((c) => c.message);
  }

  it('names the iterator that is renamed, gone or paging differently', async () => {
    const renamed = await messages(withPaging, (s) => Object.assign(paging(s), { iterator: 'iterateAllOrders', next: 'cursor' }));
    expect(renamed).toEqual([
      'iterator `iterateOrders` renamed to `iterateAllOrders`: a public client method is renamed',
      "iterator `iterateAllOrders` now reads the next page's token from `cursor` (was `next_page_token`): it pages differently",
    ]);
    const dropped = await messages(withPaging, (s) => delete op(s, '/orders/search', 'post')['x-pagination']);
    expect(dropped).toEqual(['paging dropped: the iterator `iterateOrders` is gone, a public client method is removed']);
  });

  it('says what to use instead and when it goes, for a new deprecation, a changed replacement or removal, and a removed operation', async () => {
    const replacement = { operationId: 'searchOrders', method: 'post', path: '/orders/search' };
    const deprecated = await messages(withPaging, (s) =>
      Object.assign(op(s, '/orders/{id}', 'get'), { deprecated: true, 'x-replaced-by': replacement, 'x-removal-version': '1.0.0' }),
    );
    expect(deprecated).toEqual([
      'operation is now deprecated: use searchOrders (POST /orders/search) now (upstream announced its removal for 1.0.0, but 1.0.x still supports it)',
    ]);
    const deprecate = (s: Json): void => {
      withPaging(s);
      Object.assign(op(s, '/orders/{id}', 'get'), { deprecated: true, 'x-replaced-by': 'createOrder' });
    };
    const changed = await messages(deprecate, (s) => Object.assign(op(s, '/orders/{id}', 'get'), { 'x-replaced-by': replacement, 'x-removed-in': '1.1.0' }));
    expect(changed).toEqual([
      'operation: releases were "no release recorded", now "removed in 1.1.0"',
      'deprecated operation: replacement changed from createOrder to searchOrders (POST /orders/search); the deprecation notes and warnings say so',
    ]);
    const removed = await messages(deprecate, (s) => delete node(s, 'paths', '/orders/{id}').get);
    expect(removed).toEqual([
      'operation removed: clients calling GET /orders/{id} get 404 or 405; it was deprecated: use createOrder instead (no removal version announced)',
    ]);
  });

  it('says how conformance now treats a server that accepts a request breaking a rule', async () => {
    const record = (enforced: boolean) => ({ minimum: { enforced, evidence: 'Orders.scala: validateQuantity, 400 {error}' } });
    const stricter = await messages(
      (s) => (node(props(s, 'OrderRequest'), 'quantity')['x-server-check'] = record(false)),
      (s) => (node(props(s, 'OrderRequest'), 'quantity')['x-server-check'] = record(true)),
    );
    expect(stricter).toEqual([
      'conformance now fails a server that accepts a request breaking `minimum` of property `quantity`: the record says servers reject it',
    ]);
  });
});

describe('spec:diff marks breaking changes to operations without upstream compatibility promise as exempt', () => {
  it('exempt where the operation is internal or pre-alpha at both versions, never where it is or was external', async () => {
    const a = ordersSpec();
    op(a, '/orders/{id}', 'get')['x-stability'] = 'internal';
    const b = structuredClone(a);
    delete props(b, 'Order').tip;
    op(b, '/orders', 'post')['x-stability'] = 'internal';
    const changes = diffApis(new Map([['orders', { api: 'orders', root: await load(a) }]]), new Map([['orders', { api: 'orders', root: await load(b) }]]));
    expect(changes.map((c) => [c.operationId, c.kind, c.breaking, c.stability, c.exempt])).toEqual([
      ['createOrder', 'stability-changed', true, 'internal', undefined],
      ['createOrder', 'property-removed', true, 'internal', undefined],
      ['getOrder', 'property-removed', true, 'internal', true],
    ]);
  });

  it('never exempt where the base declares no stability: what was not classified may have been relied on', async () => {
    const a = ordersSpec();
    delete node(a, 'info')['x-stability'];
    const b = structuredClone(a);
    delete props(b, 'Order').tip;
    op(b, '/orders/{id}', 'get')['x-stability'] = 'internal';
    const changes = diffApis(new Map([['orders', { api: 'orders', root: await load(a) }]]), new Map([['orders', { api: 'orders', root: await load(b) }]]));
    const removed = changes.filter((c) => c.kind === 'property-removed');
    expect(removed.map((c) => [c.operationId, c.breaking, c.exempt])).toEqual([
      ['createOrder', true, undefined],
      ['getOrder', true, undefined],
    ]);
    expect(changes.find((c) => c.kind === 'stability-changed')?.message).toBe('stability declared: internal (undeclared at the base)');
  });
});
