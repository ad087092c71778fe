// Where a stream read in ascending offsets stands (the update and completion streams): after the
// offset of the last item delivered, which a new connection sends as `beginExclusive` (no gap, no
// duplicate), up to `endInclusive` where the request has one. An offset checkpoint may repeat the
// offset of the item before it; any other offset at or before the last one, or past the end, is the
// participant's error, named where the frame holds its item (`pointer`).
import type { ClientRuntime } from '../core/context.ts';
import type { ResumePoint } from './resumable-stream.ts';
import type { StreamContext } from './stream-frames.ts';

/** The resume point of `request`, after `begin` and up to `end` (none: the stream tails, and a normal close resumes it). */
export function offsetPoint(
  request: Record<string, unknown>,
  begin: bigint,
  end: bigint | undefined,
  context: StreamContext,
  { errors, mode }: ClientRuntime,
  pointer: string,
): ResumePoint {
  const { label } = context;
  /** Offset of the last item delivered: the next connection starts after it. */
  let cursor = begin;
  let delivered = false;
  return {
    // The participant closes a closed range normally once it has sent the range; a tail it closes normally is resumed.
    endsOnNormalClose: end !== undefined,
    request: () => ({ ...request, beginExclusive: mode === 'bigint' ? cursor : Number(cursor) }),
    advance(frame, index) {
      // An offset checkpoint may repeat the offset of the item before it.
      if (frame.offset < cursor || (frame.offset === cursor && !(frame.checkpoint && delivered)) || (end !== undefined && frame.offset > end)) {
        throw new errors.ResponseValidationError(
          `${label}: frame ${index} has offset ${frame.offset}, outside (${cursor}, ${end ?? '∞'}]; the participant must stream ascending offsets within the range.`,
          { ...context, issues: [{ pointer, keyword: 'offsetOrder', schemaPath: '', message: `offset must be in (${cursor}, ${end ?? '∞'}]` }] },
        );
      }
      cursor = frame.offset;
      delivered = true;
      return end !== undefined && cursor >= end;
    },
    complete: () => end !== undefined && cursor >= end,
    where: () => `offset ${cursor}`,
    unresumable: () => undefined,
  };
}
