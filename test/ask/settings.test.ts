import { describe, expect, it } from 'vitest';
import { buildAskRequest } from '../../src/service/assistant/client.ts';
import { readAskSettings } from '../../src/modes/ask/settings.ts';
import { readSettings } from '../../src/modes/agent/settings.ts';
import { modeOf } from '../../src/runner/read-input.ts';
import { TRIGGER_SETTINGS, inputProblems, readInputs } from '../helpers/settings.ts';

const valid = {
  'base-url': 'https://api.docs.test',
  'assistant-api-key': 'svc_dsc_public',
  domain: 'acme',
  question: '  How do I rotate an API key?  ',
};

const read = readInputs;
const problems = (inputs: Record<string, string>): string[] => inputProblems(inputs, readAskSettings);

describe('readAskSettings', () => {
  it('applies the defaults, and needs neither project-id nor admin-api-key', () => {
    expect(readAskSettings(read(valid))).toEqual({
      baseUrl: new URL('https://api.docs.test'),
      assistantApiKey: 'svc_dsc_public',
      domain: 'acme',
      question: 'How do I rotate an API key?',
      apiVersion: 'v2',
      retrievalPageSize: 5,
      fp: 'anonymous',
      currentPath: undefined,
      threadId: undefined,
      threadKey: undefined,
      askLabel: 'question',
      filter: undefined,
      context: undefined,
      timeoutMs: 300_000,
      idleTimeoutMs: 60_000,
      dryRun: false,
      // The assistant's monthly budget, in the workflow repository's ledger.
      budget: { perMonth: 10_000, onExhausted: 'fail', repository: '' },
      // The answer's comment and reactions are spaced as GitHub asks (github-writes-per-minute: 1 s apart).
      githubWritesPerMinute: 60,
      // The comment triggers' inputs, with `ask-label` as the label.
      trigger: { ...TRIGGER_SETTINGS, githubToken: '', triggerLabel: 'question' },
    });
  });

  it('reads every value given', () => {
    const settings = readAskSettings(
      read({
        ...valid,
        'assistant-api-version': 'v1',
        'retrieval-page-size': '8',
        fp: 'user-3f2a',
        'current-path': '/guides/keys',
        'thread-id': 'thr_1',
        'thread-key': 'tk_1',
        'ask-label': 'docs-question',
        filter: '{"version": "v3", "language": "en", "extra": 1}',
        context: '[{"type": "textSelection", "value": "rotate", "elementId": "p-3"}]',
        'ask-timeout-seconds': '30',
        'ask-idle-timeout-seconds': '0.5',
        'dry-run': 'true',
      }),
    );
    expect(settings).toMatchObject({
      apiVersion: 'v1',
      retrievalPageSize: 8,
      fp: 'user-3f2a',
      currentPath: '/guides/keys',
      threadId: 'thr_1',
      threadKey: 'tk_1',
      askLabel: 'docs-question',
      filter: { version: 'v3', language: 'en', extra: 1 },
      context: [{ type: 'textSelection', value: 'rotate', elementId: 'p-3' }],
      timeoutMs: 30_000,
      idleTimeoutMs: 500,
      dryRun: true,
    });
  });

  it('reports every bad input at once, each naming the input', () => {
    expect(
      problems({
        'base-url': 'http://api.docs.test',
        'assistant-api-key': '',
        domain: 'acme/../x',
        'assistant-api-version': 'v3',
        'retrieval-page-size': '0',
        'current-path': `/${'p'.repeat(200)}`,
        filter: '["not", "an", "object"]',
        context: '[{"type": "snippet", "value": 3}, {"type": "code", "value": "x", "valeu": "y"}]',
        'ask-timeout-seconds': 'soon',
        'thread-key': 'tk_1',
      }),
    ).toEqual([
      'base-url: must use https:// (http:// is accepted only for loopback hosts such as localhost) (got "http://api.docs.test")',
      'assistant-api-key: is required: the assistant API key (prefix `<svc>_dsc_`)',
      `domain: must be the site's domain identifier (letters, digits, '.', '_', '-'), got "acme/../x"`,
      `assistant-api-version: must be 'v2' or 'v1' (got "v3")`,
      'retrieval-page-size: must be a positive whole number, e.g. 5 (got "0")',
      'current-path: must be at most 200 characters (got 201)',
      'filter: must be an object such as {"language": "en"}, got "[\\"not\\", \\"an\\", \\"object\\"]"',
      `context: field '0.type': expected one of "code", "textSelection", received "snippet"`,
      `context: field '0.value': expected string, received 3`,
      `context: field '1': expected only known fields (not "valeu"), received {"type":"code","value":"x","valeu":"y"}`,
      'ask-timeout-seconds: must be a positive number of seconds, e.g. 5 (got "soon")',
      "thread-key: is given without 'thread-id'",
    ]);
  });

  it('names the other bad forms of retrieval-page-size, filter and context', () => {
    expect(problems({ ...valid, 'retrieval-page-size': '2.5' })).toEqual([
      'retrieval-page-size: must be a positive whole number, e.g. 5 (got "2.5")',
    ]);
    expect(problems({ ...valid, filter: '{oops' })[0]).toMatch(/^filter: must be JSON: an object such as/);
    expect(problems({ ...valid, filter: '{"groups": "admins"}' })).toEqual([`filter: field 'groups': expected array, received "admins"`]);
    expect(problems({ ...valid, context: '{"type": "code"}' })[0]).toMatch(/^context: must be an array such as/);
    expect(problems({ ...valid, context: '[{"value": "x"}]' })).toEqual([
      `context: field '0.type': expected one of "code", "textSelection", received nothing (the field is missing)`,
    ]);
  });

  it('refuses a context path and filter groups for v1, and accepts them for v2', () => {
    const inputs = {
      ...valid,
      filter: '{"groups": ["admins"]}',
      context: '[{"type": "code", "value": "x", "path": "docs/a.md"}]',
    };
    expect(problems({ ...inputs, 'assistant-api-version': 'v1' })).toEqual([
      "filter: field 'groups' is not accepted by the v1 assistant: remove it or use assistant-api-version v2",
      "context: field '0.path' is not accepted by the v1 assistant: remove it or use assistant-api-version v2",
    ]);
    expect(readAskSettings(read(inputs)).context).toEqual([{ type: 'code', value: 'x', path: 'docs/a.md' }]);
  });

  it('refuses an admin key in the assistant slot: a secret is not sent where a public key belongs', () => {
    expect(problems({ ...valid, 'assistant-api-key': 'svc_secretadmin' })).toEqual([
      'assistant-api-key: holds an admin API key (prefix `<svc>_` without `dsc_`): it is a secret and is not sent to the assistant; use the assistant API key (prefix `<svc>_dsc_`) from the API keys page of the dashboard',
    ]);
  });
});

