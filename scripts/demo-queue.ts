/**
 * The demo's queue part (`on-budget-exhausted: queue`, docs/budget.md): with
 * `budget-per-hour: 1`, a labelled issue takes the hour's only slot (handed
 * off, `wait: false`) and a second one is queued (its comment says its place
 * and about when it starts; `status=queued`; the step ends at once). The
 * ledger is then aged by an hour, as the clock would, and a report run
 * (`mode: report`) starts the queued request and turns its comment into the
 * job comment.
 */
import type { ServiceEmulator } from '../tools/emulator/server.ts';
import type { ActionResult } from '../tools/action.ts';
import { labelPayload, loadPayload, writePayload } from '../tools/events.ts';
import type { GitDatabaseStandIn } from '../tools/stand-ins/git-database.ts';
import type { GitHubStandIn } from '../tools/stand-ins/github.ts';

export interface QueueDemo {
  emulator: ServiceEmulator;
  git: GitDatabaseStandIn;
  comments: GitHubStandIn;
  inputs: Record<string, string>;
  env: Record<string, string>;
  step: (title: string, run: { inputs: Record<string, string>; env: Record<string, string> }) => Promise<ActionResult>;
  write: (text: string) => void;
}

const PROJECT = 'demo-queue';
const REF = `refs/docs-agent/budget/${PROJECT}`;

/** Runs the three steps; the highest exit code. */
export async function queueSteps(demo: QueueDemo): Promise<number> {
  const { emulator, git, comments, write } = demo;
  const inputs = {
    ...demo.inputs,
    'project-id': PROJECT,
    'budget-per-hour': '1',
    'on-budget-exhausted': 'queue',
    wait: 'false',
    prompt: 'Bring the docs up to date with the issue.',
  };
  const jobsBefore = emulator.jobs.size;
  let code = 0;
  for (const issue of [11, 12]) {
    const payload = labelPayload('docs-agent');
    payload.issue!.number = issue;
    const result = await demo.step(`Queue: issue #${String(issue)} labelled docs-agent, budget-per-hour 1, on-budget-exhausted: queue`, {
      inputs,
      env: { ...demo.env, GITHUB_RUN_ID: String(30 + issue), GITHUB_EVENT_NAME: 'issues', GITHUB_EVENT_PATH: writePayload(payload) },
    });
    code = Math.max(code, result.code ?? 1);
  }
  const queued = comments.comments.find((c) => c.issueNumber === 12 && c.body.includes('Docs agent'));
  write(`\nThe comment on issue #12 (markdown):\n\n${queued?.body ?? '(none)'}\n`);

  // An hour later, as far as the ledger can tell: every slot taken has left the window.
  // The ledger is the JSON after the commit message's subject line (docs/adr/0001).
  const message = git.headMessage('acme/docs', REF) ?? '';
  const start = message.indexOf('\n\n{');
  if (start >= 0) {
    const doc = JSON.parse(message.slice(start + 2)) as { entries: { at: string }[] };
    const entries = doc.entries.map((entry) => ({ ...entry, at: new Date(Date.parse(entry.at) - 65 * 60_000).toISOString() }));
    git.writeMessage('acme/docs', REF, `demo: an hour later\n\n${JSON.stringify({ ...doc, entries }, null, 1)}\n`);
  }
  write('\n(The ledger is aged by an hour, as the clock would: the slot frees.)\n');
  const report = await demo.step('Queue: a scheduled report run an hour later starts the queued request', {
    inputs: { ...demo.inputs, 'project-id': PROJECT, mode: 'report', 'budget-per-hour': '1' },
    env: { ...demo.env, GITHUB_RUN_ID: '50', GITHUB_EVENT_NAME: 'schedule', GITHUB_EVENT_PATH: writePayload(loadPayload('schedule.json')) },
  });
  const started = comments.comments.find((c) => c.issueNumber === 12 && c.body.includes('Docs agent'));
  write(`\nThe same comment on issue #12 now (markdown):\n\n${started?.body ?? '(none)'}\n`);
  write(
    `\nJobs created for the two issues: ${String(emulator.jobs.size - jobsBefore)} (one per issue, the second after the window freed)\n`,
  );
  return Math.max(code, report.code ?? 1);
}
