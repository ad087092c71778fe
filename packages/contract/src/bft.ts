// How a BFT client agrees on a read: the `x-bft` extension of a Scan operation. Splice's BftScanConnection
// asks 2f + 1 Scans and accepts f + 1 equal answers for most reads, but not for all: some answers differ per
// Scan by design, some move while Scans catch up, some carry a status that says "I do not know yet". The rule is
// contract knowledge with upstream evidence (specs/README.md, "How a BFT read agrees: `x-bft`"), read here by
// lint (`canton/bft`), codegen (the client's operation table), the client's BFT reads, conformance's
// `--discover` consistency check and spec-diff.
import { isObject, type Json, type JsonObject, pointerTokens } from './json.ts';

/** The extension naming an operation's agreement rule; under `info`, `x-bft: required` makes it required on every operation. */
export const bftKey = 'x-bft';

/**
 * How f + 1 answers agree. `exact`: equal canonical 200 bodies, or an equal documented 400/404.
 * `found-or-absent`: an agreed 200 wins and a 404 is no vote. `prefix`: history pages agree on the longest
 * item prefix f + 1 answers share. `abstain-unless`: a 200 whose value at `abstain.at` is not `abstain.unless`
 * is no vote. `single`: one Scan answers, the caller verifies. `order-statistic`: the (f + 1)-th highest value
 * at `at`. `per-scan`: answers differ per Scan by design; a BFT client refuses the read.
 */
export const bftAgreements = ['exact', 'found-or-absent', 'prefix', 'abstain-unless', 'single', 'order-statistic', 'per-scan'] as const;

/** One of the agreement rules. */
export type BftAgreement = (typeof bftAgreements)[number];

/** An operation's agreement rule, as `x-bft` declares it. */
export interface BftRule {
  agree: BftAgreement;
  /** Honest Scans may differ for a moment: on no agreement, ask again after a backoff. */
  moving?: true;
  /** JSON pointers left out of the comparison: into the body, or for `prefix` into each item. */
  ignore?: readonly string[];
  /**
   * `abstain-unless`: a 200 whose value at `at` is not `unless` is no vote (the Scan answered that it does
   * not know). `otherwise`: the 200 body the read answers when f + 1 Scans answered and all abstained.
   */
  abstain?: { at: string; unless: Json; otherwise?: Json };
  /** `order-statistic`: the JSON pointer of the compared value. */
  at?: string;
}

const keys = ['agree', 'moving', 'ignore', 'abstain', 'at'] as const;
const abstainKeys = ['at', 'unless', 'otherwise'] as const;
/** The rules on which `moving` means something: the ones whose agreement can fail while Scans catch up. */
const movable: readonly BftAgreement[] = ['exact', 'found-or-absent', 'abstain-unless'];
/** The rules that compare bodies, where `ignore` means something. */
const comparing: readonly BftAgreement[] = ['exact', 'found-or-absent', 'prefix', 'abstain-unless'];

/** Whether `text` is a non-empty JSON pointer (`/a/b`; `~0`, `~1` escapes). */
function isPointer(text: unknown): text is string {
  return typeof text === 'string' && /^(\/([^~/]|~[01])*)+$/.test(text);
}

/** Whether the document asks every operation to declare `x-bft` (`info.x-bft: required`). */
export function bftRequired(root: Readonly<Record<string, unknown>>): boolean {
  const info = root['info'];
  return isObject(info) && info[bftKey] === 'required';
}

/** What is wrong with an `info.x-bft` value (only `required` is one). */
export function documentBftProblems(value: unknown): string[] {
  return value === 'required' ? [] : [`\`info.${bftKey}\` can only be \`required\` (every operation then declares its rule); found ${JSON.stringify(value)}.`];
}

/**
 * What is wrong with a written `x-bft` value, one sentence per problem (empty when valid). With
 * `operation`, also what the rule needs of it: `prefix` reads pages (`x-pagination`).
 */
export function bftProblems(value: unknown, operation?: Readonly<Record<string, unknown>>): string[] {
  if (!isObject(value)) return [`\`${bftKey}\` must be an object with \`agree\`; found ${JSON.stringify(value)}.`];
  const problems: string[] = [];
  for (const key of Object.keys(value))
    if (!(keys as readonly string[]).includes(key)) problems.push(`\`${bftKey}\` has no key \`${key}\` (its keys: ${keys.map((k) => `\`${k}\``).join(', ')}).`);
  const agree = value['agree'];
  if (!(bftAgreements as readonly unknown[]).includes(agree)) {
    problems.push(`\`${bftKey}.agree\` must be one of ${bftAgreements.map((a) => `\`${a}\``).join(', ')}; found ${JSON.stringify(agree)}.`);
    return problems;
  }
  const rule = agree as BftAgreement;
  if ('moving' in value && value['moving'] !== true) problems.push(`\`${bftKey}.moving\` is \`true\` when written; leave it out otherwise.`);
  else if (value['moving'] === true && !movable.includes(rule))
    problems.push(`\`${bftKey}.moving\` means nothing with \`agree: ${rule}\`; it goes with ${movable.map((a) => `\`${a}\``).join(', ')}.`);
  if ('ignore' in value) {
    const ignore = value['ignore'];
    if (!Array.isArray(ignore) || ignore.length === 0 || !ignore.every(isPointer))
      problems.push(`\`${bftKey}.ignore\` must be a non-empty list of JSON pointers, like \`[/verdict/finalization_time]\`.`);
    else if (!comparing.includes(rule)) problems.push(`\`${bftKey}.ignore\` means nothing with \`agree: ${rule}\`, which compares no bodies.`);
  }
  problems.push(...abstainProblems(value, rule), ...atProblems(value, rule));
  if (rule === 'prefix' && operation !== undefined && !isObject(operation['x-pagination']))
    problems.push(`\`agree: prefix\` agrees on pages of items: the operation needs \`x-pagination\` naming them.`);
  return problems;
}

