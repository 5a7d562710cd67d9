/**
 * A git database of one ref, in memory, for `OpenPrSession` tests: what the
 * e2e stand-in cannot script (a ref update that lands while its answer is
 * lost to a cancellation), and a session wired to it.
 */
import { ledgerJsonInMessage, ledgerMessage, type LedgerDocument } from '../../src/ledger/document.ts';
import type { GitHubClient } from '../../src/github/client.ts';
import { OpenPrSession } from '../../src/follow-up/open-pr.ts';
import { systemClock } from '../../src/util/clock.ts';
import { LedgerStore } from '../../src/ledger/store.ts';
import { FakeService } from './fake-service.ts';
import { deadlineIn } from './deadline.ts';
import { EMPTY_TREE } from './ledger.ts';

/** A git database of one ref; `onUpdate` may make a ref update land without answering. */
/** A request that never answers: it fails only when `signal` aborts it (never without one). */
function hangUntil(signal: AbortSignal | undefined): Promise<never> {
  return new Promise((_, reject) => {
    signal?.addEventListener('abort', () => {
      reject(Object.assign(new Error('aborted'), { name: 'AbortError' }));
    });
  });
}

export class TinyGit {
  head = 'c0';
  readonly commits: Record<string, string>;
  private n = 0;
  onUpdate: ((signal: AbortSignal | undefined) => Promise<never>) | undefined;
  /** GitHub stops answering: reads of the ref (or of pull requests) wait until their request is aborted. */
  hang = false;
  hangPulls = false;
  /** The state of every pull request (`pulls.get`). */
  pullState = 'open';

  constructor(doc: LedgerDocument) {
    this.commits = { c0: ledgerMessage('seed', doc) };
  }

  doc(): LedgerDocument {
    return JSON.parse(ledgerJsonInMessage(this.commits[this.head]!)!) as LedgerDocument;
  }

  client(): GitHubClient {
    const ok = (data: unknown) => Promise.resolve({ data, headers: { date: new Date().toUTCString() } });
    return {
      rest: {
        pulls: {
          get: ({ request }: { request?: { signal?: AbortSignal } }) =>
            this.hangPulls ? hangUntil(request?.signal) : ok({ state: this.pullState, merged: false }),
        },
        git: {
          getRef: ({ request }: { request?: { signal?: AbortSignal } }) =>
            this.hang ? hangUntil(request?.signal) : ok({ object: { sha: this.head } }),
          getCommit: ({ commit_sha }: { commit_sha: string }) =>
            ok({
              sha: commit_sha,
              message: this.commits[commit_sha],
              tree: { sha: EMPTY_TREE },
              committer: { date: new Date().toISOString() },
            }),
          createCommit: ({ message }: { message: string }) => {
            const sha = `c${++this.n}`;
            this.commits[sha] = message;
            return ok({ sha });
          },
          updateRef: ({ sha, request }: { sha: string; request?: { signal?: AbortSignal } }) => {
            this.head = sha;
            const hook = this.onUpdate;
            this.onUpdate = undefined;
            return hook ? hook(request?.signal) : ok({ object: { sha } });
          },
        },
      },
    } as unknown as GitHubClient;
  }
}

export function session(
  git: TinyGit,
  overrides: Partial<ConstructorParameters<typeof OpenPrSession>[0]> = {},
): { session: OpenPrSession; logs: string[] } {
  const logs: string[] = [];
  const client = git.client();
  const s = new OpenPrSession({
    github: () => Promise.resolve(client),
    service: () => Promise.resolve(new FakeService()),
    ledger: new LedgerStore({ client, repository: 'acme/site', projectId: 'p', clock: systemClock }),
    clock: systemClock,
    log: { info: (m) => logs.push(m), warning: (m) => logs.push(`W ${m}`) },
    deadline: deadlineIn(systemClock, 1_800_000),
    dryRun: false,
    env: { GITHUB_RUN_ID: '1', GITHUB_RUN_ATTEMPT: '1' },
    ...overrides,
  });
  return { session: s, logs };
}
