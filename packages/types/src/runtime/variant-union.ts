// Helpers for status-variant unions: objects told apart by a property each variant pins to a constant,
// such as the validator's transfer-offer status (`status: 'created' | 'accepted' | 'completed' | 'failed'`).
import { describeValue, isRecord, listNames, UnionShapeError, upgradeHint } from './union-error.ts';

/** The values the discriminant `D` of union `U` takes: `VariantTag<GetTransferOfferStatusResponse, 'status'>`. */
export type VariantTag<U, D extends keyof U> = Extract<U[D], string | number | boolean>;

/** The variant of `U` whose discriminant `D` is `T`. */
export type Variant<U, D extends keyof U, T extends VariantTag<U, D>> = Extract<U, { readonly [P in D]: T }>;

/** One handler per variant; leaving one out is a compile error. */
export type VariantHandlers<U, D extends keyof U, R> = {
  readonly [T in VariantTag<U, D> & PropertyKey as `${T}`]: (variant: Variant<U, D, T>) => R;
};

/**
 * The helpers of one status-variant union `U`, told apart by its property `D`. `UB` is the same union
 * as a bigint-mode client returns it (int64 fields as `bigint`): guards and `match` take either.
 */
export interface VariantUnion<U, D extends keyof U & string, UB = U> {
  /** The union's schema name in the spec. */
  readonly name: string;
  /** The property that tells the variants apart, `status`. */
  readonly discriminant: D;
  /** Every value of the discriminant, in spec order. */
  readonly values: readonly VariantTag<U, D>[];
  /** A guard per value: `is.completed(offer)`. */
  readonly is: {
    readonly [T in VariantTag<U, D> & PropertyKey as `${T}`]: <V extends U | UB>(value: V) => value is Extract<V, { readonly [P in D]: T }>;
  };
  /** Calls the handler of `value`'s variant; every variant needs a handler. Throws {@link UnionShapeError} on others. */
  match<R>(value: U, handlers: VariantHandlers<U, D, R>): R;
  /** Calls the handler of a bigint-mode `value`'s variant; every variant needs a handler. Throws {@link UnionShapeError} on others. */
  match<R>(value: UB, handlers: VariantHandlers<UB, D & keyof UB, R>): R;
}

/** Builds the helpers of the status-variant union `name` from its discriminant and the value of each variant. */
export function variantUnion<U, D extends keyof U & string, UB = U>(
  name: string,
  discriminant: D,
  values: readonly VariantTag<U, D>[],
): VariantUnion<U, D, UB> {
  const labels = values.map(String);
  const is = {} as Record<string, (value: unknown) => boolean>;
  for (const tag of values) {
    is[String(tag)] = (value) => isRecord(value) && value[discriminant] === tag;
  }
  return {
    name,
    discriminant,
    values,
    is: is as VariantUnion<U, D, UB>['is'],
    match<R>(value: unknown, handlers: object): R {
      if (!isRecord(value)) {
        throw new UnionShapeError(name, 'not-an-object', [], labels, `expected an object with a ${JSON.stringify(discriminant)}, got ${describeValue(value)}.`);
      }
      const tag = value[discriminant];
      if (tag === undefined) {
        throw new UnionShapeError(
          name,
          'missing-discriminant',
          [],
          labels,
          `expected an object with a ${JSON.stringify(discriminant)} of ${listNames(labels)}, got none.`,
        );
      }
      if (!(values as readonly unknown[]).includes(tag)) {
        const shown = typeof tag === 'object' && tag !== null ? describeValue(tag) : JSON.stringify(tag);
        throw new UnionShapeError(
          name,
          'unknown-variant',
          [String(tag)],
          labels,
          `unknown ${discriminant} ${shown}; expected one of ${listNames(labels)}. ${upgradeHint}`,
        );
      }
      const handler = (handlers as Partial<Record<string, (variant: unknown) => R>>)[String(tag)];
      if (typeof handler !== 'function') {
        throw new UnionShapeError(
          name,
          'missing-handler',
          [String(tag)],
          labels,
          `match has no handler for the ${discriminant} ${JSON.stringify(tag)}; pass one handler per variant.`,
        );
      }
      return handler(value);
    },
  };
}
