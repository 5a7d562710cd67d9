/**
 * Event payloads for tests: the recorded copies under test/fixtures/events,
 * deep-cloned so each test may change its own copy (the comment's body, its
 * author, the label) without touching the files.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './action.ts';

export const FIXTURES = join(ROOT, 'test/fixtures/events');

/** The payload shapes tests change; everything else is kept as recorded. */
export interface Payload {
  action?: string;
  label?: { name: string };
  sender?: { login: string; type: string };
  comment?: { id: number; body: string; user: { login: string; type: string } };
  issue?: { number: number; title: string; body: string | null; pull_request?: unknown };
  pull_request?: { number: number; title: string; body: string | null };
  [key: string]: unknown;
}

export function loadPayload(file: string): Payload {
  return JSON.parse(readFileSync(join(FIXTURES, file), 'utf8')) as Payload;
}

/** A recorded comment event whose comment says `body`, optionally by another author. */
export function commentPayload(body: string, options: { file?: string; user?: { login: string; type: string } } = {}): Payload {
  const payload = loadPayload(options.file ?? 'issue_comment.created.json');
  payload.comment!.body = body;
  if (options.user) {
    payload.comment!.user = { ...payload.comment!.user, ...options.user };
    payload.sender = { ...payload.sender!, ...options.user };
  }
  return payload;
}

/** A recorded `labeled` event with the label renamed. */
export function labelPayload(label: string, file = 'issues.labeled.json'): Payload {
  const payload = loadPayload(file);
  payload.label!.name = label;
  return payload;
}

/** Writes a payload where `GITHUB_EVENT_PATH` can point. */
export function writePayload(payload: unknown): string {
  const path = join(mkdtempSync(join(tmpdir(), 'docs-agent-event-')), 'event.json');
  writeFileSync(path, JSON.stringify(payload));
  return path;
}
