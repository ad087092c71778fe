// The spec-review workflow keeps ONE comment on the pull request: pr-comment.ts against a local
// stand-in for GitHub's REST API (issue comments: list, create, update), run as the workflow runs it.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanEnv } from './temp-repo.ts';

const script = join(import.meta.dirname, '..', 'pr-comment.ts');
const marker = '<!-- canton-openapi:spec-review -->';
const cleanup: Array<() => void> = [];
afterEach(() => {
  for (const f of cleanup.splice(0)) f();
});

interface Comment {
  id: number;
  body: string;
  user: string;
}

/** GitHub's issue-comment endpoints for `acme/specs` PR 7, with `existing` comments; records each request. */
async function fakeGitHub(
  existing: Comment[],
  options: { status?: number } = {},
): Promise<{ url: string; comments: Comment[]; requests: string[]; auth: Set<string> }> {
  const comments = [...existing];
  const requests: string[] = [];
  const auth = new Set<string>();
  const read = async (req: IncomingMessage): Promise<{ body: string }> => {
    let text = '';
    for await (const chunk of req) text += String(chunk);
    return JSON.parse(text) as { body: string };
  };
  const server: Server = createServer((req, res) => {
    void (async () => {
      requests.push(`${req.method} ${req.url}`);
      auth.add(req.headers.authorization ?? '');
      const send = (status: number, body: unknown): void => {
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      };
      if (options.status !== undefined && req.method !== 'GET') return send(options.status, { message: 'Resource not accessible by integration' });
      const url = new URL(req.url ?? '/', 'http://x');
      if (req.method === 'GET' && url.pathname === '/repos/acme/specs/issues/7/comments') {
        const page = Number(url.searchParams.get('page'));
        const size = Number(url.searchParams.get('per_page'));
        return send(
          200,
          comments.slice((page - 1) * size, page * size).map((c) => ({ id: c.id, body: c.body, user: { login: c.user } })),
        );
      }
      if (req.method === 'POST' && url.pathname === '/repos/acme/specs/issues/7/comments') {
        const comment = { id: 1000 + comments.length, body: (await read(req)).body, user: 'github-actions[bot]' };
        comments.push(comment);
        return send(201, { id: comment.id, html_url: `https://github.example/acme/specs/pull/7#issuecomment-${comment.id}` });
      }
      const patch = /^\/repos\/acme\/specs\/issues\/comments\/(\d+)$/.exec(url.pathname);
      const target = comments.find((c) => c.id === Number(patch?.[1]));
      if (req.method === 'PATCH' && target !== undefined) {
        target.body = (await read(req)).body;
        return send(200, { id: target.id });
      }
      return send(404, { message: 'Not Found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanup.push(() => server.close());
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, comments, requests, auth };
}

/** Runs the script asynchronously (the fake server lives in this process) with a PR event file. */
async function post(api: string, body: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'pr-comment-'));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'review.md'), body);
  writeFileSync(join(dir, 'event.json'), JSON.stringify({ pull_request: { number: 7 } }));
  const env = cleanEnv({ GITHUB_TOKEN: 'ghs_test', GITHUB_REPOSITORY: 'acme/specs', GITHUB_API_URL: api, GITHUB_EVENT_PATH: join(dir, 'event.json') });
  return new Promise((resolve) => {
    execFile(process.execPath, [script, '--body-file', join(dir, 'review.md')], { env }, (error, stdout, stderr) => {
      resolve({ code: error === null ? 0 : Number(error.code), stdout, stderr });
    });
  });
}

describe('pr-comment: one spec-review comment per pull request', { timeout: 60_000 }, () => {
  it('creates the comment once, then updates it in place, past a full first page of other comments', async () => {
    const others = Array.from({ length: 100 }, (_, i) => ({ id: i + 1, body: `looks good ${i}`, user: 'alice' }));
    const github = await fakeGitHub(others);
    const first = await post(github.url, `${marker}\n## Spec review: 1 breaking change, 0 non-breaking\n`);
    expect(first).toMatchObject({ code: 0, stderr: '' });
    expect(first.stdout).toContain('pr-comment: created https://github.example/acme/specs/pull/7#issuecomment-1100');
    const second = await post(github.url, `${marker}\n## Spec review: 0 breaking changes, 1 non-breaking\n`);
    expect(second).toMatchObject({ code: 0, stderr: '' });
    expect(second.stdout).toContain('pr-comment: updated comment 1100');
    const third = await post(github.url, `${marker}\n## Spec review: 0 breaking changes, 1 non-breaking\n`);
    expect(third.stdout).toContain('is up to date');
    const reviews = github.comments.filter((c) => c.body.includes(marker));
    expect(reviews).toEqual([{ id: 1100, body: `${marker}\n## Spec review: 0 breaking changes, 1 non-breaking\n`, user: 'github-actions[bot]' }]);
    expect(github.comments).toHaveLength(101);
    expect(github.requests.filter((r) => !r.startsWith('GET'))).toEqual([
      'POST /repos/acme/specs/issues/7/comments',
      'PATCH /repos/acme/specs/issues/comments/1100',
    ]);
    expect([...github.auth]).toEqual(['Bearer ghs_test']);
  });

  it('warns instead of failing when the token may not write (a pull request from a fork)', async () => {
    const github = await fakeGitHub([], { status: 403 });
    const result = await post(github.url, `${marker}\nreport\n`);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('::warning title=Spec review comment not posted::The token cannot write comments on pull request #7 (403');
  });

  it('fails with the answer on any other error', async () => {
    const github = await fakeGitHub([], { status: 500 });
    const result = await post(github.url, `${marker}\nreport\n`);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('pr-comment: POST ');
    expect(result.stderr).toContain('answered 500: {"message":"Resource not accessible by integration"}');
  });
});
