// The reference pages, in two parts so that the test does not grow with the APIs' operations:
// - Rendering, in headless Chromium with the network cut off, on the page of a small fixture spec
//   (test/fixtures/widgets/openapi.yaml) holding each feature once: every operation exactly once in the
//   overview, deprecation marks on operations and request fields, the replacement and removal of deprecated
//   operations, repository files the spec names as links to them, every image shown (nothing blocked).
// - The real APIs: every operation of each spec (from the contract model) is in the document its page embeds
//   (what Redoc renders), listed once, marked deprecated exactly when the spec says so, with its replacement
//   and removal written out and its request fields with their marks; each page then loads once in Chromium
//   without an error, a remote request or a broken image (a screenshot is saved next to it, dist/docs/<api>.png,
//   gitignored), the ledger's WebSocket channels section is checked on its page, and the index page links
//   every API.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listApis,
  listChannelEntries,
  listChannels,
  listOperations,
  type OperationSpec,
  releaseOf,
  removalNote,
  repoRoot,
  type SpecDocument,
  specDocument,
} from '@canton-openapi/contract';
import { launchChromium } from '../../browser/chromium.ts';
import { buildDocs, docsDir, type DocsPage, indexFile } from '../build-docs.ts';
import { requestFields, specBundle, specOperations } from './spec-operations.ts';

// How long Redoc may take to render an element: expect.poll's 1 s default failed on 2 busy cores, and 30 s failed
// with the cores shared by other runs (load 19). The poll returns as soon as the element shows, so this only
// bounds a page that never renders it.
const rendered = 120_000;
// A test that waits on a few renderings: a bound that finds a hung page, not a slow machine.
const pageTest = 600_000;

const fixture = { name: 'widgets', root: join(import.meta.dirname, 'fixtures', 'widgets', 'openapi.yaml'), channels: [] };

let browser: Browser;
let pages: Map<string, DocsPage>;
let fixtureDir: string;
let fixturePage: DocsPage;

beforeAll(async () => {
  fixtureDir = mkdtempSync(join(tmpdir(), 'canton-docs-fixture-'));
  [pages, [fixturePage], browser] = await Promise.all([
    buildDocs(docsDir, listApis(), specBundle).then((built) => new Map(built.map((p) => [p.api, p]))),
    buildDocs(fixtureDir, [fixture], specBundle) as Promise<[DocsPage]>,
    launchChromium(),
  ]);
}, pageTest);
afterAll(async () => {
  await browser?.close();
  if (fixtureDir !== undefined) rmSync(fixtureDir, { recursive: true, force: true });
});

/** Opens a page file; every request that would leave the file is aborted and recorded, and so is every console error (a CSP block among them). */
async function open(html: string): Promise<{ page: Page; remote: string[]; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  const remote: string[] = [];
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.route('**/*', async (route) => {
    const url = route.request().url();
    if (/^(file|data|blob):/.test(url)) return route.continue();
    remote.push(url);
    return route.abort();
  });
  await page.goto(pathToFileURL(html).href, { waitUntil: 'load' });
  return { page, remote, errors };
}

/** Images on the page that did not load, or that come from anywhere but the page itself (a CSP block). */
async function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.images]
      .filter((img) => !img.complete || img.naturalWidth === 0 || !/^(data|blob):/.test(img.src))
      .map((img) => `${img.alt || '(no alt)'}: ${img.src.slice(0, 80)}`),
  );
}

/** The deprecation badge Redoc renders for `deprecated: true`, as its own element. */
const badge = (scope: Locator): Locator => scope.getByText(/^deprecated$/i);

/**
 * Goes to the section of the operation's first tag. Redoc renders the sections near the one in view (a page of
 * 65 operations is not rendered whole), so an entry further down exists only once its tag's section is shown.
 */
async function showTag(page: Page, op: OperationSpec): Promise<void> {
  const tag = op.tags[0];
  if (tag === undefined) return;
  await page.evaluate((t) => {
    if (location.hash !== `#/${t}`) location.hash = `#/${t}`;
  }, tag);
}

/** Opens the rest of each shown tag's operations list: Redoc lists the first 8 and a "Show N more..." button. */
async function showAllOperations(page: Page): Promise<void> {
  for (const more of await page.getByTestId('show-more-operations').all()) if (await more.isVisible()) await more.click();
}

