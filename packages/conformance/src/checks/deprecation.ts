// The `deprecation` check: a deprecated operation or field is reported with what to use and when it goes.
import { deprecationAdvice, specRelease } from '@canton-openapi/contract';
import type { Check } from './check.ts';

/** The `deprecation` check: says what the spec deprecates of an operation and what the server marks, never required. */
export const deprecation: Check = {
  name: 'deprecation',
  doc: 'Deprecated operations and fields, with what to use and when: since when deprecated, from when disabled by default and what re-enables them, and their removal, "use postV2Updates (POST /v2/updates) now (deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `…enable-deprecated-endpoints-34`); removal announced for 3.7.0)"; a `Deprecation` header is recorded when the server sends one, never required.',
  showsPass: true,
  disabled: (plan, run) => deprecation.operation!(plan, run),
  async operation({ op }, run) {
    const header = run.session.deprecationHeaders.get(op.id);
    if (op.deprecation === undefined && op.deprecatedFields.length === 0 && header === undefined) return [];
    const version = specRelease(run.doc).version;
    const parts: string[] = [];
    if (op.deprecation !== undefined) parts.push(`operation deprecated: ${deprecationAdvice(op.deprecation, version)}`);
    else if (header !== undefined) parts.push('the server marks this operation deprecated; the spec does not');
    for (const field of op.deprecatedFields) parts.push(`${field.where} deprecated: ${deprecationAdvice(field, version)}`);
    parts.push(header === undefined ? 'no Deprecation header (not required)' : `Deprecation header: ${header}`);
    return [{ name: 'deprecation', kind: 'deprecation', checks: [{ check: 'deprecation', outcome: 'pass', message: parts.join('; ') }] }];
  },
};
