// The repository's own redocly.yaml, with our plugin and its ignore file, against the three real specs.
import { resolve } from 'node:path';
import { lint, loadConfig } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { listApis, repoRoot } from '../../apis.ts';
import { PLUGIN_ID, rules } from '../index.ts';
import { toFinding } from './lint-fragment.ts';

const config = await loadConfig({ configPath: resolve(repoRoot, 'redocly.yaml') });

describe('redocly.yaml', () => {
  it.each(Object.keys(rules))(`enables ${PLUGIN_ID}/%s as an error`, (rule) => {
    expect(config.getRuleSettings(`${PLUGIN_ID}/${rule}`, 'oas3_1').severity).toBe('error');
  });

  // A full lint of a real spec: resolving and walking thousands of nodes, slow on busy cores.
  it.each(listApis().map((api) => [api.name, api.root]))('lints the %s spec clean', { timeout: 60_000 }, async (name, root) => {
    const problems = await lint({ ref: root, config: config.forAlias(name) });
    expect(problems.filter((p) => p.ignored !== true).map((p) => toFinding(p, repoRoot))).toEqual([]);
  });
});
