// Creates the client of an API by name and calls any of its methods by operationId, with the
// arguments the spec's examples give, so data-driven tests reach every operation.
import { createLedgerClient } from '@canton-openapi/client/ledger';
import { createScanClient } from '@canton-openapi/client/scan';
import { createValidatorClient } from '@canton-openapi/client/validator';
import type { ClientOptions, Int64Mode } from '@canton-openapi/client';
import type { Api, SpecOperation } from './spec.ts';

/** The base URL a real deployment of each API would have (paths below it, as in the spec's servers). */
export const baseUrls: Record<Api, string> = {
  ledger: 'http://participant.test:7575',
  scan: 'http://scan.test/api/scan',
  validator: 'http://validator.test/api/validator',
};

export function createClient(api: Api, options: Omit<ClientOptions<Int64Mode>, 'baseUrl'> & { baseUrl?: string }) {
  const all = { baseUrl: baseUrls[api], logger: false as const, ...options };
  if (api === 'ledger') return createLedgerClient(all);
  if (api === 'scan') return createScanClient(all);
  return createValidatorClient(all);
}

/** A method of `client` by name, bound; fails when the client lacks it. */
export function methodOf(client: object, name: string): (...args: unknown[]) => Promise<unknown> {
  const method: unknown = Reflect.get(client, name);
  if (typeof method !== 'function') throw new Error(`the client has no method '${name}'`);
  return (...args) => Promise.resolve(Reflect.apply(method, client, args));
}

/** The arguments of a named method from the spec: path parameter example, request example, options. */
export function exampleArgs(op: SpecOperation, options: object = {}): unknown[] {
  const args: unknown[] = op.pathParams.map((p) => p.example);
  const request = Object.values(op.requestExamples)[0];
  if (request !== undefined) args.push(request);
  args.push(options);
  return args;
}

/** Calls `op` on `client` with its example arguments. */
export function callExample(client: object, op: SpecOperation, options: object = {}): Promise<unknown> {
  return methodOf(client, op.operationId)(...exampleArgs(op, options));
}
