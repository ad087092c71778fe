// Generated from specs/validator by tools/codegen/generate-client.ts. Do not edit: change the spec or the generator, then run `npm run generate`.
/** Where each operation of the validator API carries int64 integers (see tools/codegen/client-int64.ts). */
export const validatorInt64 = {
  getTransferOfferStatus: {},
  lookupAnsEntryByName: {},
} as const;

/** The type of `validatorInt64`, which maps int64 fields to `bigint` in a bigint-mode client. */
export type ValidatorInt64 = typeof validatorInt64;

/** Whether an int64 field of each operation's 200 body (a JSON.parse result) holds a number at or beyond ±2^53, which JSON.parse may have rounded. */
export const validatorRoundedInt64: Readonly<Record<string, (body: unknown) => boolean>> = {
};

/** Each operation's 200 body (a JSON.parse result without numbers beyond 2^53) with its int64 fields as `bigint`. */
export const validatorBigIntInt64: Readonly<Record<string, (body: unknown) => unknown>> = {
};
