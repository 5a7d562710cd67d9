import type * as z from 'zod/mini';
import { clip } from './redact.js';

type Issue = z.core.$ZodIssue;

/** The value found at `path` inside `data`, for error messages. */
function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = data;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing (the field is missing)';
  const text = (JSON.stringify(value) as string | undefined) ?? typeof value;
  return clip(text, 80);
}

function expectation(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected;
    case 'invalid_value':
      return `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_format':
      return issue.format === 'regex' ? issue.message : `a ${issue.format} string`;
    case 'too_small':
      return `at least ${String(issue.minimum)}${issue.origin === 'string' ? ' characters' : ''}`;
    case 'unrecognized_keys':
      return `only known fields (not ${issue.keys.map((k) => JSON.stringify(k)).join(', ')})`;
    case 'too_big':
      return `at most ${String(issue.maximum)}${issue.origin === 'string' ? ' characters' : ''}`;
    default:
      return issue.message;
  }
}

/** One line per issue: the field, what was expected, what was received. */
export function formatIssues(issues: readonly Issue[], data: unknown): string[] {
  return issues.map((issue) => {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '(body)';
    return `field '${field}': expected ${expectation(issue)}, received ${describe(valueAt(data, issue.path))}`;
  });
}
