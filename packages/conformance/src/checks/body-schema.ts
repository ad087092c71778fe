// The `body-schema` check: the body is valid against the schema of the media type received.
import { type Check, findingResults } from './check.ts';

/** The `body-schema` check: every schema violation of the body, with its JSON pointer. */
export const bodySchema: Check = {
  name: 'body-schema',
  doc: 'Strict JSON Schema 2020-12 validation (Ajv, all errors, formats) against the schema of the media type received; every violation with its JSON pointer.',
  response: ({ response, matched, mediaType, media, notJson, findings }) => {
    if (response === undefined || matched === undefined || matched.contents.length === 0) return [];
    if (media === undefined) {
      const which = matched.contents.length === 1 ? 'the documented one' : 'one of the documented ones';
      return [{ check: 'body-schema', outcome: 'skip', message: `not checked: the content type is not ${which}` }];
    }
    if (notJson !== undefined) {
      const message = `the body is not JSON (${notJson}): ${snippet(response.body)}`;
      return [{ check: 'body-schema', outcome: 'fail', pointer: '', message, expected: `a JSON body for ${mediaType}` }];
    }
    if (findings === undefined) return [{ check: 'body-schema', outcome: 'pass', message: 'no schema documented' }];
    return findingResults('body-schema', findings, true);
  },
};

function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 60 ? `${flat.slice(0, 59)}…` : flat || '(empty)';
}
