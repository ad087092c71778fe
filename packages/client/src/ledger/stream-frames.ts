// Reads one frame of a ledger stream the way HTTP calls read a 200 body: JSON.parse, the int64
// check of the generated operation table (the fast path; core/int64.ts for the careful one and for bigint mode)
// and, with `validate: true`, the generated quick validators (the full ones only name the issues of
// a frame they reject). A frame is one element of the list that the channel's HTTP twin answers
// (`postV2Updates`, `postV2CommandsCompletions`, …), so the element shape of that operation's row of the
// operation table and its validators apply. Error frames become StreamError; anything else that is not
// what the channel's frames hold (an update, a completion or checkpoint, an active-contract entry), a
// typed error naming where.
import type { ClientRuntime } from '../core/context.ts';
import type { StreamError, ValidationIssue } from '../core/errors.ts';
import { excerpt } from '../core/failure.ts';
import { type BodyContext, finishBody } from '../core/int64.ts';
import type { Int64Shape } from '../core/types/int64.ts';
import type { FrameKind } from '../core/types/streams.ts';
import { validateBody } from '../core/validation.ts';

/** Where a stream goes, for its errors: `streamUpdates (WebSocket /v2/updates)` and the ws URL. */
export interface StreamContext {
  operationId: string;
  method: 'GET';
  url: string;
  label: string;
}

/** One frame, read: the item as the consumer gets it, and its offset (0 for an entry, which carries none). */
export interface Frame {
  item: unknown;
  offset: bigint;
  /** An offset checkpoint: it may repeat the offset of the update or completion before it. */
  checkpoint: boolean;
}

/**
 * Where each kind of frame holds its item (the key of the frame schema the generator read it by,
 * tools/codegen/client-channels.ts), and what the item is called in errors: an update and a completion
 * are one-key unions (`{Transaction: {value}}`, `{Completion: {value}}`, `{OffsetCheckpoint: {value}}`)
 * whose value has the offset.
 */
const holders: Record<FrameKind, { key: string; what: string; one: string }> = {
  update: { key: 'update', what: 'an update', one: 'one update' },
  completion: { key: 'completionResponse', what: 'a completion', one: 'one completion or offset checkpoint' },
  entry: { key: 'contractEntry', what: 'an active-contract entry', one: 'one contract entry' },
};

/** Reads frame number `index` (from 0, over the whole stream) or throws a CantonApiError. */
export type ReadFrame = (text: string, index: number) => Frame;

/**
 * The frame reader of `operationId`'s elements, with the client's int64 mode and validation. `frames`
 * `entry` reads the entries of the active contracts stream, which carry no offset of their own (their
 * `offset` is 0); `update` the updates and `completion` the completions, each with its offset.
 */