/** The operations overview entry (method + path) of an operation; not the endpoint menu of its opened section, which shows the same. */
function overviewEntry(page: Page, op: OperationSpec): Locator {
  return page
    .getByRole('button')
    .and(page.locator('button:not([aria-haspopup])'))
    .filter({ has: page.getByText(op.path, { exact: true }) })
    .filter({ hasText: new RegExp(`^${op.method}`, 'i') });
}

/**
 * Opens an operation from its overview entry and returns the heading of its section (Redoc's heading anchor is
 * labelled with the exact summary). The click is repeated until the section shows: on a busy machine a click
 * can land before Redoc has hydrated the page, and then it does nothing.
 */
async function openedHeading(page: Page, op: OperationSpec, entry: Locator): Promise<Locator> {
  const summary = op.summary ?? op.id;
  const heading = page
    .getByRole('link', { name: `link to ${summary}`, exact: true })
    .first()
    .locator('xpath=ancestor::h2[1]');
  const shown = async () => {
    if (await heading.isVisible()) return true;
    await entry.click();
    return heading.isVisible();
  };
  await expect.poll(shown, { timeout: rendered, message: `${op.id}: heading "${summary}"` }).toBe(true);
  return heading;
}

/**
 * What a deprecated operation's note must say, checked on its text (rendered, or the description's Markdown
 * without its backticks): the replacement, then a removal done said as done (announced or not), else the
 * announced one or that none is, and the release from which the server refuses it by default, where there is one.
 */
function expectDeprecationNote(op: OperationSpec, text: string): void {
  const deprecation = op.deprecation!;
  expect(text, `${op.id}: "Deprecated. Use ${deprecation.replacedBy}"`).toMatch(/^Deprecated\./);
  expect(text, `${op.id}: replacement`).toContain(`Use ${deprecation.replacedBy ?? '(no x-replaced-by)'}`);
  const { removalVersion, disabledIn, removedIn } = deprecation;
  if (removedIn !== undefined) expect(text, `${op.id}: removed`).toMatch(new RegExp(`removed in ${removedIn.replaceAll('.', '\\.')}`, 'i'));
  else if (removalVersion === undefined || removalVersion === 'not-announced') expect(text, `${op.id}: removal`).toContain('No removal version announced');
  else expect(text, `${op.id}: removal`).toMatch(new RegExp(`removal (announced )?for ${removalVersion.replaceAll('.', '\\.')}`, 'i'));
  if (disabledIn !== undefined) expect(text, `${op.id}: disabled`).toContain(`disabled by default from ${disabledIn}`);
}

async function checkOperation(page: Page, doc: SpecDocument, op: OperationSpec): Promise<void> {
  const deprecated = op.deprecation !== undefined;
  const entry = overviewEntry(page, op).first();
  await expect
    .poll(async () => (await showAllOperations(page), entry.isVisible()), {
      timeout: rendered,
      message: `${op.id}: ${op.method.toUpperCase()} ${op.path} in the overview`,
    })
    .toBe(true);
  expect(await badge(entry).count(), `${op.id}: overview deprecation badge`).toBe(deprecated ? 1 : 0);

  const heading = await openedHeading(page, op, entry);
  expect(await badge(heading).count(), `${op.id}: heading deprecation badge`).toBe(deprecated ? 1 : 0);
  if (op.deprecation !== undefined) {
    // The replacement and the removal version, written out where the operation is described.
    const note = page
      .locator('p')
      .filter({ hasText: /^Deprecated\./ })
      .filter({ hasText: `Use ${op.deprecation.replacedBy ?? '(no x-replaced-by)'}` });
    await expect
      .poll(() => note.first().isVisible(), { timeout: rendered, message: `${op.id}: "Deprecated. Use ${op.deprecation.replacedBy}" note` })
      .toBe(true);
    expectDeprecationNote(op, (await note.first().textContent()) ?? '');
  }

  for (const field of requestFields(doc, op)) {
    const label = `link to ${field.name}`;
    // The smallest block holding both this operation's heading and the field: the operation's section.
    const section = heading.locator(`xpath=ancestor::*[.//a[@aria-label=${JSON.stringify(label)}]][1]`);
    const row = section.getByRole('link', { name: label, exact: true }).first().locator('xpath=ancestor::div[1]');
    await expect.poll(() => row.isVisible(), { timeout: rendered, message: `${op.id}: field ${field.name}` }).toBe(true);
    expect(await badge(row).count(), `${op.id}: deprecation mark of field ${field.name}`).toBe(field.deprecated ? 1 : 0);
  }
}

