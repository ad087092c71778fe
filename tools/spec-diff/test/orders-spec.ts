// A small multi-operation spec that exercises every rule of the differ: shared and direction-only
// schemas, unions, enums, parameters and security. Each call answers a fresh copy to mutate.

/** A JSON object of the spec. */
export type Json = Record<string, unknown>;

/** The object at `keys` below `root`; throws when the fixture has no object there. */
export function node(root: Json, ...keys: string[]): Json {
  let current: unknown = root;
  for (const key of keys) {
    if (current === null || typeof current !== 'object') throw new Error(`no object at ${keys.join('.')}`);
    current = (current as Json)[key];
  }
  if (current === null || typeof current !== 'object') throw new Error(`no object at ${keys.join('.')}`);
  return current as Json;
}

/** The array at `keys` below `root`. */
export function list(root: Json, ...keys: string[]): unknown[] {
  const value = node(root, ...keys);
  if (!Array.isArray(value)) throw new Error(`no array at ${keys.join('.')}`);
  return value;
}

const json = (schema: string): Json => ({ 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } });

/** The base version every test case mutates. */
export function ordersSpec(): Json {
  return {
    openapi: '3.1.0',
    // Stable throughout (`x-stability`), as the ledger is: a breaking change needs a major.
    info: { title: 'Orders', version: '1.0.0', 'x-stability': 'external' },
    security: [{ bearer: [] }],
    paths: {
      '/orders': {
        post: {
          operationId: 'createOrder',
          summary: 'Create an order',
          requestBody: { required: true, content: json('OrderRequest') },
          responses: {
            '200': { description: 'Created', content: json('Order') },
            '400': { description: 'Invalid', content: json('Error') },
          },
        },
      },
      '/orders/{id}': {
        get: {
          operationId: 'getOrder',
          summary: 'Read an order',
          parameters: [
            { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
            { name: 'verbose', in: 'query', required: false, schema: { type: 'boolean' } },
          ],
          responses: {
            '200': { description: 'The order', content: json('Order') },
            '404': { description: 'Unknown', content: json('Error') },
          },
        },
      },
    },
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'A JWT.' },
        apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
      },
      schemas: {
        Kind: { type: 'string', enum: ['book', 'music'], description: 'Used in requests and responses.' },
        OrderRequest: {
          type: 'object',
          required: ['item'],
          properties: {
            item: { type: 'string' },
            note: { type: 'string' },
            quantity: { type: 'integer', format: 'int32', minimum: 1, maximum: 100 },
            priority: { type: 'string', enum: ['low', 'high'] },
            kind: { $ref: '#/components/schemas/Kind' },
            delivery: { $ref: '#/components/schemas/Delivery' },
          },
        },
        Delivery: {
          oneOf: [
            { type: 'object', required: ['mode'], properties: { mode: { const: 'pickup' } } },
            { type: 'object', required: ['mode', 'address'], properties: { mode: { const: 'post' }, address: { type: 'string' } } },
          ],
        },
        Order: {
          type: 'object',
          required: ['id', 'status', 'createdAt'],
          properties: {
            id: { type: 'string' },
            status: { type: 'string', enum: ['open', 'shipped'] },
            createdAt: { type: 'string', format: 'date-time' },
            kind: { $ref: '#/components/schemas/Kind' },
            tip: { type: 'string' },
            payment: { $ref: '#/components/schemas/Payment' },
          },
        },
        Payment: {
          oneOf: [
            { type: 'object', required: ['method'], properties: { method: { const: 'card' }, last4: { type: 'string' } } },
            { type: 'object', required: ['method'], properties: { method: { const: 'cash' } } },
          ],
        },
        Error: { type: 'object', required: ['error'], properties: { error: { type: 'string' } } },
      },
    },
  };
}

/** Adds `searchOrders`, a page-token-paged operation (`x-pagination`, iterator `iterateOrders`), to an orders spec. */
export function withPaging(spec: Json): Json {
  const body = (schema: Json): Json => ({ 'application/json': { schema } });
  node(spec, 'paths')['/orders/search'] = {
    post: {
      operationId: 'searchOrders',
      'x-pagination': { in: 'body', token: 'pageToken', next: 'next_page_token', items: 'orders', iterator: 'iterateOrders' },
      requestBody: { required: true, content: body({ type: 'object', properties: { pageToken: { type: 'string' }, limit: { type: 'integer' } } }) },
      responses: {
        '200': {
          description: 'A page of orders',
          content: body({
            type: 'object',
            required: ['orders'],
            properties: { orders: { type: 'array', items: { type: 'string' } }, next_page_token: { type: ['string', 'null'] } },
          }),
        },
      },
    },
  };
  return spec;
}
