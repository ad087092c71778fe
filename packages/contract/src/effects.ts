// What an operation does to the server's state: the `x-effect` extension every operation (and every AsyncAPI
// channel operation) carries, `read` or `write`, and `x-auth-before-effect`, the evidence that a write's
// server refuses a request without credentials before anything takes effect. Conformance sends nothing
// that could change a real node's state unless the operator names the write (`--allow-writes`);
// `canton/effect` makes the marker required, so a forgotten one fails lint instead of passing as a read.
import { isObject } from './json.ts';

/** The extension naming an operation's effect. */
export const effectKey = 'x-effect';

/** The extension recording that the server refuses a request without credentials before any effect. */
export const authBeforeEffectKey = 'x-auth-before-effect';

/** The effects an operation may declare: `read` changes nothing a later request could see; `write` may. */
export const effects = ['read', 'write'] as const;

/** What an operation does to the server's state. */
export type Effect = (typeof effects)[number];

/** The evidence that the server refuses a request without credentials before it reads, decides or changes anything. */
export interface AuthBeforeEffect {
  /** Where the servers' code shows it: file and symbol, and what it does. */
  evidence: string;
}

/** Whether `value` is a declared effect. */
export function isEffect(value: unknown): value is Effect {
  return typeof value === 'string' && (effects as readonly string[]).includes(value);
}

/**
 * The effect `node` declares. A node without a valid `x-effect` counts as a `write`: nothing is assumed
 * harmless that the contract does not say is (lint reports the missing marker).
 */
export function effectOf(node: Readonly<Record<string, unknown>>): Effect {
  const value = node[effectKey];
  return isEffect(value) ? value : 'write';
}

/** The `x-auth-before-effect` record of `node`, when it is well formed. */
export function authBeforeEffectOf(node: Readonly<Record<string, unknown>>): AuthBeforeEffect | undefined {
  const value = node[authBeforeEffectKey];
  if (!isObject(value) || authBeforeEffectShapeProblems(value).length > 0) return undefined;
  return { evidence: String(value['evidence']) };
}

/** What is wrong with the `x-effect` of a node, one sentence per problem (empty when valid). */
export function effectProblems(node: Readonly<Record<string, unknown>>): string[] {
  if (!(effectKey in node))
    return [
      `needs \`${effectKey}: read\` or \`${effectKey}: write\`: whether a request can change the server's state decides whether conformance may send it to a real node.`,
    ];
  const value = node[effectKey];
  return isEffect(value) ? [] : [`\`${effectKey}\` must be \`read\` or \`write\`; found ${JSON.stringify(value)}.`];
}

/** What is wrong with the shape of an `x-auth-before-effect` value, one sentence per problem (empty when valid). */
export function authBeforeEffectShapeProblems(value: unknown): string[] {
  if (!isObject(value)) return [`\`${authBeforeEffectKey}\` must be an object with \`evidence\`.`];
  const problems: string[] = [];
  for (const key of Object.keys(value)) if (key !== 'evidence') problems.push(`\`${authBeforeEffectKey}\` has unknown field \`${key}\`.`);
  const evidence = value['evidence'];
  if (typeof evidence !== 'string' || evidence.trim().length < 10)
    problems.push(
      `\`${authBeforeEffectKey}.evidence\` must say where the servers' code refuses a request without credentials before any effect (file: symbol, and what it does).`,
    );
  return problems;
}
