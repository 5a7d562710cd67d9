/**
 * The world a run of the action meets, on loopback: the service emulator
 * (agent endpoints, and the assistant's when asked for) on one server, and
 * GitHub on another: the REST stand-in (comments, reactions, permissions,
 * pull requests and compares), the git database stand-in (the ledger's refs)
 * and, when asked for, GitHub's secondary rate limit in front of both. One
 * way to start them, for the tests, the demo and the bench: `start()`,
 * `reset()` between runs (fresh stand-ins, no recorded requests or jobs),
 * `stop()`; `run()` starts the bundled action against it as the runner
 * would, for an event or none.
 */
import { mountAssistant, type AssistantRoutes } from './emulator/assistant.ts';
import { ServiceEmulator, type EmulatorOptions } from './emulator/server.ts';
import { runAction, type ActionResult, type ActionRun } from './action.ts';
import { writePayload } from './events.ts';
import { DEFAULT_GITHUB_TOKEN, GitDatabaseStandIn } from './stand-ins/git-database.ts';
import { GitHubStandIn } from './stand-ins/github.ts';
import { SecondaryLimit } from './stand-ins/secondary-limit.ts';
import { StandInServer } from './stand-ins/server.ts';

/** The repository the recorded event payloads come from (test/fixtures/events). */
export const EVENT_REPOSITORY = 'Codertocat/Hello-World';

export interface WorldOptions {
  emulator?: EmulatorOptions;
  /** False: the service alone; runs get no GitHub (no token, no `GITHUB_*` variables but the event's). Default true. */
  github?: boolean;
  /** Mounts the assistant's endpoints on the emulator (ask mode). */
  assistant?: boolean;
  /** The workflow token both GitHub stand-ins accept (DEFAULT_GITHUB_TOKEN). */
  token?: string;
  /** The repository the runs belong to (`GITHUB_REPOSITORY`): the recorded payloads' by default. */
  repository?: string;
  /** Repositories the git database holds: the run's repository by default. */
  repositories?: string[];
  /** Logins given a role on every (re)set, e.g. `{ Codertocat: 'write' }` for the one who labels and comments. */
  roles?: Record<string, string>;
  /** GitHub's secondary limit on content creation in front of the stand-ins, in requests per minute. */
  secondaryLimit?: number;
  /** Inputs of every run (over the service's: base-url, the admin key or in ask mode the assistant's, github-token). */
  inputs?: Record<string, string>;
}

export interface WorldRun extends Omit<ActionRun, 'inputs' | 'env'> {
  /** Over the world's inputs. */
  inputs?: Record<string, string>;
  /** The event the run is for: `GITHUB_EVENT_NAME` and a payload file at `GITHUB_EVENT_PATH`. */
  event?: string;
  payload?: unknown;
  /** `GITHUB_RUN_ID` (default: a new one per run) and `GITHUB_RUN_ATTEMPT` (1). */
  runId?: string | number;
  attempt?: number;
  /** Over the runner's variables. */
  env?: Record<string, string>;
}

export class World {
  readonly emulator: ServiceEmulator;
  readonly assistant: AssistantRoutes | undefined;
  /** GitHub's secondary limit, when asked for: fresh on every reset. */
  limit: SecondaryLimit | undefined;
  /** The REST stand-in: fresh on every reset. */
  github: GitHubStandIn;
  /** The git database stand-in: fresh on every reset. */
  git: GitDatabaseStandIn;
  readonly token: string;
  readonly repository: string;
  private readonly githubServer: StandInServer;
  private nextRunId = 100_000;

  constructor(private readonly options: WorldOptions = {}) {
    this.token = options.token ?? DEFAULT_GITHUB_TOKEN;
    this.repository = options.repository ?? EVENT_REPOSITORY;
    this.emulator = new ServiceEmulator(options.emulator);
    this.assistant = options.assistant ? mountAssistant(this.emulator) : undefined;
    [this.github, this.git, this.limit] = this.standIns();
    this.githubServer = new StandInServer(
      (req, res, body) => this.limit?.handler(req, res, body) ?? false,
      (req, res, body) => this.git.handler(req, res, body),
      (req, res, body) => this.github.handler(req, res, body),
    );
  }

  private standIns(): [GitHubStandIn, GitDatabaseStandIn, SecondaryLimit | undefined] {
    const github = new GitHubStandIn();
    github.token = this.token;
    for (const [login, role] of Object.entries(this.options.roles ?? {})) github.roles.set(login, role);
    const git = new GitDatabaseStandIn({ token: this.token, repositories: this.options.repositories ?? [this.repository] });
    const limit = this.options.secondaryLimit === undefined ? undefined : new SecondaryLimit({ perMinute: this.options.secondaryLimit });
    return [github, git, limit];
  }

  private get withGitHub(): boolean {
    return this.options.github ?? true;
  }

  async start(): Promise<this> {
    await this.emulator.start();
    if (this.withGitHub) await this.githubServer.start();
    return this;
  }

  async stop(): Promise<void> {
    await this.emulator.stop();
    await this.githubServer.stop();
  }

  /** Fresh GitHub stand-ins; the emulator forgets its requests and jobs (its faults stay until used). */
  reset(): void {
    [this.github, this.git, this.limit] = this.standIns();
    this.emulator.requests.length = 0;
    this.emulator.jobs.clear();
    if (this.assistant) this.assistant.requests.length = 0;
  }

  /** The service's base URL (the `base-url` input). */
  get serviceUrl(): string {
    return this.emulator.url;
  }

  /** GitHub's API URL (`GITHUB_API_URL`). */
  get githubUrl(): string {
    return this.githubServer.url;
  }

  /** The inputs of a run, `extra` over the world's: the service's URL and key (the assistant's in ask mode), the token. */
  inputs(extra: Record<string, string> = {}): Record<string, string> {
    const given = { ...this.options.inputs, ...extra };
    const key =
      given.mode === 'ask' || given.mode === 'impact'
        ? { 'assistant-api-key': this.emulator.options.assistantApiKey }
        : { 'admin-api-key': this.emulator.options.adminApiKey };
    return {
      'base-url': this.serviceUrl,
      ...key,
      ...(this.withGitHub ? { 'github-token': this.token } : {}),
      ...given,
    };
  }

  /** The variables the runner sets for a run (`GITHUB_*`), with the event's payload written to a file. */
  env(run: Pick<WorldRun, 'event' | 'payload' | 'runId' | 'attempt'> = {}): Record<string, string> {
    this.nextRunId += 1;
    const event = run.event === undefined ? {} : { GITHUB_EVENT_NAME: run.event, GITHUB_EVENT_PATH: writePayload(run.payload ?? {}) };
    if (!this.withGitHub) return event;
    return {
      ...event,
      GITHUB_API_URL: this.githubUrl,
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_REPOSITORY: this.repository,
      GITHUB_RUN_ID: String(run.runId ?? this.nextRunId),
      GITHUB_RUN_ATTEMPT: String(run.attempt ?? 1),
      // The workflow's runs are numbered one after another, as GitHub numbers them.
      GITHUB_RUN_NUMBER: String(this.nextRunId),
      GITHUB_JOB: 'docs',
    };
  }

  /** Runs the bundled action against the world, as the runner starts it. */
  run(run: WorldRun = {}): Promise<ActionResult> {
    return runAction({
      inputs: this.inputs(run.inputs),
      env: { ...this.env(run), ...run.env },
      ...(run.killAfter ? { killAfter: run.killAfter } : {}),
      ...(run.onStdout ? { onStdout: run.onStdout } : {}),
    });
  }
}
