// The WebSocket channels section on the document each page is built from (`pageView`): every message's sample is
// its first example from the AsyncAPI document and a value its schema accepts (Redoc would generate one that sets
// every property, which for the request combines `filter`, `verbose: true` and `updateFormat`, a request the spec
// forbids), and its description is written once per message shown (Redoc's `schemaDefinition` shows it again in
// each case of an `if` schema, so the schema embedded has none). The rendered page: docs-pages.test.ts.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { listApis, listChannelEntries, listChannels } from '@canton-openapi/contract';
import { bundled, pageView } from '../build-docs.ts';
import { channelComponent, channelsTagName } from '../channels-section.ts';

type Json = Record<string, unknown>;

// ajv-formats is CommonJS; its default export arrives wrapped depending on the loader.
const addFormats = ((addFormatsModule as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => Ajv2020;

/** Validates a value against a schema of the page's document, as written (JSON Schema 2020-12, formats): what it finds wrong. */
function pageValidator(view: Json): { validate(pointer: string, value: unknown): string[] } {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  ajv.addSchema(structuredClone(view), 'page');
  return {
    validate(pointer, value) {
      const validate = ajv.getSchema(`page#${pointer}`);
      if (validate === undefined) throw new Error(`no schema at ${pointer} of the page's document`);
      return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`);
    },
  };
}

describe.each(listChannels().map((c) => [c.api, c.root] as const))('%s: the WebSocket channels section', (name, root) => {
  it('embeds each message with its first AsyncAPI example as the sample, valid against the schema shown, and its description once', async () => {
    const api = listApis().find((a) => a.name === name)!;
    const view = await pageView(api);
    const channels = listChannelEntries(await bundled(root));
    const tag = (view.tags as Json[]).find((t) => t.name === channelsTagName)!;
    const text = String(tag.description);
    const components = view.components as { schemas: Json; examples: Json };
    const validator = pageValidator(view);
    const shown = channels.flatMap((c) => [...c.requests, ...c.frames]);
    expect(shown.length).toBeGreaterThan(0);
    for (const message of shown) {
      const example = message.examples[0];
      expect(example, `${message.name} has an example`).toBeDefined();
      const schemaKey = channelComponent(message);
      const exampleKey = channelComponent(message, example!.name);
      expect(text).toContain(`{% schemaDefinition schemaRef="#/components/schemas/${schemaKey}" exampleRef="#/components/examples/${exampleKey}" /%}`);
      const sample = components.examples[exampleKey] as { value: unknown };
      expect(sample.value, `${message.name}: the sample is its first example`).toEqual(example!.payload);
      expect(validator.validate(`/components/schemas/${schemaKey}`, sample.value), `${message.name}: the sample is valid`).toEqual([]);
      // The schema embedded has no description: the section writes it, once wherever the message is shown.
      const schema = components.schemas[schemaKey] as Json;
      expect(schema.description).toBeUndefined();
      const description = String(message.payload.description ?? '').trim();
      expect(description).not.toBe('');
      expect(text.split(description).length - 1, `${message.name}: its description`).toBe(shown.filter((m) => m.name === message.name).length);
    }
    // The request the old generated sample made (every property set) is one the embedded schema rejects.
    const request = channels[0]!.requests[0]!;
    const everything = { beginExclusive: 0, endInclusive: 1, filter: {}, verbose: true, updateFormat: {} };
    expect(validator.validate(`/components/schemas/${channelComponent(request)}`, everything)).not.toEqual([]);
  }, 60_000);
});