export async function frameReader(
  client: ClientRuntime,
  StreamErrorClass: typeof StreamError,
  operationId: string,
  context: StreamContext,
  frames: FrameKind,
): Promise<ReadFrame> {
  const { mode, errors } = client;
  const [table, generated] = await Promise.all([client.operationTable, client.options.validate === true ? client.api.loadValidators() : undefined]);
  const listShape = table.int64[operationId]?.response;
  const shape: Int64Shape | undefined = Array.isArray(listShape) ? (listShape as readonly [Int64Shape])[0] : undefined;
  const rounded = table.rounded[operationId];
  const where = (index: number) => `${context.label}: frame ${index}`;
  const one: unknown[] = [undefined];
  // Bigint mode: the generated conversion of the list's int64 fields (in place), given the frame
  // in the same list of one; without one, finishBody walks the element's shape.
  const listToBigInt = mode === 'bigint' ? table.toBigInt?.[operationId] : undefined;
  const toBigInt =
    listToBigInt === undefined
      ? undefined
      : (element: unknown) => {
          one[0] = element;
          listToBigInt(one);
          one[0] = undefined;
          return element;
        };

  // What finishBody reads of a frame, made once: its label names the frame being read, only if an error needs it.
  let frame = 0;
  const body: BodyContext = {
    ...context,
    get label() {
      return where(frame);
    },
    mode,
    shape,
    validate: undefined,
    toBigInt,
    errors,
  };
  const ok = { status: 200, contentType: 'application/json' };

  const invalid = (index: number, issues: ValidationIssue[], what: string) => {
    const first = issues[0]!;
    return new errors.ResponseValidationError(
      `${where(index)} ${what} at ${first.pointer || '(root)'}: ${first.message} (rule ${first.keyword}${first.schemaPath ? ` at ${first.schemaPath}` : ''})` +
        `${issues.length > 1 ? `, and ${issues.length - 1} more` : ''}.`,
      { ...context, issues },
    );
  };

  const { key, what } = holders[frames];
  return (text, index) => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      throw new errors.ResponseParseError(`${where(index)} is not JSON (${String(error)}): "${excerpt(text)}".`, { ...context, cause: error });
    }
    const record = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
    if (record !== undefined && record[key] === undefined && typeof record.code === 'string') {
      const cause = typeof record.cause === 'string' ? `: ${excerpt(record.cause)}` : '';
      throw new StreamErrorClass(`${where(index)} is an error frame: ${record.code}${cause}.`, { ...context, body: record, text });
    }
    if (generated !== undefined) {
      // The validators check a list; the frame is its one element, so `/0` leads every pointer.
      // The quick validator decides (as for HTTP bodies); the full one runs only on a rejected frame.
      const issues = validateBody(generated.validators, operationId, 200, [value], generated.quickValidators);
      if (issues.length > 0) {
        const inFrame = issues.map((issue) => ({ ...issue, pointer: issue.pointer.replace(/^\/0(?=\/|$)/, '') }));
        throw invalid(index, inFrame, 'does not match the spec');
      }
    }
    // The generated check reads a list: the frame goes in a list of one, the same for every frame.
    let careful = false;
    if (rounded !== undefined) {
      one[0] = value;
      careful = rounded(one);
      one[0] = undefined;
    }
    if (careful || mode === 'bigint') {
      frame = index;
      value = finishBody(text, value, careful, ok, body);
    }
    const read = frameOf(frames, value);
    if ('item' in read) return read;
    throw invalid(index, [read], `is not ${what}`);
  };
}

/** `value` read as a frame of `kind`, or the issue that says why it is not one. */
function frameOf(kind: FrameKind, value: unknown): Frame | ValidationIssue {
  const { key, one } = holders[kind];
  const held = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  if (kind === 'entry') {
    if (typeof held === 'object' && held !== null) return { item: value, offset: 0n, checkpoint: false };
    return { pointer: `/${key}`, keyword: 'required', schemaPath: '', message: `must hold ${one}` };
  }
  // Its one key (without the array of Object.keys): JSON.parse gives plain objects, own keys alone.
  let variant: string | undefined;
  let keys = 0;
  if (typeof held === 'object' && held !== null) for (const name in held) if (++keys === 1) variant = name;
  if (keys !== 1) variant = undefined;
  const offset = variant === undefined ? undefined : (held as Record<string, { value?: { offset?: unknown } } | undefined>)[variant]?.value?.offset;
  if (typeof offset === 'bigint' || (typeof offset === 'number' && Number.isSafeInteger(offset) && offset >= 0)) {
    return { item: value, offset: BigInt(offset), checkpoint: variant === 'OffsetCheckpoint' };
  }
  if (variant === undefined) return { pointer: `/${key}`, keyword: 'required', schemaPath: '', message: `must hold ${one} (one key)` };
  return {
    pointer: `/${key}/${variant.replace(/~/g, '~0').replace(/\//g, '~1')}/value/offset`,
    keyword: 'type',
    schemaPath: '',
    message: 'must be an offset (a non-negative integer)',
  };
}
