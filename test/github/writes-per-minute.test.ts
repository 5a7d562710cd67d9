/**
 * `github-writes-per-minute`, read by every mode that writes to GitHub: a
 * whole number from 1 to GitHub's 80 on GitHub.com and GHE.com; up to 60 000
 * on GitHub Enterprise Server (any other `GITHUB_API_URL`), whose admin sets
 * its rate limits. The spacing it sets: write-spacing.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { readSettings } from '../../src/modes/agent/settings.ts';
import { readAskSettings } from '../../src/modes/ask/settings.ts';
import { readImpactSettings } from '../../src/modes/impact/settings.ts';
import { readReportSettings } from '../../src/modes/report/settings.ts';
import { InputError } from '../../src/util/errors.ts';
import { VALID_INPUTS, readInputs } from '../helpers/settings.ts';

const assistant = { 'base-url': 'https://api.docs.test', 'assistant-api-key': 'svc_dsc_public', domain: 'acme' };
const admin = { 'base-url': 'https://api.docs.test', 'project-id': 'p', 'admin-api-key': 'svc_k' };

/** Each mode's reader, from inputs and `GITHUB_API_URL`, to what it read. */
const modes: [string, (inputs: Record<string, string>, apiUrl?: string) => { githubWritesPerMinute: number }][] = [
  ['agent', (inputs, apiUrl) => readSettings(readInputs({ ...VALID_INPUTS, ...inputs }), apiUrl)],
  ['ask', (inputs, apiUrl) => readAskSettings(readInputs({ ...assistant, question: 'Why?', ...inputs }), '', apiUrl)],
  ['impact', (inputs, apiUrl) => readImpactSettings(readInputs({ ...assistant, 'github-token': 'ghs_x', ...inputs }), apiUrl)],
  ['report', (inputs, apiUrl) => readReportSettings(readInputs({ ...admin, 'github-token': 'ghs_x', ...inputs }), apiUrl)],
];

const GITHUB = 'https://api.github.com';
const SERVER = 'https://ghe.example.com/api/v3';

function problems(read: () => unknown): string[] {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as InputError).problems.map((p) => `${p.input}: ${p.message}`);
  }
  throw new Error('the inputs were accepted');
}

describe.each(modes)('github-writes-per-minute in %s mode', (_mode, read) => {
  it('is 60 unless given, and takes 1 to 80 against GitHub', () => {
    expect(read({}).githubWritesPerMinute).toBe(60);
    expect(read({}, GITHUB).githubWritesPerMinute).toBe(60);
    expect(read({ 'github-writes-per-minute': '1' }, GITHUB).githubWritesPerMinute).toBe(1);
    expect(read({ 'github-writes-per-minute': '80' }, GITHUB).githubWritesPerMinute).toBe(80);
  });

  it.each([undefined, GITHUB, 'https://api.octocorp.ghe.com', 'not a url'])(
    'refuses 81 with GITHUB_API_URL %j (GitHub.com, GHE.com), naming GitHub limit',
    (apiUrl) => {
      expect(problems(() => read({ 'github-writes-per-minute': '81' }, apiUrl))).toEqual([
        `github-writes-per-minute: must be at most 80, GitHub's limit of content-creating requests a minute (more is accepted only for GitHub Enterprise Server, whose admin sets its limits) (got "81")`,
      ]);
    },
  );

  it.each([SERVER, 'http://localhost:8080', 'http://127.0.0.1:40123'])(
    'accepts up to 60000 against GitHub Enterprise Server (GITHUB_API_URL %s)',
    (apiUrl) => {
      expect(read({ 'github-writes-per-minute': '6000' }, apiUrl).githubWritesPerMinute).toBe(6000);
      expect(read({ 'github-writes-per-minute': '60000' }, apiUrl).githubWritesPerMinute).toBe(60_000);
      expect(problems(() => read({ 'github-writes-per-minute': '60001' }, apiUrl))).toEqual([
        'github-writes-per-minute: must be at most 60000 (GitHub Enterprise Server) (got "60001")',
      ]);
    },
  );

  it.each([
    ['0', 'must be at least 1'],
    ['x', 'must be a whole number of writes a minute, e.g. 60'],
    ['1.5', 'must be a whole number of writes a minute, e.g. 60'],
    ['-3', 'must be a whole number of writes a minute, e.g. 60'],
  ])('refuses %j on every host, naming the input and the form', (value, message) => {
    for (const apiUrl of [GITHUB, SERVER]) {
      expect(problems(() => read({ 'github-writes-per-minute': value }, apiUrl))).toEqual([
        `github-writes-per-minute: ${message} (got ${JSON.stringify(value)})`,
      ]);
    }
  });
});
