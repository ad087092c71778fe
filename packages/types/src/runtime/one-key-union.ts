// Helpers for one-key unions: objects with exactly one of a closed set of keys, such as a ledger
// `Update` (`{Transaction: {value}}`, `{OffsetCheckpoint: {value}}`, ...). The generator creates one
// helper object per union from the spec; everything here is derived from the union's type.
import { describeValue, isRecord, listNames, presentKeys, UnionShapeError, upgradeHint } from './union-error.ts';

type RequiredKeys<T> = T extends unknown ? { [K in keyof T]-?: {} extends Pick<T, K> ? never : K }[keyof T] : never;

/** The keys of one-key union `U`: `BranchKey<Update>` is `'OffsetCheckpoint' | 'Reassignment' | ...`. */
export type BranchKey<U> = Extract<RequiredKeys<U>, string>;

/** The branch of one-key union `U` whose key is `K`: `Branch<Update, 'Transaction'>`. */
export type Branch<U, K extends BranchKey<U>> = Extract<U, { [P in K]: unknown }>;

/** What the key `K` of union `U` holds: `BranchContent<Update, 'Transaction'>` is `{ value: JsTransaction }`. */
export type BranchContent<U, K extends BranchKey<U>> = Branch<U, K>[K];

/** The single `[key, content]` pair of a one-key union value; narrow it by comparing the key. */
export type BranchEntry<U> = { [K in BranchKey<U>]: readonly [key: K, content: BranchContent<U, K>] }[BranchKey<U>];

/** One handler per key of `U`; leaving one out is a compile error. */
export type BranchHandlers<U, R> = {
  readonly [K in BranchKey<U>]: (content: BranchContent<U, K>, branch: Branch<U, K>) => R;
};

/**
 * How a branch holds its content, read from the spec: `value` wraps it in `{value: ...}`, `empty` is the
 * empty object `{}`, `direct` is the content itself.
 */
export type WrapKind = 'value' | 'empty' | 'direct';

/** The wrap kind of every key of `U`. */
export type WrapKinds<U> = { readonly [K in BranchKey<U>]: WrapKind };

type BuilderArgs<C, W> = W extends 'empty' ? [] : W extends 'value' ? [value: C extends { value: infer V } ? V : never] : [content: C];

/** A builder per key: takes what the wrapper holds and returns the branch, `{Key: {value}}`. */
export type BranchBuilders<U, W extends WrapKinds<U>> = {
  readonly [K in BranchKey<U>]: (...args: BuilderArgs<BranchContent<U, K>, W[K]>) => Branch<U, K>;
};

/**
 * The helpers of one one-key union `U`. `UB` is the same union as a bigint-mode client returns it
 * (`Update<'bigint'>`, int64 fields as `bigint`): guards, `entry` and `match` take either and type
 * what they hand back from the value they were given.
 */
export interface OneKeyUnion<U, W extends WrapKinds<U>, UB = U> {
  /** The union's schema name in the spec. */
  readonly name: string;
  /** Every key, in spec order. */
  readonly keys: readonly BranchKey<U>[];
  /** A guard per key: true when the value has that key and no other. */
  readonly is: { readonly [K in BranchKey<U>]: <V extends U | UB>(value: V) => value is Extract<V, { [P in K]: unknown }> };
  /** A builder per key, so nobody writes `{Key: {value: ...}}` by hand. */
  readonly of: BranchBuilders<U, W>;
  /** The single `[key, content]` of `value`; throws {@link UnionShapeError} on any other shape. */
  entry(value: U): BranchEntry<U>;
  /** The single `[key, content]` of a bigint-mode `value`; throws {@link UnionShapeError} on any other shape. */
  entry(value: UB): BranchEntry<UB>;
  /** Calls the handler of `value`'s key with its content; every key needs a handler. */
  match<R>(value: U, handlers: BranchHandlers<U, R>): R;
  /** Calls the handler of a bigint-mode `value`'s key with its content; every key needs a handler. */
  match<R>(value: UB, handlers: BranchHandlers<UB, R>): R;
}

