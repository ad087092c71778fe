// The one error the union helpers throw. A value that breaks a union's shape usually comes from a
// server newer than this package (a new branch) or from hand-built data; the message says which.

/** Why a value does not fit its union. */
export type UnionShapeProblem = 'not-an-object' | 'no-key' | 'several-keys' | 'unknown-key' | 'missing-discriminant' | 'unknown-variant' | 'missing-handler';

/** Thrown by the union helpers (`entry`, `match`) when a value does not have the shape of its union. */
export class UnionShapeError extends TypeError {
  /** Name of the union schema in the spec, for example `Update`. */
  readonly union: string;
  /** What is wrong with the value. */
  readonly problem: UnionShapeProblem;
  /** The offending keys or discriminant values (empty when the value has none). */
  readonly found: readonly string[];
  /** The keys or discriminant values the union accepts. */
  readonly expected: readonly string[];

  constructor(union: string, problem: UnionShapeProblem, found: readonly string[], expected: readonly string[], message: string) {
    super(`${union}: ${message}`);
    this.name = 'UnionShapeError';
    this.union = union;
    this.problem = problem;
    this.found = found;
    this.expected = expected;
  }
}

/** Names the JSON type of `value` for a message, without printing the value (it may be large or private). */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return 'a string';
  if (typeof value === 'undefined') return 'undefined';
  return `a ${typeof value}`;
}

/** `A, B, C` with each name quoted, for messages. */
export function listNames(names: readonly string[]): string {
  return names.map((name) => JSON.stringify(name)).join(', ');
}

/** Own enumerable keys of a plain record whose value is not `undefined` (an absent optional key). */
export function presentKeys(value: object): string[] {
  return Object.keys(value).filter((key) => (value as Record<string, unknown>)[key] !== undefined);
}

/** A non-null, non-array object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What to do about a key or variant this version does not know. */
export const upgradeHint = 'If a newer server sent it, upgrade @canton-openapi/types.';
