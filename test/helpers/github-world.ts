/**
 * The world of an end-to-end test of the agent against GitHub: the service
 * emulator, and GitHub (REST stand-in and git database, where the budget's
 * ledger lives) behind one loopback server, fresh for every test. Call once
 * at the top of a test file; it registers its own hooks. `github`,
 * `gitDatabase` and `baseUrl` change per test: read them in the test.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { ServiceEmulator } from '../../tools/emulator/server.ts';
import { GitDatabaseStandIn } from '../../tools/stand-ins/git-database.ts';
import { GitHubStandIn } from '../../tools/stand-ins/github.ts';
import { StandInServer } from '../../tools/stand-ins/server.ts';

export interface GitHubWorldOptions {
  /** The workflow token both stand-ins accept. */
  token: string;
  /** Repositories the git database holds (the ledger's). */
  repositories: string[];
  emulator?: ConstructorParameters<typeof ServiceEmulator>[0];
  /** A login given `write` permission in every test (the one who labels and comments). */
  writer?: string;
}

export interface GitHubWorld {
  readonly emulator: ServiceEmulator;
  readonly server: StandInServer;
  /** The service emulator's URL (the `base-url` input). */
  baseUrl: string;
  github: GitHubStandIn;
  gitDatabase: GitDatabaseStandIn;
}

export function useGitHubWorld(options: GitHubWorldOptions): GitHubWorld {
  const fresh = (): Pick<GitHubWorld, 'github' | 'gitDatabase'> => {
    const github = new GitHubStandIn();
    github.token = options.token;
    if (options.writer) github.roles.set(options.writer, 'write');
    return { github, gitDatabase: new GitDatabaseStandIn({ token: options.token, repositories: options.repositories }) };
  };
  const emulator = new ServiceEmulator(options.emulator);
  const world: GitHubWorld = {
    emulator,
    server: new StandInServer(
      (req, res, body) => world.gitDatabase.handler(req, res, body),
      (req, res, body) => world.github.handler(req, res, body),
    ),
    baseUrl: '',
    ...fresh(),
  };
  beforeAll(async () => {
    world.baseUrl = await emulator.start();
    await world.server.start();
  });
  afterAll(async () => {
    await emulator.stop();
    await world.server.stop();
  });
  beforeEach(() => {
    emulator.requests.length = 0;
    Object.assign(world, fresh());
  });
  return world;
}
