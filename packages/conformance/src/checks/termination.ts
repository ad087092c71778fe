// The `termination` check: a bounded WebSocket stream ends where its request says.
import { frameOffset } from '@canton-openapi/contract';
import type { CheckResult } from '../report/model.ts';
import { withRange } from '../plan/range.ts';
import { streamCase } from '../report/case.ts';
import { frameChecks, parseFrame } from '../validate/frames.ts';
import type { Conversation } from '../wire/websocket.ts';
import type { Check } from './check.ts';

// A bound on what one conversation may hold.
const maxStreamFrames = 10_000;

/** The `termination` check: streams up to the last offset the tail sent, and judges how the stream ends. */
export const termination: Check = {
  name: 'termination',
  doc: 'A WebSocket stream (below) ends where the request says: nothing past `endInclusive`, the update at `endInclusive`, then the server closes the socket (a close code other than 1000 is a warning); a snapshot stream (the active contracts) is closed by the server after its last entry; no error frame for a valid request.',
  async channel({ channel, run, wsUrl, open, end, converse }) {
    if (!channel.ranged) {
      const snapshot = await converse(open, { idleMs: run.timeoutMs, maxFrames: maxStreamFrames });
      const c = streamCase('snapshot to its end', wsUrl, open, snapshot);
      c.checks.push(...frameChecks(run.validator, channel.frames, snapshot.frames), snapshotEnd(snapshot));
      return [c];
    }
    // A stream whose request has no `endInclusive` (the completion streams) never ends on its own.
    if (!channel.requests.some((m) => typeof m.payload.properties === 'object' && m.payload.properties !== null && 'endInclusive' in m.payload.properties)) {
      const message = 'not run: the request has no `endInclusive`, the stream tails until the client closes it';
      return [{ name: 'stream to endInclusive', kind: 'stream', checks: [{ check: 'termination', outcome: 'skip', message }] }];
    }
    if (end === undefined) {
      const message = 'not run: the tail sent no update to end at (an empty ledger for this request?)';
      return [{ name: 'stream to endInclusive', kind: 'stream', checks: [{ check: 'termination', outcome: 'skip', message }] }];
    }
    const bounded = withRange(open, 0, end);
    const stream = await converse(bounded, { idleMs: run.timeoutMs, maxFrames: maxStreamFrames });
    const c = streamCase(`stream to endInclusive ${end}`, wsUrl, bounded, stream);
    c.checks.push(...frameChecks(run.validator, channel.frames, stream.frames), terminationCheck(stream, end));
    return [c];
  },
};

function terminationCheck(stream: Conversation, end: number): CheckResult {
  const offsets = stream.frames.map(parseFrame).map((f) => (f.ok ? frameOffset(f.value) : undefined));
  const past = offsets.findIndex((o) => o !== undefined && o > end);
  if (past >= 0)
    return { check: 'termination', outcome: 'fail', pointer: `/${past}`, message: `frame ${past + 1} has offset ${offsets[past]}, past endInclusive ${end}` };
  if (stream.failure !== undefined) return { check: 'termination', outcome: 'fail', message: stream.failure };
  if (stream.stopped === 'idle')
    return {
      check: 'termination',
      outcome: 'fail',
      message: `the stream did not end at endInclusive ${end}: still open after ${stream.frames.length} frame(s) and no frame for the --timeout`,
      expected: 'the server closes the socket after the update at endInclusive',
    };
  if (stream.stopped === 'enough') return { check: 'termination', outcome: 'fail', message: `more than ${maxStreamFrames} frames up to endInclusive ${end}` };
  if (!offsets.includes(end))
    return { check: 'termination', outcome: 'fail', message: `the stream closed without the update at endInclusive ${end} the tail had sent` };
  const code = stream.closed?.code;
  if (code !== 1000) return { check: 'termination', outcome: 'warn', message: `closed with code ${code} after endInclusive ${end}, not 1000 (normal closure)` };
  return { check: 'termination', outcome: 'pass', message: `closed normally after endInclusive ${end}` };
}

/** A snapshot ends by itself: the server closes the socket after its last entry (code 1000; another code warns). */
function snapshotEnd(stream: Conversation): CheckResult {
  if (stream.failure !== undefined) return { check: 'termination', outcome: 'fail', message: stream.failure };
  if (stream.stopped === 'idle')
    return {
      check: 'termination',
      outcome: 'fail',
      message: `the snapshot did not end: still open after ${stream.frames.length} frame(s) and no frame for the --timeout`,
      expected: 'the server closes the socket after the last entry',
    };
  if (stream.stopped === 'enough') return { check: 'termination', outcome: 'fail', message: `more than ${maxStreamFrames} frames in the snapshot` };
  const code = stream.closed?.code;
  if (code !== 1000)
    return { check: 'termination', outcome: 'warn', message: `closed with code ${code} after ${stream.frames.length} entries, not 1000 (normal closure)` };
  return { check: 'termination', outcome: 'pass', message: `closed normally after ${stream.frames.length} entries` };
}
