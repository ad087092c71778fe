// Opens each built reference page in headless Chromium with the network cut off, finds every
// operation of the API (from the spec), checks deprecation marks on operations and request fields,
// and saves a screenshot next to the page (dist/docs/<api>.png, gitignored).
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listApis } from '../../apis.ts';
import { launchChromium } from '../../browser/chromium.ts';
import { buildDocs, docsDir, type DocsPage } from '../build-docs.ts';
import { type SpecOperation, specOperations } from './spec-operations.ts';

let browser: Browser;
let pages: Map<string, DocsPage>;

beforeAll(async () => {
  pages = new Map((await buildDocs(docsDir)).map((p) => [p.api, p]));
  browser = await launchChromium();
}, 120_000);
afterAll(async () => browser?.close());

/** Opens a page file; every request that would leave the file is aborted and recorded. */
async function open(html: string): Promise<{ page: Page; remote: string[]; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  const remote: string[] = [];
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.route('**/*', async (route) => {
    const url = route.request().url();
    if (/^(file|data|blob):/.test(url)) return route.continue();
    remote.push(url);
    return route.abort();
  });
  await page.goto(`file://${html}`, { waitUntil: 'load' });
  return { page, remote, errors };
}

/** The deprecation badge Redoc renders for `deprecated: true`, as its own element. */
const badge = (scope: Locator): Locator => scope.getByText(/^deprecated$/i);

/** The operations overview entry (method + path) of an operation. */
function overviewEntry(page: Page, op: SpecOperation): Locator {
  return page.getByRole('button').filter({ has: page.getByText(op.path, { exact: true }) })
    .filter({ hasText: new RegExp(`^${op.method}`, 'i') });
}

async function checkOperation(page: Page, op: SpecOperation): Promise<void> {
  const entry = overviewEntry(page, op).first();
  await expect.poll(() => entry.isVisible(), { message: `${op.operationId}: ${op.method.toUpperCase()} ${op.path} in the overview` }).toBe(true);
  expect(await badge(entry).count(), `${op.operationId}: overview deprecation badge`).toBe(op.deprecated ? 1 : 0);

  await entry.click();
  // Redoc's heading anchor is labelled with the exact summary: it tells apart summaries that prefix each other.
  const heading = page.getByRole('link', { name: `link to ${op.summary}`, exact: true }).first().locator('xpath=ancestor::h2[1]');
  await expect.poll(() => heading.isVisible(), { message: `${op.operationId}: heading "${op.summary}"` }).toBe(true);
  expect(await badge(heading).count(), `${op.operationId}: heading deprecation badge`).toBe(op.deprecated ? 1 : 0);

  for (const field of op.fields) {
    const label = `link to ${field.name}`;
    // The smallest block holding both this operation's heading and the field: the operation's section.
    const section = heading.locator(`xpath=ancestor::*[.//a[@aria-label=${JSON.stringify(label)}]][1]`);
    const row = section.getByRole('link', { name: label, exact: true }).first().locator('xpath=ancestor::div[1]');
    await expect.poll(() => row.isVisible(), { message: `${op.operationId}: field ${field.name}` }).toBe(true);
    expect(await badge(row).count(), `${op.operationId}: deprecation mark of field ${field.name}`).toBe(field.deprecated ? 1 : 0);
  }
}

describe('docs: one offline reference page per API', () => {
  it.each(listApis().map((api) => [api.name, api.root] as const))('%s: every operation is on the page, deprecations are marked', async (name, root) => {
    const built = pages.get(name);
    expect(built, `built page for ${name}`).toBeDefined();
    const operations = await specOperations(root);
    expect(operations.length).toBeGreaterThan(0);
    const { page, remote, errors } = await open(built?.html ?? '');
    try {
      const title = await page.title();
      expect(title.length).toBeGreaterThan(0);
      for (const op of operations) await checkOperation(page, op);
      // The screenshot shows a deprecated operation when there is one: the mark reviewers look for.
      const shown = operations.find((op) => op.deprecated) ?? operations[0];
      if (shown !== undefined) await overviewEntry(page, shown).first().click();
      await page.screenshot({ path: built?.html.replace(/\.html$/, '.png') ?? '' });
      expect(remote, 'requests that left the page file').toEqual([]);
      expect(errors, 'page errors').toEqual([]);
    } finally {
      await page.close();
    }
  }, 120_000);

  it('marks deprecated operations and fields somewhere: the specs have both', async () => {
    const all = (await Promise.all(listApis().map((api) => specOperations(api.root)))).flat();
    expect(all.some((op) => op.deprecated)).toBe(true);
    expect(all.some((op) => op.fields.some((f) => f.deprecated))).toBe(true);
  });
});
