// Opt-in response validation (`validate: true`) with the validators generated into
// `<api>-validators.gen.js`. Loaded, with them, the first time a `validate: true` client needs them.
import type { ValidationIssue } from './errors.ts';

/** An Ajv error object, as the generated standalone validators report it. */
export interface AjvError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** A generated validator: returns true when `data` matches, otherwise sets `errors`. */
export interface ValidateFunction {
  (data: unknown): boolean;
  errors?: AjvError[] | null;
}

/** Validators by operationId, then by response key (`200`, `404`, `default`). */
export type ValidatorTable = Readonly<Record<string, Readonly<Record<string, ValidateFunction>>>>;

/** The validator of `status` of `operationId` in `table`: its own status, else `200` for a 2xx, else `default`. */
function pick(table: ValidatorTable, operationId: string, status: number): ValidateFunction | undefined {
  const byStatus = table[operationId];
  return byStatus?.[String(status)] ?? (status >= 200 && status < 300 ? byStatus?.['200'] : byStatus?.default);
}

/**
 * Checks `data` against the response `status` of `operationId`; returns every issue, or none. With
 * `quick` (the same verdicts, faster, without errors), the full validator runs only on a body the
 * quick one rejects, to name the issues; its verdict is the one that stands.
 */
export function validateBody(table: ValidatorTable, operationId: string, status: number, data: unknown, quick?: ValidatorTable): ValidationIssue[] {
  const validate = pick(table, operationId, status);
  if (validate === undefined) return [];
  const fast = quick === undefined ? undefined : pick(quick, operationId, status);
  if (fast !== undefined ? fast(data) : validate(data)) return [];
  if (fast !== undefined && validate(data)) return [];
  const issues = (validate.errors ?? []).map((e) => ({
    pointer: e.instancePath,
    keyword: e.keyword,
    schemaPath: e.schemaPath,
    message: describe(e),
  }));
  // The deepest violation is the most specific; a failed oneOf reports its branches before itself.
  return issues.sort((a, b) => depth(b.pointer) - depth(a.pointer));
}

/** The validator of each operation of an API: the API's generated validators, loaded. */
export async function validatorsOf(api: {
  loadValidators: () => Promise<{ validators: ValidatorTable; quickValidators?: ValidatorTable }>;
}): Promise<(operationId: string) => (status: number, data: unknown) => ValidationIssue[]> {
  const { validators, quickValidators } = await api.loadValidators();
  return (operationId) => (status, data) => validateBody(validators, operationId, status, data, quickValidators);
}

function depth(pointer: string): number {
  return pointer === '' ? 0 : pointer.split('/').length;
}

function describe(e: AjvError): string {
  const params = e.params ?? {};
  if (e.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    return `must not have property '${params.additionalProperty}'`;
  }
  if (e.keyword === 'required' && typeof params.missingProperty === 'string') {
    return `must have required property '${params.missingProperty}'`;
  }
  return e.message ?? `fails '${e.keyword}'`;
}
