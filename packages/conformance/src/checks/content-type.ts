// The `content-type` check: the answer's media type is one the spec declares for its status.
import type { Check } from './check.ts';

/** The `content-type` check: a declared media type, or no body where the spec documents none. */
export const contentType: Check = {
  name: 'content-type',
  doc: "The media type is one the spec declares for that status. A status may declare several: the ledger's 400 is `text/plain` (a request it could not read) or `application/json` (a Canton error about a value it rejected), and either passes.",
  response: ({ response, matched, mediaType, media }) => {
    if (response === undefined || matched === undefined) return [];
    if (matched.contents.length === 0) {
      if (response.body.length === 0) return [{ check: 'content-type', outcome: 'pass', message: 'no body, as documented' }];
      return [
        { check: 'content-type', outcome: 'fail', message: `a body of ${response.body.length} bytes where the spec documents none`, expected: 'no body' },
      ];
    }
    if (media !== undefined) return [{ check: 'content-type', outcome: 'pass', message: mediaType }];
    const message = mediaType === undefined ? 'no Content-Type header' : `Content-Type ${mediaType} for status ${response.status}`;
    return [{ check: 'content-type', outcome: 'fail', message, expected: matched.contents.map((c) => c.mediaType).join(' or ') }];
  },
};
