// The WebSocket channels of an API (its AsyncAPI document), checked like operations: each channel gets an
// operation entry in the report. Its own case is a tail from the ledger begin (every frame validated, and the
// offset to end at found), or for a snapshot channel (the active contracts) the snapshot of its request example; then every check with a `channel` hook adds its cases, in the registry's order. An
// upgrade answered with anything but a WebSocket (404, a web page) means the channel could not be tested: the
// API's run is then an error (exit 2), never a pass.
import { type ChannelEntry, frameOffset, isObject, type JsonObject, type SubprotocolAuth } from '@canton-openapi/contract';
import { checks } from '../checks/index.ts';
import { isSelected, notSelectedReason } from '../plan/only.ts';
import { withRange } from '../plan/range.ts';
import { mayWrite, notCheckedWrite } from '../plan/writes.ts';
import { isServed, notServedReason, servedAt } from '../release/served.ts';
import { streamCase } from '../report/case.ts';
import type { OperationReport } from '../report/model.ts';
import { frameChecks, parseFrame, unauthenticatedFrame } from '../validate/frames.ts';
import { converse, probeUpgrade, type UpgradeAnswer } from '../wire/websocket.ts';
import type { ChannelRun, ChannelTarget } from './check-context.ts';

/** The reports of the channels, the connections made, and why they could not be tested (an API-level error). */
export interface ChannelOutcome {
  operations: OperationReport[];
  connections: number;
  error?: string;
}

// A bound on what one conversation may hold: a tail is sampled, not drained.
const maxTailFrames = 200;

/** Runs the channel checks of one API. */
export async function runChannels(run: ChannelRun): Promise<ChannelOutcome> {
  const outcome: ChannelOutcome = { operations: [], connections: 0 };
  for (const channel of run.channels) {
    const result = await checkChannel(run, channel, outcome);
    if (typeof result === 'string') {
      outcome.error = result;
      break;
    }
    outcome.operations.push(result);
  }
  return outcome;
}

