/**
 * The benchmark's impact section: what an impact check (`mode: impact`) costs
 * per pull request in assistant messages (the service allows 10,000 per key
 * and month) and in wall time. Each round opens a pull request (a check:
 * one message), pushes without changing anything the check saw (no message),
 * then pushes a new change (one message, the same comment edited).
 *
 * Against the service emulator's assistant, the GitHub stand-in (the files
 * API, comments) and the git database stand-in (the monthly count), behind
 * one GITHUB_API_URL. `run` starts the action as the rest of the benchmark
 * does (bench/run.ts wires it in).
 *
 * Written with erasable TypeScript only, so Node 24 runs it as it is.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadPayload } from '../tools/events.ts';
import { mountAssistant } from '../tools/emulator/assistant.ts';
import { DEFAULT_ASSISTANT_KEY, ServiceEmulator } from '../tools/emulator/server.ts';
import { GitDatabaseStandIn } from '../tools/stand-ins/git-database.ts';
import { GitHubStandIn, type StandInFile } from '../tools/stand-ins/github.ts';
import { StandInServer } from '../tools/stand-ins/server.ts';
import type { RunStep } from './hand-off.ts';
import { stats } from './harness.ts';

/** One kind of check: the assistant messages it sent and its wall time, per round. */
export interface CheckFigures {
  messages: number[];
  ms: number[];
}

export interface ImpactFigures {
  /** `opened`: the first check. */
  opened: CheckFigures;
  /** `synchronize` with the same files and hunks: nothing to ask. */
  unchanged: CheckFigures;
  /** `synchronize` with a new change: asked again, the comment edited. */
  changed: CheckFigures;
  /** Characters of hunks in each request, and the cap. */
  contextChars: number[];
}

const TOKEN = 'ghs_bench_impact_token_0123456789';
const REPOSITORY = 'Codertocat/Hello-World';

/** A pull request's files, `n` of them, each with a hunk of `lines` lines. */
function files(n: number, lines: number, tag: string): StandInFile[] {
  return Array.from({ length: n }, (_, i) => ({
    filename: `src/module-${String(i)}/handler-${String(i)}.ts`,
    status: 'modified',
    additions: lines + i,
    deletions: 1,
    patch: [
      `@@ -1,2 +1,${String(lines + 1)} @@`,
      ...Array.from({ length: lines }, (_, l) => `+export const ${tag}${String(l)} = ${String(l)};`),
    ].join('\n'),
  }));
}

function event(dir: string, fixture: string, number: number): string {
  const data = loadPayload(fixture);
  data.number = number;
  data.pull_request!.number = number;
  const path = join(dir, `${fixture}-${String(number)}`);
  writeFileSync(path, JSON.stringify(data));
  return path;
}

const failed = (what: string, result: { code: number | null; stdout: string; stderr: string }): Error =>
  new Error(`${what} failed (exit ${String(result.code)}):\n${result.stdout}\n${result.stderr}`);

/** `rounds` pull requests, each opened, pushed to without a change, then pushed to with one. */
export async function impactFigures(dir: string, run: RunStep, rounds: number): Promise<ImpactFigures> {
  const emulator = new ServiceEmulator();
  const assistant = mountAssistant(emulator);
  const github = new GitHubStandIn();
  github.token = TOKEN;
  const git = new GitDatabaseStandIn({ token: TOKEN, repositories: [REPOSITORY] });
  const server = new StandInServer(git.handler, github.handler);
  const baseUrl = await emulator.start();
  const apiUrl = await server.start();
  const figures: ImpactFigures = {
    opened: { messages: [], ms: [] },
    unchanged: { messages: [], ms: [] },
    changed: { messages: [], ms: [] },
    contextChars: [],
  };
  const inputs = { mode: 'impact', 'base-url': baseUrl, 'assistant-api-key': DEFAULT_ASSISTANT_KEY, domain: 'acme' };
  const check = async (kind: keyof Omit<ImpactFigures, 'contextChars'>, fixture: string, number: number): Promise<void> => {
    const before = assistant.requests.length;
    const result = await run(apiUrl, TOKEN, inputs, { name: 'pull_request_target', path: event(dir, fixture, number) });
    if (result.code !== 0) throw failed(`the ${kind} check`, result);
    figures[kind].messages.push(assistant.requests.length - before);
    figures[kind].ms.push(result.ms);
  };
  try {
    for (let round = 1; round <= rounds; round += 1) {
      // 30 changed files with long hunks: the request is capped at 20 files and 4,000 characters.
      github.pulls.set(`${REPOSITORY}#${String(round)}`, { files: files(30, 40, 'a'), commits: [] });
      await check('opened', 'pull_request.opened.json', round);
      const context = assistant.requests.at(-1)?.body.context as { value: string }[] | undefined;
      figures.contextChars.push((context ?? []).reduce((sum, item) => sum + item.value.length, 0));
      await check('unchanged', 'pull_request.synchronize.json', round);
      github.pulls.set(`${REPOSITORY}#${String(round)}`, { files: files(31, 40, 'b'), commits: [] });
      await check('changed', 'pull_request.synchronize.json', round);
    }
  } finally {
    await emulator.stop();
    await server.stop();
  }
  return figures;
}

const median = (values: readonly number[]): number => stats(values).median;
const secs = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
const total = (values: readonly number[]): number => values.reduce((sum, value) => sum + value, 0);

/** The section's lines for the report. */
export function impactReport(figures: ImpactFigures): string[] {
  const rounds = figures.opened.ms.length;
  const row = (what: string, check: CheckFigures): string =>
    `| ${what} | ${String(total(check.messages))} in ${String(check.messages.length)} (${(total(check.messages) / Math.max(1, check.messages.length)).toFixed(1)} each) | ${secs(median(check.ms))} |`;
  return [
    `## Impact checks (\`mode: impact\`, ${String(rounds)} pull requests, medians)`,
    '',
    '| Check | Assistant messages | Wall time (spawn to exit) |',
    '| --- | --- | --- |',
    row('Pull request opened', figures.opened),
    row('Push that changes nothing the check saw', figures.unchanged),
    row('Push with a new change (the comment edited)', figures.changed),
    '',
    `Each pull request changes 30 files with long hunks; the request carried ${String(median(figures.contextChars))} characters of hunks (the cap: 20 files, 4,000 characters). A check reads the files (one page), the comments, counts the message in the ledger (two writes) and writes or edits one comment; an unchanged push reads the files and the comments only. The client spaces its writes 1 s apart (\`github-writes-per-minute\`: 60, the default), against this stand-in as against GitHub: about 2 s of a check that asks (three writes) is that spacing. The assistant's answer time is the emulator's (immediate); the real service's adds to every check that asks.`,
    '',
  ];
}