/** Mentions of `specs/README.md` in the spec's root file, as written: each must be a link to the file on the page. */
const readmeMentions = (root: string): number => (readFileSync(root, 'utf8').match(/`specs\/README\.md`/g) ?? []).length;

/** The document a built page renders, as Redocly's build-docs embeds it (`const __redoc_definition = {…};`). */
function embeddedDefinition(html: string): Record<string, unknown> {
  const text = readFileSync(html, 'utf8');
  const start = text.indexOf('const __redoc_definition = ');
  const end = text.indexOf('\n', start);
  if (start < 0 || end < 0) throw new Error(`${html}: no embedded __redoc_definition (has Redocly's build-docs output changed?)`);
  return JSON.parse(
    text
      .slice(start + 'const __redoc_definition = '.length, end)
      .trim()
      .replace(/;$/, ''),
  ) as Record<string, unknown>;
}

describe('docs: what a reference page renders, on the page of a fixture spec', () => {
  it('the fixture holds each feature: deprecated operations with each kind of removal, deprecated request fields of each kind, an operation with two tags', async () => {
    const { doc, operations } = await specOperations(fixture.root);
    const deprecations = operations.flatMap((op) => (op.deprecation === undefined ? [] : [op.deprecation]));
    expect(deprecations.some((d) => d.removalVersion === 'not-announced')).toBe(true);
    expect(deprecations.some((d) => d.disabledIn !== undefined && d.removedIn === undefined)).toBe(true);
    expect(deprecations.some((d) => d.removedIn !== undefined)).toBe(true);
    expect(operations.some((op) => op.deprecation === undefined)).toBe(true);
    expect(operations.some((op) => op.tags.length > 1)).toBe(true);
    const fields = operations.flatMap((op) => requestFields(doc, op).map((f) => ({ ...f, op })));
    expect(fields.filter((f) => f.deprecated).map((f) => f.name)).toEqual(['max', 'label', 'edge']);
    expect(fields.some((f) => !f.deprecated)).toBe(true);
    expect(readmeMentions(fixture.root)).toBe(1);
  });

  it(
    'lists every operation once, marks deprecated operations and request fields, writes out replacement and removal, links specs/README.md, breaks no image',
    async () => {
      const { doc, operations } = await specOperations(fixture.root);
      const { page, remote, errors } = await open(fixturePage.html);
      try {
        expect((await page.title()).length).toBeGreaterThan(0);
        // Listed once: Redoc lists an operation in the overview of each of its tags.
        await expect.poll(() => overviewEntry(page, operations[0]!).first().isVisible(), { timeout: rendered }).toBe(true);
        // Repository files the spec names (`specs/README.md`, in the API's description at the top) are links to the file in this checkout.
        const mentions = page.locator('code').filter({ hasText: /^specs\/README\.md$/ });
        expect(await mentions.count(), 'mentions of specs/README.md').toBe(readmeMentions(fixture.root));
        for (const mention of await mentions.all()) {
          const href = await mention.evaluate((code) => code.closest('a')?.href ?? '');
          expect(href, 'specs/README.md is a link').toMatch(/^file:/);
          expect(fileURLToPath(href)).toBe(join(repoRoot, 'specs', 'README.md'));
          expect(existsSync(fileURLToPath(href))).toBe(true);
        }
        for (const op of operations) {
          await showTag(page, op);
          await expect
            .poll(async () => (await showAllOperations(page), overviewEntry(page, op).count()), { timeout: rendered, message: `${op.id}: overview entries` })
            .toBe(1);
        }
        for (const op of operations) {
          await showTag(page, op);
          await checkOperation(page, doc, op);
        }
        expect(await brokenImages(page), 'images that did not load').toEqual([]);
        expect(remote, 'requests that left the page file').toEqual([]);
        expect(errors, 'page errors').toEqual([]);
      } finally {
        await page.close();
      }
    },
    pageTest,
  );
});