function abstainProblems(value: JsonObject, rule: BftAgreement): string[] {
  const abstain = value['abstain'];
  if (rule !== 'abstain-unless') return abstain === undefined ? [] : [`\`${bftKey}.abstain\` goes only with \`agree: abstain-unless\`.`];
  if (!isObject(abstain) || !isPointer(abstain['at']) || !('unless' in abstain))
    return [`\`agree: abstain-unless\` needs \`abstain: {at: <JSON pointer>, unless: <value>}\`: which value of the 200 body counts as a vote.`];
  return Object.keys(abstain)
    .filter((key) => !(abstainKeys as readonly string[]).includes(key))
    .map((key) => `\`${bftKey}.abstain\` has no key \`${key}\` (its keys: ${abstainKeys.map((k) => `\`${k}\``).join(', ')}).`);
}

function atProblems(value: JsonObject, rule: BftAgreement): string[] {
  const at = value['at'];
  if (rule !== 'order-statistic') return at === undefined ? [] : [`\`${bftKey}.at\` goes only with \`agree: order-statistic\`.`];
  return isPointer(at) ? [] : [`\`agree: order-statistic\` needs \`at: <JSON pointer>\`: the value of the 200 body that is ranked.`];
}

/** The problems of one operation's `x-bft`, and its absence where its document requires it. */
export function operationBftProblems(operation: Readonly<Record<string, unknown>>, root: Readonly<Record<string, unknown>>): string[] {
  if (bftKey in operation) return bftProblems(operation[bftKey], operation);
  if (!bftRequired(root)) return [];
  return [
    `needs \`${bftKey}\` (its document says \`info.${bftKey}: required\`): how a BFT client agrees on it, with \`agree: ${bftAgreements.join(' | ')}\` (specs/README.md, "How a BFT read agrees").`,
  ];
}

/** The operation's agreement rule, when it declares a valid one. */
export function bftOf(operation: Readonly<Record<string, unknown>>): BftRule | undefined {
  const value = operation[bftKey];
  if (!isObject(value) || bftProblems(value, operation).length > 0) return undefined;
  const rule: BftRule = { agree: value['agree'] as BftAgreement };
  if (value['moving'] === true) rule.moving = true;
  if (Array.isArray(value['ignore'])) rule.ignore = value['ignore'] as string[];
  const abstain = value['abstain'];
  if (isObject(abstain))
    rule.abstain = { at: abstain['at'] as string, unless: abstain['unless']!, ...('otherwise' in abstain ? { otherwise: abstain['otherwise']! } : {}) };
  if (typeof value['at'] === 'string') rule.at = value['at'];
  return rule;
}

/** `value` with the values at `pointers` left out (a copy; arrays keep their length, the entry left out is `null`). */
export function withoutPointers(value: unknown, pointers: readonly string[]): unknown {
  const copy: unknown = structuredClone(value);
  for (const pointer of pointers) {
    const tokens = pointerTokens(pointer);
    if (tokens.length === 0) continue;
    let parent: unknown = copy;
    for (const token of tokens.slice(0, -1)) parent = isObject(parent) || Array.isArray(parent) ? (parent as Record<string, unknown>)[token] : undefined;
    const last = tokens[tokens.length - 1]!;
    if (Array.isArray(parent) && /^\d+$/.test(last) && Number(last) < parent.length) parent[Number(last)] = null;
    else if (isObject(parent)) delete parent[last];
  }
  return copy;
}

/** The value at JSON pointer `pointer` of `value`, or undefined. */
export function bftValueAt(value: unknown, pointer: string): unknown {
  let at = value;
  for (const token of pointerTokens(pointer)) at = isObject(at) || Array.isArray(at) ? (at as Record<string, unknown>)[token] : undefined;
  return at;
}

/**
 * What a parsed 200 body counts as under `rule`: the value compared (the body without `ignore`'s pointers),
 * or why it is no vote (`abstain-unless`: the value at `abstain.at` is not `abstain.unless`).
 */
export function bftComparable(rule: BftRule, body: unknown): { compared: unknown } | { abstains: string } {
  if (rule.abstain !== undefined) {
    const found = bftValueAt(body, rule.abstain.at);
    if (JSON.stringify(found) !== JSON.stringify(rule.abstain.unless))
      return {
        abstains: `${rule.abstain.at} is ${JSON.stringify(found) ?? 'missing'}, not ${JSON.stringify(rule.abstain.unless)}: this Scan cannot tell (yet)`,
      };
  }
  return { compared: rule.ignore === undefined ? body : withoutPointers(body, rule.ignore) };
}
