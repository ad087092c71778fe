// One AbortSignal per call that fires on the caller's signal or when `timeoutMs` elapses, whichever
// comes first, and remembers which it was, so the call rejects with AbortError or TimeoutError.

/** The signal every attempt and wait of one call shares. */
export interface Deadline {
  readonly signal: AbortSignal;
  /** Why the signal fired, once it has. */
  readonly cause: () => 'timeout' | 'abort' | undefined;
  /** Milliseconds left before the timeout (Infinity without one). */
  readonly remaining: () => number;
  /** The caller's abort reason. */
  readonly abortReason: () => unknown;
  /** Fires the timeout if its time has passed although the timer could not run yet; true once the signal fired. */
  readonly overdue: () => boolean;
  /** Clears the timer and listener; call when the call settles. */
  readonly dispose: () => void;
}

/** Starts the deadline of one call. */
export function startDeadline(timeoutMs: number, signal: AbortSignal | undefined): Deadline {
  const controller = new AbortController();
  let cause: 'timeout' | 'abort' | undefined;
  const expiresAt = Number.isFinite(timeoutMs) ? Date.now() + timeoutMs : Infinity;
  const onAbort = () => {
    cause ??= 'abort';
    controller.abort(signal?.reason);
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (signal?.aborted) onAbort();
  else {
    signal?.addEventListener('abort', onAbort, { once: true });
    if (expiresAt !== Infinity) {
      timer = setTimeout(() => {
        cause ??= 'timeout';
        controller.abort(new DOMException('timeout', 'TimeoutError'));
      }, timeoutMs);
    }
  }
  return {
    signal: controller.signal,
    cause: () => cause,
    remaining: () => expiresAt - Date.now(),
    abortReason: () => signal?.reason,
    overdue: () => {
      if (cause === undefined && Date.now() >= expiresAt) {
        cause = 'timeout';
        controller.abort(new DOMException('timeout', 'TimeoutError'));
      }
      return controller.signal.aborted;
    },
    dispose: () => {
      if (timer !== undefined) clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
}
