/**
 * The runner's variables (`GITHUB_REPOSITORY`, `GITHUB_SERVER_URL`, the run's
 * id, …), read here once by main and passed down: nothing outside `runner/`
 * reads `process.env`, so every module says what it needs and a test gives it.
 */
export type Env = Readonly<Record<string, string | undefined>>;

/** The process's environment as the runner set it. */
export function runnerEnv(): Env {
  return process.env;
}