async function checkChannel(run: ChannelRun, channel: ChannelEntry, outcome: ChannelOutcome): Promise<OperationReport | string> {
  const httpUrl = `${run.baseUrl.replace(/\/+$/, '')}${channel.channel}`;
  const wsUrl = httpUrl.replace(/^http/, 'ws');
  const report: OperationReport = {
    operationId: channel.receiveId ?? channel.channel,
    method: 'WS',
    path: channel.channel,
    ...(channel.deprecated ? { deprecation: channel.deprecation } : {}),
    deprecatedFields: [],
    cases: [],
  };
  const skip = (name: string, message: string, check: 'termination' | 'release' = 'termination') => {
    report.cases.push({ name, kind: 'stream', checks: [{ check, outcome: 'skip', message }] });
    return report;
  };
  if (!isSelected(run.only, channel)) return skip('stream', `not run: ${notSelectedReason}`);
  const served = servedAt(channel.lifecycle, run.release);
  if (!isServed(served) && served !== 'disabled')
    return skip('stream', `not run: ${notServedReason(run.api, channel.lifecycle, run.release, channel.deprecation.replacedBy)}`, 'release');
  // Not even an upgrade: what a write channel does without credentials is not recorded anywhere.
  if (!mayWrite(run.writes, channel)) return skip('stream', `not run: ${notCheckedWrite(channel.sendId ?? channel.channel)}`);
  // The token first: a Canton 3.5 participant reads it from the first protocol offered only (it splits the
  // header on "," without trimming, and clients write ", " between protocols).
  const protocols = run.auth === undefined ? [] : [...(run.token === undefined ? [] : [`${run.auth.tokenPrefix}${run.token}`]), run.auth.marker];
  const request = channel.requests[0];
  const base = request?.examples[0]?.payload;
  if (request === undefined || !isObject(base)) return skip('stream', 'not run: the spec gives no request example');

  // Can the channel be reached at all with the run's credentials?
  let answer: UpgradeAnswer;
  try {
    outcome.connections++;
    answer = await probeUpgrade(httpUrl, protocols, run.timeoutMs);
  } catch (error) {
    return `the WebSocket channel ${channel.channel} could not be tested: ${(error as Error).message}`;
  }
  if (answer.status !== 101) {
    const what = `${answer.status}${answer.contentType === undefined ? '' : ` ${answer.contentType.split(';')[0]}`}`;
    const rejectsCredentials = answer.status === 401 || answer.status === 403;
    if (rejectsCredentials && run.token === undefined) return skip('stream', `not run: the upgrade needs a token (${what}); pass --token`);
    if (rejectsCredentials) return `the participant rejected the token on the WebSocket upgrade of ${channel.channel}: ${what}; check --token`;
    return `the WebSocket channel ${channel.channel} could not be tested: the upgrade was answered ${what}, not 101 Switching Protocols (is --base-url the participant's JSON API address?)`;
  }

  const target = (open: JsonObject, end?: number): ChannelTarget => ({
    channel,
    run,
    httpUrl,
    wsUrl,
    open,
    ...(end === undefined ? {} : { end }),
    probe: (offered) => {
      outcome.connections++;
      return probeUpgrade(httpUrl, offered, run.timeoutMs);
    },
    converse: (body, options, offered = protocols) => {
      outcome.connections++;
      return converse(wsUrl, offered, JSON.stringify(body), options);
    },
  });
  // Refused after the upgrade, before anything is streamed: only the checks of a disabled channel run.
  if (served === 'disabled') {
    for (const check of checks) if (check.disabledChannel !== undefined) report.cases.push(...(await check.disabledChannel(target(opening(channel, base)))));
    return report;
  }

  // The tail from the ledger begin: frames validate, and the last offset seen is where a bounded stream can end.
  const open = opening(channel, base);
  outcome.connections++;
  const tail = await converse(wsUrl, protocols, JSON.stringify(open), { idleMs: Math.min(run.timeoutMs, 3000), maxFrames: maxTailFrames });
  const what = channel.ranged ? 'tail from beginExclusive 0' : 'snapshot';
  const tailCase = streamCase(`${what} (request example ${request.examples[0]?.name ?? ''})`, wsUrl, open, tail);
  // Answered UNAUTHENTICATED: the participant needs a token, or did not read the one offered.
  const unauthenticated = run.auth === undefined ? undefined : unauthenticatedFrame(run.auth, tail.frames[0]);
  if (unauthenticated !== undefined && run.token === undefined)
    return skip('stream', `not run: the stream needs a token (it was answered ${unauthenticated}); pass --token`);
  if (unauthenticated !== undefined) {
    tailCase.checks.push({
      check: 'auth',
      outcome: 'fail',
      pointer: '/0',
      message: `the participant did not take the token: the stream, offered \`${run.auth!.tokenPrefix}<token>\` as its first subprotocol, was answered ${unauthenticated}`,
      expected: `the token read from the first subprotocol, as Canton reads it`,
    });
    report.cases.push(tailCase);
    return report;
  }
  tailCase.checks.push(...frameChecks(run.validator, channel.frames, tail.frames));
  if (tail.failure !== undefined) tailCase.checks.push({ check: 'transport', outcome: 'fail', message: tail.failure });
  report.cases.push(tailCase);
  const offsets = tail.frames
    .map(parseFrame)
    .flatMap((f) => (f.ok ? [frameOffset(f.value)] : []))
    .filter((o): o is number => o !== undefined);

  const stream = target(open, offsets.length === 0 ? undefined : Math.max(...offsets));
  for (const check of checks) if (check.channel !== undefined) report.cases.push(...(await check.channel(stream)));
  return report;
}

/** The first request of a channel: a ranged one from the ledger begin, open-ended; a snapshot's as its example gives it. */
function opening(channel: ChannelEntry, base: JsonObject): JsonObject {
  return channel.ranged ? withRange(base, 0, undefined) : base;
}
