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
 * The participant did not let the stream start. Either it accepted the WebSocket and answered the
 * request with an UNAUTHENTICATED error frame (no token, or one it does not accept: `cause` is that
 * frame's StreamError), or the WebSocket never opened: the upgrade was refused (403 for a token of a
 * user the participant does not know, 404 without the channel) or the participant was not reached.
 * The platform WebSocket hides the HTTP status of a refusal; the same request over HTTP
 * (`postV2Updates`) reports it.
 */
export class StreamRejectedError extends CantonApiError {
  override name = 'StreamRejectedError';
}
