/**
 * Vitest reporter: at the end of a run, every test that needed a retry, with
 * its project, file and attempts, and whether it passed in the end. Only the
 * `e2e` project retries (vitest.config.ts); a test listed here
 * passed on a later try, which is worth a look even when the run is green.
 * Used next to the default reporter by `npm test` and by `.ci/run`.
 */
import { relative } from 'node:path';
import type { Reporter, TestCase, TestModule, Vitest } from 'vitest/node';

export interface RetriedTest {
  project: string;
  file: string;
  name: string;
  attempts: number;
  state: string;
}

/** The tests of `modules` that were retried, in run order. */
export function retriedTests(modules: readonly TestModule[], root: string): RetriedTest[] {
  return modules.flatMap((module) =>
    [...module.children.allTests()].flatMap((test: TestCase) => {
      const { retryCount } = test.diagnostic() ?? { retryCount: 0 };
      if (retryCount === 0) return [];
      return [
        {
          project: test.project.name,
          file: relative(root, module.moduleId),
          name: test.fullName,
          attempts: retryCount + 1,
          state: test.result().state,
        },
      ];
    }),
  );
}

export function formatRetries(retried: readonly RetriedTest[]): string {
  if (retried.length === 0) return 'Retried tests: none\n';
  const lines = retried.map((t) => `  ${t.project ? `[${t.project}] ` : ''}${t.file} > ${t.name}: ${t.state} after ${t.attempts} attempts`);
  return `Retried tests (${retried.length}):\n${lines.join('\n')}\n`;
}

/** A project's `retry` setting as a count. */
const retries = (retry: number | { count?: number }): number => (typeof retry === 'number' ? retry : (retry.count ?? 0));

export default class RetryReporter implements Reporter {
  private root = process.cwd();

  onInit(vitest: Vitest): void {
    this.root = vitest.config.root;
  }

  onTestRunEnd(modules: readonly TestModule[]): void {
    // Silent when no project that retries ran (`npm run test:unit`).
    if (!modules.some((module) => retries(module.project.config.retry) > 0)) return;
    process.stdout.write(formatRetries(retriedTests(modules, this.root)));
  }
}
