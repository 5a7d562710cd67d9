/**
 * Seconds inputs have an upper bound, named in the message, and are refused
 * before any request: a value past what Node's timers hold used to fire at
 * once (`ask-timeout-seconds: 2147484` failed after 840 ms, "within 2147484 s")
 * or throw Node's own `The value of "delay" is out of range` (`timeout-seconds:
 * 5000000` with `prompt-file`). Strict nock: no request reaches GitHub or the service.
 */
import { describe, expect, it } from 'vitest';
import { commentPayload, loadPayload } from '../../tools/events.ts';
import { useStrictNock } from '../helpers/github-nock.ts';
import { runInProcess } from '../helpers/run.ts';
import { InputCollector } from '../../src/runner/inputs.ts';
import { MAX_TIMER_MS } from '../../src/util/clock.ts';

useStrictNock();

const askInputs = {
  mode: 'ask',
  'assistant-api-key': 'svc_dsc_public_assistant_key',
  domain: 'docs.example.test',
};

describe('seconds inputs past their bound are refused before any request, naming the bound', () => {
  it("'ask-timeout-seconds: 2147484' (past a timer's 2^31 - 1 ms)", async () => {
    const result = await runInProcess({
      event: { name: 'issue_comment', payload: commentPayload('/docs ask what?') },
      inputs: { ...askInputs, 'ask-timeout-seconds': '2147484' },
    });
    expect(result.failed).toBe(true);
    expect(result.stdout).toContain(
      `'ask-timeout-seconds' must be at most 21600 seconds (six hours, the longest a GitHub-hosted job runs) (got "2147484")`,
    );
    expect(result.outputs.status).toBe('error');
  });

  it("'timeout-seconds: 5000000' with 'prompt-file': the bound, not Node's 'out of range'", async () => {
    const result = await runInProcess({
      event: { name: 'workflow_dispatch', payload: loadPayload('workflow_dispatch.json') },
      inputs: { 'timeout-seconds': '5000000', 'prompt-file': 'docs/prompt.md' },
    });
    expect(result.failed).toBe(true);
    expect(result.stdout).toContain(`'timeout-seconds' must be at most 86400 seconds (a day) (got "5000000")`);
    expect(result.stdout).not.toContain('out of range');
    expect(result.outputs.status).toBe('error');
  });

  it("a negative one says it must be positive, not that it must be whole: 'timeout-seconds: -5'", async () => {
    const result = await runInProcess({
      event: { name: 'workflow_dispatch', payload: loadPayload('workflow_dispatch.json') },
      inputs: { 'timeout-seconds': '-5', prompt: 'x' },
    });
    expect(result.stdout).toContain(`'timeout-seconds' must be a positive whole number of seconds, e.g. 1800 (got "-5")`);
  });

  it('every seconds input of action.yml names its bound, which fits a timer and is the one enforced', async () => {
    const { readFileSync } = await import('node:fs');
    const action = readFileSync(new URL('../../action.yml', import.meta.url), 'utf8');
    const inputs = [...action.matchAll(/\n {2}([a-z-]+-seconds):\n {4}description: (.*)/g)];
    expect(inputs.map(([, input]) => input)).toHaveLength(6);
    for (const [, input = '', description = ''] of inputs) {
      const max = Number(/at most (\d+) \([^)]+\)/.exec(description)?.[1]);
      expect(max * 1000, input).toBeLessThanOrEqual(MAX_TIMER_MS);
      const read = (value: string) => {
        const collector = new InputCollector((name) => (name === input ? value : ''));
        return { ms: collector.seconds(input, 1), problems: collector.problems.map((problem) => problem.message) };
      };
      expect(read(String(max)), input).toEqual({ ms: max * 1000, problems: [] });
      expect(read(String(max + 1)).problems, input).toEqual([expect.stringContaining(`at most ${max}`)]);
    }
  });
});
