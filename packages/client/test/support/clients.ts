// Creates the client of an API by name and calls any of its methods by operationId, with the
// arguments the spec's examples give, so data-driven tests reach every API and operation.
import type { ClientOptions, Int64Mode } from '@canton-openapi/client';
import { apiRootPrefix } from '@canton-openapi/conformance';
import type { OperationSpec } from '@canton-openapi/contract';
import { type Api, apis, byApi, everyOperationSubpath, loadSpec, pathExamples, requestExample } from './spec.ts';

/** The base URL a real deployment of each API would have: a host, then the API root the spec's `servers` name. */
export const baseUrls = byApi((api) => `http://${api}.test${apiRootPrefix(loadSpec(api).root)}`);

type Factory = (options: ClientOptions<Int64Mode>) => object;
/**
 * `create<Api>Client` of the entry of each API that calls every operation: `@canton-openapi/client/<api>/internal`
 * where the API has operations upstream makes no promise for (internal-surface.test.ts tests the stable one), else `…/<api>`.
 */
const factories = new Map<Api, Factory>(
  await Promise.all(
    apis.map(async (api): Promise<[Api, Factory]> => {
      const subpath = everyOperationSubpath(api);
      const entry = (await import(`@canton-openapi/client/${subpath}`)) as Record<string, unknown>;
      const factory = entry[`create${api[0]!.toUpperCase()}${api.slice(1)}Client`];
      if (typeof factory !== 'function') throw new Error(`@canton-openapi/client/${subpath} exports no client factory`);
      return [api, factory as Factory];
    }),
  ),
);

/**
 * The client of `api`, silent, and not looking up the server's release unless `serverVersion` says
 * otherwise (`undefined`: look it up): the data-driven tests' fake servers answer the spec's operations
 * alone. test/releases/ tests the release check.
 */
export function createClient(api: Api, options: Omit<ClientOptions<Int64Mode>, 'baseUrl'> & { baseUrl?: string }): object {
  return factories.get(api)!({ baseUrl: baseUrls[api], logger: false as const, serverVersion: false, ...options });
}

/** A method of `client` by name, bound; fails when the client lacks it. */
export function methodOf(client: object, name: string): (...args: unknown[]) => Promise<unknown> {
  const method: unknown = Reflect.get(client, name);
  if (typeof method !== 'function') throw new Error(`the client has no method '${name}'`);
  return (...args) => Promise.resolve(Reflect.apply(method, client, args));
}

/** The arguments of a named method from the spec: path parameter examples, request example (or `request`), options (with the required query parameters' examples). */
export function exampleArgs(op: OperationSpec, options: object = {}, request = requestExample(op)): unknown[] {
  const args: unknown[] = pathExamples(op);
  if (request !== undefined) args.push(request);
  const required = op.parameters.filter((p) => p.in === 'query' && p.required && p.examples.length > 0);
  args.push(required.length === 0 ? options : { query: Object.fromEntries(required.map((p) => [p.name, p.examples[0]])), ...options });
  return args;
}

/** Calls `op` on `client` with its example arguments (`request` instead of its request example). */
export function callExample(client: object, op: OperationSpec, options: object = {}, request = requestExample(op)): Promise<unknown> {
  return methodOf(client, op.id)(...exampleArgs(op, options, request));
}
