// `node tools/spec-diff/pr-comment.ts --body-file FILE`: keeps ONE comment on the pull request, found by
// the hidden marker its body starts with: created the first time, updated in place afterwards. Reads
// GITHUB_TOKEN, GITHUB_REPOSITORY, GITHUB_API_URL and the PR number from GITHUB_EVENT_PATH (or --pr).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { reviewMarker } from './report-markdown.ts';

const usage = 'usage: node tools/spec-diff/pr-comment.ts --body-file FILE [--pr NUMBER] [--marker TEXT]';

class UsageError extends Error {}

/** A GitHub REST answer that is not 2xx. */
class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

interface Comment {
  id: number;
  body?: string;
  html_url?: string;
}

function required(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === '') throw new UsageError(`${name} is not set (GitHub Actions sets it; pass GITHUB_TOKEN: \${{ github.token }} in env)`);
  return value;
}

/** The PR number: `--pr`, else `pull_request.number` of the event that started the workflow. */
function prNumber(flag: string | undefined): number {
  const raw =
    flag ??
    (() => {
      const path = required('GITHUB_EVENT_PATH');
      const event = JSON.parse(readFileSync(path, 'utf8')) as { pull_request?: { number?: unknown }; number?: unknown };
      return String(event.pull_request?.number ?? event.number ?? '');
    })();
  if (!/^[1-9]\d*$/.test(raw)) throw new UsageError(`no pull request number (got '${raw}'): run on pull_request events or pass --pr`);
  return Number(raw);
}

async function call<T>(method: string, url: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: {
      accept: 'application/vnd.github+json',
      authorization: `Bearer ${token}`,
      'x-github-api-version': '2022-11-28',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, `${method} ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

async function main(): Promise<number> {
  let values: { 'body-file'?: string; pr?: string; marker?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: { 'body-file': { type: 'string' }, pr: { type: 'string' }, marker: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help === true) {
    console.log(usage);
    return 0;
  }
  if (values['body-file'] === undefined) throw new UsageError('missing --body-file FILE');
  const marker = values.marker ?? reviewMarker;
  let body = readFileSync(values['body-file'], 'utf8');
  if (!body.includes(marker)) body = `${marker}\n${body}`;
  const token = required('GITHUB_TOKEN');
  const repo = required('GITHUB_REPOSITORY');
  const api = (process.env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '');
  const pr = prNumber(values.pr);
  const comments = `${api}/repos/${repo}/issues/${pr}/comments`;
  try {
    let existing: Comment | undefined;
    for (let page = 1; existing === undefined; page++) {
      const batch = await call<Comment[]>('GET', `${comments}?per_page=100&page=${page}`, token);
      existing = batch.find((c) => c.body?.includes(marker) === true);
      if (batch.length < 100) break;
    }
    if (existing === undefined) {
      const created = await call<Comment>('POST', comments, token, { body });
      console.log(`pr-comment: created ${created.html_url ?? `comment ${created.id}`}`);
    } else if (existing.body === body) {
      console.log(`pr-comment: ${existing.html_url ?? `comment ${existing.id}`} is up to date`);
    } else {
      await call<Comment>('PATCH', `${api}/repos/${repo}/issues/comments/${existing.id}`, token, { body });
      console.log(`pr-comment: updated ${existing.html_url ?? `comment ${existing.id}`}`);
    }
    return 0;
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) {
      // Pull requests from forks get a read-only token: the report is still in the job summary.
      console.log(
        `::warning title=Spec review comment not posted::The token cannot write comments on pull request #${pr} (403; a pull request from a fork gets a read-only token). The review is in the job summary.`,
      );
      return 0;
    }
    throw error;
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`pr-comment: ${error instanceof Error ? error.message : String(error)}${error instanceof UsageError ? `\n${usage}` : ''}`);
  process.exitCode = error instanceof UsageError ? 2 : 1;
}
