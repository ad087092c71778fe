// A node's refusal of a value out of range often names the value it was sent: Splice's Limit.scala answers
// "Exceeded limit maximum (N > 1000).", Canton's FieldValidator.validatePageSize "Requested page size must be
// positive, but got N", its NON_POSITIVE_OFFSET "Offset N in offset is not a positive integer: …". The spec's
// example holds one such value (1001, 0); the mock answers with the value the request sent instead, so a client
// sees its own number as it would from the node. Texts of other shapes are kept.
import type { Json } from '@canton-openapi/contract';

/** The wordings that name the value sent, each with the part holding it. */
const namingSent: { pattern: RegExp; put: (sent: string) => string }[] = [
  { pattern: /Exceeded limit maximum \(-?\d+ > /, put: (sent) => `Exceeded limit maximum (${sent} > ` },
  { pattern: /, but got -?\d+/, put: (sent) => `, but got ${sent}` },
  { pattern: /\bOffset -?\d+ in /, put: (sent) => `Offset ${sent} in ` },
];

/** `example` (a text, or an error object whose `error` or `cause` is one) with `sent` in place of the value it names. */
export function withValueSent(example: Json, sent: number): Json {
  const put = (text: string) => namingSent.reduce((out, { pattern, put: write }) => out.replace(pattern, write(String(sent))), text);
  if (typeof example === 'string') return put(example);
  if (example === null || typeof example !== 'object' || Array.isArray(example)) return example;
  const out: { [key: string]: Json } = { ...example };
  for (const key of ['error', 'cause']) {
    const text = out[key];
    if (typeof text === 'string') out[key] = put(text);
  }
  return out;
}