/** Builds the helpers of the one-key union `name` from the wrap kind of each of its keys. */
export function oneKeyUnion<U, W extends WrapKinds<U>, UB = U>(name: string, kinds: W): OneKeyUnion<U, W, UB> {
  const keys = Object.keys(kinds) as BranchKey<U>[];
  const known = new Set<string>(keys);

  const entry = (value: unknown): readonly [string, unknown] => {
    const expected = `exactly one of the keys ${listNames(keys)}`;
    if (!isRecord(value)) {
      throw new UnionShapeError(name, 'not-an-object', [], keys, `expected an object with ${expected}, got ${describeValue(value)}.`);
    }
    const present = presentKeys(value);
    if (present.length === 0) {
      throw new UnionShapeError(name, 'no-key', [], keys, `expected ${expected}, got an object without keys.`);
    }
    if (present.length > 1) {
      throw new UnionShapeError(name, 'several-keys', present, keys, `expected ${expected}, got ${present.length}: ${listNames(present)}.`);
    }
    const [key] = present as [string];
    if (!known.has(key)) {
      throw new UnionShapeError(name, 'unknown-key', [key], keys, `unknown key ${JSON.stringify(key)}; expected ${expected}. ${upgradeHint}`);
    }
    return [key, value[key]];
  };

  const is = {} as Record<string, (value: unknown) => boolean>;
  const of = {} as Record<string, (content?: unknown) => unknown>;
  for (const key of keys) {
    is[key] = (value) => isRecord(value) && value[key] !== undefined && presentKeys(value).length === 1;
    const kind: WrapKind = kinds[key];
    of[key] = kind === 'empty' ? () => ({ [key]: {} }) : kind === 'value' ? (content) => ({ [key]: { value: content } }) : (content) => ({ [key]: content });
  }

  // `is` and `of` are filled key by key above; TypeScript cannot follow a mapped type built in a loop,
  // nor relate the key read at run time to the key type of the value the caller passed.
  return {
    name,
    keys,
    is: is as unknown as OneKeyUnion<U, W, UB>['is'],
    of: of as unknown as OneKeyUnion<U, W, UB>['of'],
    entry: entry as OneKeyUnion<U, W, UB>['entry'],
    match<R>(value: unknown, handlers: object): R {
      const [key, content] = entry(value);
      const handler = (handlers as Partial<Record<string, (content: unknown, branch: unknown) => R>>)[key];
      if (typeof handler !== 'function') {
        throw new UnionShapeError(name, 'missing-handler', [key], keys, `match has no handler for the key ${JSON.stringify(key)}; pass one handler per key.`);
      }
      return handler(content, value);
    },
  };
}

/** Builders of an object whose only property holds a one-key union, such as `CumulativeFilter`. */
export interface OneKeyHolder<H, P extends keyof H & string, U, W extends WrapKinds<U>> {
  /** A builder per key of the held union: `CumulativeFilter.of.TemplateFilter({templateId})`. */
  readonly of: {
    readonly [K in BranchKey<U>]: (...args: BuilderArgs<BranchContent<U, K>, W[K]>) => H & { [Q in P]: Branch<U, K> };
  };
}

/** Builds the builders of holder `H`, whose property `property` holds the union `union`. */
export function oneKeyHolder<H, P extends keyof H & string, U, W extends WrapKinds<U>, UB = U>(
  property: P,
  union: OneKeyUnion<U, W, UB>,
): OneKeyHolder<H, P, U, W> {
  const of = {} as Record<string, (...args: unknown[]) => unknown>;
  for (const key of union.keys) {
    const build = union.of[key] as (...args: unknown[]) => unknown;
    of[key] = (...args) => ({ [property]: build(...args) });
  }
  return { of: of as unknown as OneKeyHolder<H, P, U, W>['of'] };
}