describe("docs: each API's page embeds every operation of its spec", () => {
  it.each(listApis().map((api) => [api.name, api.root] as const))(
    '%s: its page embeds every operation of the spec once, with its deprecation, replacement, removal and request fields',
    async (name, root) => {
      const built = pages.get(name);
      expect(built, `built page for ${name}`).toBeDefined();
      const { doc, operations } = await specOperations(root);
      expect(operations.length).toBeGreaterThan(0);
      const view = specDocument(name, embeddedDefinition(built!.html));
      const shown = listOperations(view);
      for (const op of operations) {
        const matches = shown.filter((v) => v.method === op.method && v.path === op.path);
        expect(
          matches.map((v) => v.id),
          `${op.id}: ${op.method} ${op.path} on the page`,
        ).toEqual([op.id]);
        const [onPage] = matches as [OperationSpec];
        // Listed once, under its first tag (Redoc lists an operation in the overview of each of its tags).
        expect(onPage.tags, `${op.id}: tags`).toEqual(op.tags.slice(0, 1));
        expect(onPage.source['deprecated'] === true, `${op.id}: deprecated`).toBe(op.deprecation !== undefined);
        if (op.deprecation !== undefined) {
          // The note as Markdown, from its first word (a "Since" note may come before it).
          const description = String(onPage.source['description'] ?? '')
            .replaceAll('`', '')
            .replaceAll('**', '');
          expectDeprecationNote(op, description.slice(Math.max(0, description.indexOf('Deprecated.'))));
        }
        expect(requestFields(view, onPage), `${op.id}: request fields and their deprecation marks`).toEqual(requestFields(doc, op));
      }
      expect(shown).toHaveLength(operations.length);
      // Repository files the spec names (`specs/README.md`) are links to the file in this checkout, relative to the page.
      const text = JSON.stringify(view.root);
      const links = [...text.matchAll(/\[`specs\/README\.md`\]\(([^)]*)\)/g)].map((m) => m[1]!);
      expect(links, 'links to specs/README.md').toHaveLength(readmeMentions(root));
      expect(text.split('`specs/README.md`').length - 1, 'mentions of specs/README.md that are not links').toBe(links.length);
      for (const href of links) {
        expect(resolve(dirname(built!.html), href)).toBe(join(repoRoot, 'specs', 'README.md'));
        expect(existsSync(resolve(dirname(built!.html), href))).toBe(true);
      }
    },
  );

  it('marks deprecated operations and fields somewhere: the specs have both', async () => {
    const all = (await Promise.all(listApis().map((api) => specOperations(api.root)))).flatMap(({ doc, operations }) =>
      operations.map((op) => ({ op, fields: requestFields(doc, op) })),
    );
    expect(all.some(({ op }) => op.deprecation !== undefined)).toBe(true);
    expect(all.some(({ fields }) => fields.some((f) => f.deprecated))).toBe(true);
  });
});

describe("docs: each API's page loads offline in Chromium", () => {
  it.each(listApis().map((api) => [api.name, api.root] as const))(
    '%s: its page loads offline, renders its operations and shows a deprecated one, without an error, a remote request or a broken image',
    async (name, root) => {
      const built = pages.get(name);
      const { operations } = await specOperations(root);
      const { page, remote, errors } = await open(built?.html ?? '');
      try {
        expect((await page.title()).length).toBeGreaterThan(0);
        await expect.poll(() => overviewEntry(page, operations[0]!).first().isVisible(), { timeout: rendered }).toBe(true);
        // The screenshot shows a deprecated operation when there is one: the mark reviewers look for.
        const shown = operations.find((op) => op.deprecation !== undefined) ?? operations[0]!;
        await showTag(page, shown);
        const entry = overviewEntry(page, shown).first();
        await expect.poll(async () => (await showAllOperations(page), entry.isVisible()), { timeout: rendered }).toBe(true);
        await openedHeading(page, shown, entry);
        expect(await brokenImages(page), 'images that did not load').toEqual([]);
        await page.screenshot({ path: built?.html.replace(/\.html$/, '.png') ?? '' });
        expect(remote, 'requests that left the page file').toEqual([]);
        expect(errors, 'page errors').toEqual([]);
      } finally {
        await page.close();
      }
    },
    pageTest,
  );
});

