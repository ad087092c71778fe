// How a front asks its own Prism: over fetch's pooled keep-alive connections. Prism closes a connection left idle
// for 5 s; on a loaded machine the front can reuse one just as Prism closes it, and the request then fails before
// any answer ("other side closed", ECONNRESET), which the front would pass on as a 502. Prism keeps no state, so
// such a request is sent again on another connection, up to twice; any other failure, or one after Prism has
// exited, is the caller's.

/** The connection failures of a request that never reached Prism's handler: the connection was closed under it. */
const closedUnderRequest = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']);

/** Sends `init` to `url` on Prism, again when the connection it went out on was closed before any answer. */
export async function askPrism(url: string, init: RequestInit, alive: () => boolean): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, init);
    } catch (error) {
      if (attempt === 3 || !alive() || !closedUnderRequest.has(causeCode(error) ?? '')) throw error;
    }
  }
}

function causeCode(error: unknown): string | undefined {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === 'string' ? cause.code : undefined;
}
