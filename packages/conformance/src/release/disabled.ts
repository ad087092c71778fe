// How the spec documents the answer to what a release disables by default: the example
// `deprecated-api-disabled` of an operation's response (or of a channel's frame), and the error `code` it carries.
import { isObject, type OperationSpec } from '@canton-openapi/contract';

/** The example name by which a spec documents how a server answers what its release disables by default. */
export const disabledExample = 'deprecated-api-disabled';

/** How `op` answers while disabled, as its example `deprecated-api-disabled` documents it: the status, media type and error `code`. */
export function disabledAnswer(op: OperationSpec): { status: string; mediaType: string; code?: string } | undefined {
  for (const response of op.responses)
    for (const media of response.contents) {
      const example = media.examples.find((e) => e.name === disabledExample);
      if (example === undefined) continue;
      const code = isObject(example.value) && typeof example.value['code'] === 'string' ? example.value['code'] : undefined;
      return { status: response.status, mediaType: media.mediaType, ...(code === undefined ? {} : { code }) };
    }
  return undefined;
}

/** The error `code` of a JSON answer or frame, if it has one. */
export function errorCode(text: string): string | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) && typeof value['code'] === 'string' ? value['code'] : undefined;
  } catch {
    return undefined;
  }
}
