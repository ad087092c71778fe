// The errors only WebSocket streams have, in the CantonApiError family: an error frame from the
// server, and a socket that never opened. Loaded with the stream code, never up front.
import { CantonApiError, type CantonApiErrorOptions } from './errors.ts';

/** What a StreamError is made with: the error frame as the server sent it. */
export interface StreamErrorOptions<B> extends CantonApiErrorOptions {
  body: B;
  /** The frame's text (at most 64 KiB). */
  text: string;
}

/**
 * The server sent an error frame (a `JsCantonError`) on a stream instead of the next item, and
 * closed it; `body` is the frame, `code` its Canton error code.
 */
export class StreamError<B = unknown> extends CantonApiError {
  override name = 'StreamError';
  /** The error frame, parsed (a `JsCantonError`). */
  declare readonly body: B;
  /** The Canton error code of the frame (`body.code`), or '' when it has none. */
  declare readonly code: string;
  /** The frame's text (at most 64 KiB). */
  declare readonly text: string;

  constructor(message: string, options: StreamErrorOptions<B>) {
    super(message, options);
    this.body = options.body;
    const code = (options.body as { code?: unknown } | undefined)?.code;
    this.code = typeof code === 'string' ? code : '';
    this.text = options.text.slice(0, 65536);
  }
}

/**
 * The WebSocket of a stream never opened: the server refused the upgrade (a missing or rejected
 * token, a participant without the channel) or could not be reached. The platform WebSocket hides
 * the HTTP status of a refusal, so the message lists the causes; the same request over HTTP
 * (`postV2Updates`) reports the status.
 */
export class StreamRejectedError extends CantonApiError {
  override name = 'StreamRejectedError';
}