describe('mode', () => {
  it('is ask only when it says ask; the agent run refuses other values by name', () => {
    expect(modeOf(read({ mode: ' ask ' }))).toBe('ask');
    expect(modeOf(read({ mode: 'impact' }))).toBe('impact');
    expect(modeOf(read({ mode: 'report' }))).toBe('report');
    expect(modeOf(read({}))).toBe('agent');
    expect(modeOf(read({ mode: 'agent' }))).toBe('agent');
    expect(modeOf(read({ mode: 'typo' }))).toBe('agent');
    expect(() => readSettings(read({ mode: 'Ask', 'base-url': 'https://a.test', 'project-id': 'p', 'admin-api-key': 'svc_k' }))).toThrow(
      `Invalid input: 'mode' must be 'agent', 'ask', 'impact' or 'report' (got "Ask")`,
    );
  });
});

describe('buildAskRequest', () => {
  const id = (): string => 'msg-1';

  it('builds the v2 request of spec 4.3', () => {
    const settings = readAskSettings(
      read({
        ...valid,
        'base-url': 'https://api.docs.test/root',
        domain: 'my.docs',
        context: '[{"type": "code", "value": "x", "path": "a.md"}]',
        'current-path': '/a',
      }),
    );
    const request = buildAskRequest(settings, settings.question, id);
    expect(request.url.href).toBe('https://api.docs.test/root/discovery/v2/assistant/my.docs/message');
    expect(request.body).toEqual({
      fp: 'anonymous',
      messages: [{ id: 'msg-1', role: 'user', parts: [{ type: 'text', text: 'How do I rotate an API key?' }] }],
      threadId: null,
      retrievalPageSize: 5,
      filter: null,
      context: [{ type: 'code', value: 'x', path: 'a.md' }],
      currentPath: '/a',
    });
  });

  it('builds the v1 request of spec 4.4: messages carry content, the thread its key', () => {
    const settings = readAskSettings(
      read({ ...valid, 'assistant-api-version': 'v1', 'thread-id': 'thr_1', 'thread-key': 'tk_1', filter: '{"language": "de"}' }),
    );
    const request = buildAskRequest(settings, 'Wie?', id);
    expect(request.url.pathname).toBe('/discovery/v1/assistant/acme/message');
    expect(request.body).toEqual({
      fp: 'anonymous',
      messages: [{ id: 'msg-1', role: 'user', parts: [{ type: 'text', text: 'Wie?' }], content: 'Wie?' }],
      threadId: 'thr_1',
      threadKey: 'tk_1',
      retrievalPageSize: 5,
      filter: { language: 'de' },
    });
  });
});
