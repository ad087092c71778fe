// canton/releases: the release vocabulary (README.md): `x-added-in`, `x-deprecated-in`, `x-disabled-in`,
// `x-removed-in` are released versions in that order, the last three only on a deprecated node,
// `x-enabled-by` only beside `x-disabled-in`, and none after the newest release the document describes
// (`info.version`, in `info.x-release-lines`). The keys are the contract model's (packages/contract/src/
// lifecycle.ts), whose `availabilityAt` answers per release what they say. OpenAPI and AsyncAPI alike.
import type { Location } from '@redocly/openapi-core';
import { compareReleases, isReleasedVersion, releaseKeys, releaseLine, walkDocument } from '@canton-openapi/contract';
import { isObject, type Resolve, show, type JsonObject } from '../lib/nodes.ts';
import { roomsView } from '../lib/rooms.ts';

type Report = (message: string, location: Location) => void;

const linePattern = /^(0|[1-9]\d*)\.(0|[1-9]\d*)$/;

/** What the document describes: its release lines (ascending) and newest release, when it declares lines. */
interface Described {
  lines: string[];
  newest?: string;
}

function compareLines(a: string, b: string): number {
  return compareReleases(`${a}.0`, `${b}.0`);
}

/** Checks `info.x-release-lines` and that `info.version` is the newest release of the newest line; answers what is described. */
function checkInfo(info: unknown, location: Location, report: Report): Described | undefined {
  if (!isObject(info) || !('x-release-lines' in info)) return undefined;
  const raw = info['x-release-lines'];
  const at = location.child('x-release-lines');
  if (!Array.isArray(raw) || raw.length === 0) {
    report(`\`x-release-lines\` must be a non-empty list of release lines such as \`'3.5'\`; found ${show(raw)}.`, at);
    return undefined;
  }
  const lines: string[] = [];
  raw.forEach((line, index) => {
    if (typeof line !== 'string' || !linePattern.test(line)) {
      const hint = typeof line === 'number' ? ' (quote it: YAML reads 3.5 as a number)' : '';
      report(`\`x-release-lines\` entries are \`MAJOR.MINOR\` strings${hint}; found ${show(line)}.`, at.child(index));
    } else if (lines.length > 0 && compareLines(lines[lines.length - 1]!, line) >= 0) {
      report(`\`x-release-lines\` must be ascending without repeats; ${line} follows ${lines[lines.length - 1]}.`, at.child(index));
    } else lines.push(line);
  });
  if (lines.length === 0) return undefined;
  const version = info['version'];
  const last = lines[lines.length - 1]!;
  if (!isReleasedVersion(version) || releaseLine(version) !== last) {
    report(
      `\`info.version\` must be the newest release described, a \`MAJOR.MINOR.PATCH\` of the newest line ${last}; found ${show(version)}.`,
      location.child('version'),
    );
    return { lines };
  }
  return { lines, newest: version };
}

/** Checks the release keys of one operation, parameter, schema or channel; `deprecatedKey` is the key flagging it deprecated. */
function checkNode(node: JsonObject, location: Location, deprecatedKey: string, described: Described | undefined, report: Report): void {
  const present: [string, string][] = [];
  for (const key of releaseKeys) {
    if (!(key in node)) continue;
    const value = node[key];
    if (!isReleasedVersion(value)) {
      const hint = typeof value === 'number' ? ' (write three parts: YAML reads 3.5 as a number)' : '';
      report(`\`${key}\` must be a released version \`MAJOR.MINOR.PATCH\`${hint}; found ${show(value)}.`, location.child(key));
      continue;
    }
    const previous = present[present.length - 1];
    if (previous !== undefined && compareReleases(previous[1], value) > 0) {
      report(
        `\`${key}\` ${value} comes before \`${previous[0]}\` ${previous[1]}: a node is added, deprecated, disabled by default and removed in that order.`,
        location.child(key),
      );
    }
    present.push([key, value]);
    if (key !== 'x-added-in' && node[deprecatedKey] !== true) {
      report(`\`${key}\` needs \`${deprecatedKey}: true\`: only a deprecated node is deprecated, disabled or removed in a release.`, location.child(key));
    }
    if (described === undefined) continue;
    const newestLine = described.lines[described.lines.length - 1]!;
    if (compareLines(releaseLine(value), newestLine) > 0) {
      report(`\`${key}\` ${value} is after the newest release line the document describes (${newestLine}, \`info.x-release-lines\`).`, location.child(key));
    } else if (described.newest !== undefined && compareReleases(value, described.newest) > 0) {
      report(`\`${key}\` ${value} is after the newest release the document describes (\`info.version\` ${described.newest}).`, location.child(key));
    }
  }
  if ('x-enabled-by' in node) {
    const value = node['x-enabled-by'];
    if (typeof value !== 'string' || value.trim() === '') {
      report(`\`x-enabled-by\` must name the operator setting that re-enables the node; found ${show(value)}.`, location.child('x-enabled-by'));
    } else if (!('x-disabled-in' in node)) {
      report(
        '`x-enabled-by` needs `x-disabled-in`: it names what re-enables a node disabled by default from that release.',
        location.child('x-enabled-by').key(),
      );
    }
  }
}

/** Reports lifecycle keys out of shape, out of order, on a node not deprecated, or past the releases the document describes. */
export const releases = () => ({
  Root: {
    enter(root: unknown, ctx: { location: Location; resolve: Resolve; report: (problem: { message: string; location: Location }) => void }) {
      if (!isObject(root)) return;
      const report: Report = (message, location) => ctx.report({ message, location });
      const described = checkInfo(root['info'], ctx.location.child('info'), report);
      if ('asyncapi' in root) {
        const channels = isObject(root['channels']) ? root['channels'] : {};
        for (const [name, channel] of Object.entries(channels)) {
          if (isObject(channel)) checkNode(channel, ctx.location.child(['channels', name]), 'x-deprecated', described, report);
        }
        return;
      }
      // Every node as written, in the root or in the room it names (a document in rooms is walked whole too).
      const view = roomsView(root, ctx.location, ctx.resolve);
      walkDocument(view.document, (node, pointer) => checkNode(node, view.locate(pointer), 'deprecated', described, report), '');
    },
  },
});
