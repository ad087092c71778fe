// A `moving` read (`x-bft` `moving: true`): honest Scans may differ for a moment while they ingest, so a
// read that reached no agreement is asked again after a backoff, a new random sample of Scans each round,
// as Splice retries every BFT call that reached no consensus (BftScanConnection.bftCall,
// retryForClientCalls). Rounds stop at the first agreement, after `attempts` rounds, when the next wait
// would end past the call's deadline (`timeoutMs` from the read's start), or when the caller aborts.
import type { ErrorClasses } from '../../core/errors.ts';
import type { Agreed, NotAgreed } from './quorum.ts';

/** How a `moving` read asks again: at most `attempts` rounds, waits doubling from 100 ms up to `maxDelayMs`, within `timeoutMs`. */
export interface Settle {
  attempts: number;
  maxDelayMs: number;
  timeoutMs: number;
}

/** The first wait between rounds, in milliseconds (Splice's retries start at 100 ms). */
const firstDelayMs = 100;

/** Runs `round` until it agrees or the rounds run out; resolves with the last result and how many rounds ran. */
export async function settle<V>(
  round: () => Promise<Agreed<V> | NotAgreed<V>>,
  limits: Settle,
  signal: AbortSignal | undefined,
  errors: ErrorClasses,
): Promise<{ result: Agreed<V> | NotAgreed<V>; rounds: number }> {
  const deadline = Date.now() + limits.timeoutMs;
  let delay = firstDelayMs;
  for (let rounds = 1; ; rounds++) {
    const result = await round();
    const wait = Math.min(delay, limits.maxDelayMs);
    if ('value' in result || rounds >= limits.attempts || Date.now() + wait > deadline) return { result, rounds };
    await sleep(wait, signal, errors);
    delay *= 2;
  }
}

/** Waits `ms`, rejecting with AbortError when `signal` aborts first. */
function sleep(ms: number, signal: AbortSignal | undefined, errors: ErrorClasses): Promise<void> {
  return new Promise((resolve, reject) => {
    const aborted = () => new errors.AbortError("The BFT read was aborted by the caller's signal.", { cause: signal?.reason });
    if (signal?.aborted) return reject(aborted());
    const onAbort = () => {
      clearTimeout(timer);
      reject(aborted());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
