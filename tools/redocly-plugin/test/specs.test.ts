// The repository's own redocly.yaml, with our plugin and its ignore file: every rule enabled as an error, the real
// ledger AsyncAPI document failing on a broken $ref and bundling self-contained.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { bundle, lint, loadConfig } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { listApis, listChannels, repoRoot } from '@canton-openapi/contract';
import { PLUGIN_ID, rules } from '../index.ts';

const config = await loadConfig({ configPath: resolve(repoRoot, 'redocly.yaml') });

describe('redocly.yaml', () => {
  it.each(Object.keys(rules))(`enables ${PLUGIN_ID}/%s as an error`, (rule) => {
    expect(config.getRuleSettings(`${PLUGIN_ID}/${rule}`, 'oas3_1').severity).toBe('error');
  });

  // That the real specs lint clean with this configuration is `npm run lint:spec` (the specs project's lint:spec
  // target, whose inputs hold this plugin): linting them here again would only repeat it.

  it('fails the AsyncAPI document on a $ref into openapi.yaml that resolves to nothing', { timeout: 60_000 }, async () => {
    const [entry] = listChannels();
    const copy = join(mkdtempSync(join(tmpdir(), 'asyncapi-lint-')), 'ledger');
    cpSync(dirname(entry!.root), copy, { recursive: true });
    const broken = join(copy, 'asyncapi.yaml');
    const text = readFileSync(broken, 'utf8');
    expect(text).toContain("'./openapi.yaml#/components/schemas/JsCantonError'");
    writeFileSync(broken, text.replace("'./openapi.yaml#/components/schemas/JsCantonError'", "'./openapi.yaml#/components/schemas/JsCantonErr'"));
    const problems = await lint({ ref: broken, config: config.forAlias(entry!.name) });
    const errors = problems.filter((p) => p.severity === 'error' && p.ignored !== true);
    expect(errors.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([expect.stringContaining("Can't resolve $ref")]);
  });

  it('bundles the AsyncAPI document self-contained, its schemas the very ones of the OpenAPI bundle', { timeout: 60_000 }, async () => {
    const [entry] = listChannels();
    const [api] = listApis().filter((a) => a.name === entry!.api);
    const channels = (await bundle({ ref: entry!.root, config: config.forAlias(entry!.name) })).bundle.parsed as Record<string, any>;
    const http = (await bundle({ ref: api!.root, config: config.forAlias(api!.name) })).bundle.parsed as Record<string, any>;
    const refs = JSON.stringify(channels).match(/"\$ref":"[^"]*"/g) ?? [];
    expect(refs.filter((ref) => !ref.startsWith('"$ref":"#/'))).toEqual([]);
    const payloads = Object.values(channels.components.messages as Record<string, { payload: { $ref: string } }>).map((m) => m.payload.$ref);
    expect(payloads).toEqual(
      expect.arrayContaining(['#/components/schemas/GetUpdatesRequest', '#/components/schemas/JsGetUpdatesResponse', '#/components/schemas/JsCantonError']),
    );
    expect(payloads.filter((ref) => !ref.startsWith('#/components/schemas/'))).toEqual([]);
    for (const [name, schema] of Object.entries(channels.components.schemas as Record<string, unknown>))
      expect(schema, name).toEqual(http.components.schemas[name]);
  });
});
