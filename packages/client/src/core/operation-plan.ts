// The plan of an operation for one client (call.ts `OperationPlan`): what every call of it needs,
// read once from the operation table, at its first call. Loaded on demand, requested with the client
// (client.ts) as the operation table is, so that the code loaded up front does not hold it.
import type { OperationPlan } from './call.ts';
import type { ClientRuntime, Validate } from './context.ts';
import type { OperationDef } from './types/operation-table.ts';

/** What making a plan may load: the validators, with `validate: true` (validation.ts, through the caller's loader). */
export type ValidatorsLoader = () => Promise<typeof import('./validation.ts')>;

/** The plan of `operationId` for the client of `runtime`; a RequestError when the API has no such operation. */
export async function planOperation(runtime: ClientRuntime, operationId: string, loadValidation: ValidatorsLoader): Promise<OperationPlan> {
  const table = await runtime.operationTable;
  const definition = table.operations[operationId];
  if (definition === undefined) throw new runtime.errors.RequestError(`${runtime.api.name} has no operation '${operationId}'.`, { operationId });
  const unstable = runtime.api.externalOnly ? table.unstable?.[operationId] : undefined;
  if (unstable !== undefined) {
    const api = runtime.api.name;
    throw new runtime.errors.RequestError(
      `${operationId} is ${unstable} upstream (no compatibility promise across releases), so the client of @canton-openapi/client/${api} does not call it; nothing was sent. Make the client with create${api[0]!.toUpperCase()}${api.slice(1)}Client of @canton-openapi/client/${api}/internal to call it.`,
      { operationId },
    );
  }
  let validate: Validate | undefined;
  if (runtime.options.validate === true) validate = (await (runtime.validators ??= loadValidation().then((m) => m.validatorsOf(runtime.api))))(operationId);
  return {
    ...operationSite(runtime, operationId, definition),
    definition,
    shape: table.int64[operationId]?.response,
    rounded: table.rounded[operationId],
    toBigInt: runtime.mode === 'bigint' ? table.toBigInt?.[operationId] : undefined,
    requestCheck: table.requestChecks?.[operationId],
    write: table.writes?.[operationId],
    validate,
  };
}

/** What the errors of the operation of `definition` name: its method (upper case), label (`operationId (METHOD path)`) and URL template. */
export function operationSite(runtime: ClientRuntime, operationId: string, definition: OperationDef) {
  const method = definition.method.toUpperCase();
  return { operationId, method, label: `${operationId} (${method} ${definition.path})`, url: `${runtime.baseUrl}${definition.path}` };
}