describe("docs: the WebSocket channels section of an API's page", () => {
  it.each(listChannels().map((c) => [c.api, c.root] as const))(
    '%s: the WebSocket channels of its AsyncAPI document are a section of its page, each with its messages',
    async (name, root) => {
      const asyncapi = await specBundle(root);
      const channels = listChannelEntries(asyncapi);
      expect(channels.length).toBeGreaterThan(0);
      const { page, remote, errors } = await open(pages.get(name)?.html ?? '');
      try {
        const section = page.getByRole('link', { name: 'WebSocket channels' }).first();
        await expect.poll(() => section.isVisible(), { timeout: rendered }).toBe(true);
        await section.click();
        for (const channel of channels) {
          const title = page.locator('strong').getByText(`WS ${channel.channel}`, { exact: true });
          await expect.poll(() => title.count(), { timeout: rendered }).toBe(1);
          const line = await title.evaluate((strong) => strong.parentElement?.textContent ?? '');
          expect(line.includes('(deprecated)'), `${channel.channel} marked deprecated`).toBe(channel.deprecated);
        }
        const deprecated = channels.find((c) => c.deprecated);
        if (deprecated !== undefined) {
          const when = removalNote(deprecated.deprecation, releaseOf(asyncapi)).now ? 'now' : 'instead';
          expect(await page.getByText(`Use ${deprecated.deprecation.replacedBy} ${when}.`, { exact: false }).count()).toBeGreaterThan(0);
        }
        // Each message's schema is embedded: the request's fields and the error frame's are on the page.
        for (const message of channels.flatMap((c) => [...c.requests, ...c.frames]))
          expect(await page.getByText(message.name, { exact: true }).count(), `${message.name} named`).toBeGreaterThan(0);
        // The embedded schemas: inside the section (up to the next one), the request's fields show once per channel.
        const sectionText = await page.evaluate(() => {
          const heading = [...document.querySelectorAll('h1, h2')].find((h) => h.textContent === 'WebSocket channels');
          let node = heading?.parentElement ?? null;
          while (node !== null && !node.id) node = node.parentElement;
          return node?.textContent ?? '';
        });
        expect(sectionText.split('beginExclusive').length - 1, 'request fields in the section').toBeGreaterThanOrEqual(channels.length);
        // Each message once per channel: its description (the first sentence, as rendered) and, as the sample, its first example.
        const messages = channels.flatMap((c) => [...c.requests, ...c.frames]);
        for (const message of new Map(messages.map((m) => [m.name, m])).values()) {
          const sentence = /^[^.]*\./.exec(String(message.payload.description ?? ''))![0].replace(/`/g, '');
          const times = messages.filter((m) => m.name === message.name).length;
          expect(sectionText.split(sentence).length - 1, `${message.name}: "${sentence}"`).toBe(times);
        }
        const sample = channels[0]!.requests[0]!.examples[0]!.payload as Record<string, unknown>;
        for (const [field, value] of Object.entries(sample))
          if (typeof value !== 'object') expect(sectionText, `the request sample's ${field}`).toContain(`"${field}": ${JSON.stringify(value)}`);
        expect(sectionText, 'a sample the spec forbids (verbose: true next to updateFormat)').not.toContain('"verbose": true');
        await page.screenshot({ path: (pages.get(name)?.html ?? '').replace(/\.html$/, '-channels.png') });
        expect(remote).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    },
    pageTest,
  );
});

describe('docs: the index page', () => {
  it(
    'an index page links the page of every API, under its title, with its compatibility matrix',
    async () => {
      const { page, remote, errors } = await open(join(docsDir, indexFile));
      try {
        for (const api of listApis()) {
          const title = String(((await specBundle(api.root)).info as { title?: string } | undefined)?.title);
          const link = page.getByRole('link', { name: title, exact: true });
          expect(await link.count(), `index link to ${api.name}`).toBe(1);
          const href = await link.evaluate((a) => (a as HTMLAnchorElement).href);
          expect(fileURLToPath(href)).toBe(pages.get(api.name)?.html);
        }
        // Each API's compatibility matrix, folded under it: opened, the flats endpoint reads disabled from 3.6.1.
        expect(await page.locator('details table.matrix').count()).toBe(listApis().length);
        await page.locator('details summary').first().click();
        const flats = page.locator('table.matrix tr', { has: page.locator('th', { hasText: /^postV2UpdatesFlats$/ }) });
        // After the operation: its upstream stability (the ledger is external throughout), then the release columns.
        const [stability, ...columns] = (await page.locator('table.matrix').first().locator('thead th').allInnerTexts()).slice(1);
        expect(stability).toBe('Stability');
        expect(columns.at(-1)).toMatch(/^3\.6\.1/);
        const expected = ['external', ...columns.map((_, i) => (i === columns.length - 1 ? 'disabled1' : 'deprecated'))];
        await expect.poll(() => flats.locator('td').allInnerTexts(), { timeout: rendered }).toEqual(expected);
        expect(remote).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    },
    pageTest,
  );
});
