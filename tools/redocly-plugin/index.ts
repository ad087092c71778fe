// The `canton` Redocly plugin: this repository's own lint rules (README.md beside this file).
// Redocly CLI 2.x imports plugins as ES modules and calls their default export; Node 24 strips the
// types of this file when it is imported, so no build step is needed.
import type { Plugin } from '@redocly/openapi-core';
import { bft } from './rules/bft.ts';
import { deprecationInfo } from './rules/deprecation-info.ts';
import { channelEffect, effect } from './rules/effect.ts';
import { integerFormat } from './rules/integer-format.ts';
import { namedExamples } from './rules/named-examples.ts';
import { operationIdAndTag } from './rules/operation-id-and-tag.ts';
import { pagination } from './rules/pagination.ts';
import { releases } from './rules/releases.ts';
import { rooms } from './rules/rooms.ts';
import { serverCheck } from './rules/server-check.ts';
import { stability } from './rules/stability.ts';
import { unionShape } from './rules/union-shape.ts';

/** The plugin id: rules are configured as `canton/<rule>`. */
export const PLUGIN_ID = 'canton';

/** Every rule of the plugin, by id (without the `canton/` prefix). */
export const rules = {
  'union-shape': unionShape,
  bft,
  'deprecation-info': deprecationInfo,
  effect,
  'integer-format': integerFormat,
  'named-examples': namedExamples,
  'operation-id-and-tag': operationIdAndTag,
  pagination,
  releases,
  rooms,
  'server-check': serverCheck,
  stability,
};

/** The rules that also read AsyncAPI 2 documents (the ledger's channels). */
export const asyncRules = { releases, effect: channelEffect };

/** Creates the plugin, as Redocly's plugin loader expects of a default export. */
export default function cantonPlugin(): Plugin {
  return { id: PLUGIN_ID, rules: { oas3: rules, async2: asyncRules } };
}
