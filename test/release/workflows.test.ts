/**
 * The workflows pin every action they use to a full commit SHA, with the
 * version in a comment (Dependabot keeps both current); the release workflow
 * runs on release tags only, with the permissions and steps the release
 * needs, its notes from CHANGELOG.md through scripts/release/notes.ts; the
 * full bench (the bursts) runs weekly, CI the quick one after `npm test`.
 * (actionlint checks the rest; CONTRIBUTING.md says how to run it.)
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ROOT = resolve(import.meta.dirname, '../..');
const DIR = join(ROOT, '.github/workflows');

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
}
interface Job {
  needs?: string | string[];
  'timeout-minutes'?: number;
  uses?: string;
  permissions?: Record<string, string>;
  steps?: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
}

const files = readdirSync(DIR).filter((file) => /\.ya?ml$/.test(file));
const read = (file: string): { text: string; workflow: Workflow } => {
  const text = readFileSync(join(DIR, file), 'utf8');
  return { text, workflow: parse(text) as Workflow };
};

describe('workflows', () => {
  it('include ci.yml, release.yml and bench.yml', () => {
    expect(files).toEqual(expect.arrayContaining(['ci.yml', 'release.yml', 'bench.yml']));
  });

  it.each(files)('%s: every action is local or pinned to a 40-character commit SHA, its version in a comment', (file) => {
    const { text, workflow } = read(file);
    const uses = Object.values(workflow.jobs).flatMap((job) => [job.uses, ...(job.steps ?? []).map((step) => step.uses)]);
    for (const ref of uses.filter((u): u is string => u !== undefined)) {
      if (ref.startsWith('./')) continue;
      expect(ref, `${file}: ${ref}`).toMatch(/^[\w.-]+\/[\w.-]+(\/[\w./-]+)?@[0-9a-f]{40}$/);
      const line = text.split('\n').find((l) => l.includes(`uses: ${ref}`));
      expect(line, `${file}: ${ref} needs its version in a comment`).toMatch(/ # v\d+\.\d+\.\d+$/);
    }
  });

  it.each(files)('%s: reads the repository by default; more only where a job needs it', (file) => {
    expect(read(file).workflow.permissions).toEqual({ contents: 'read' });
  });
});

describe('release.yml', () => {
  const { workflow } = read('release.yml');
  const release = workflow.jobs.release!;
  const steps = release.steps ?? [];
  const run = steps.map((step) => step.run ?? '').join('\n');

  it('runs on pushed release tags only', () => {
    expect(workflow.on).toEqual({ push: { tags: ['v*.*.*'] } });
  });

  it("runs CI's checks first, then verifies dist/ again in the job that attests it", () => {
    const checks = (workflow.jobs.checks?.steps ?? []).map((step) => step.run);
    expect(checks).toEqual(expect.arrayContaining(['npm ci', 'npm test', 'npm run lint', 'npm run format:check', 'npm run typecheck']));
    expect(release.needs).toBe('checks');
    const order = [
      'node scripts/release/dist.ts',
      'actions/attest-build-provenance@',
      'gh release create',
      'git push origin "+refs/tags/$MAJOR"',
    ].map((needle) => steps.findIndex((step) => (step.run ?? step.uses ?? '').includes(needle)));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('asks for what it writes: the release and the tag, the attestation and its signing token', () => {
    expect(release.permissions).toEqual({ contents: 'write', 'id-token': 'write', attestations: 'write' });
  });

  it('takes its notes from CHANGELOG.md, marks pre-releases, and moves the major tag only when tag-info names one', () => {
    expect(run).toContain('node scripts/release/notes.ts "$TAG" > "$RUNNER_TEMP/notes.md"');
    expect(run).toContain('--notes-file "$RUNNER_TEMP/notes.md"');
    expect(run).toContain('flags+=(--prerelease)');
    expect(run).toContain('node scripts/release/tag-info.ts "$TAG" >> "$GITHUB_OUTPUT"');
    expect(steps.find((step) => step.run?.includes('+refs/tags/$MAJOR'))?.if).toBe("steps.tag.outputs.major-tag != ''");
    expect(steps.find((step) => step.uses?.startsWith('actions/attest-build-provenance@'))?.with).toEqual({ 'subject-path': 'dist/*' });
  });
});

describe('bench.yml and ci.yml: the bursts are benchmarks', () => {
  it('the full bench runs weekly and by hand, reading the repository only, with the time it takes', () => {
    const { workflow } = read('bench.yml');
    expect(Object.keys(workflow.on).sort()).toEqual(['schedule', 'workflow_dispatch']);
    expect(workflow.on.schedule).toEqual([{ cron: expect.stringMatching(/^\S+ \S+ \* \* [0-6]$/) as unknown }]);
    const jobs = Object.values(workflow.jobs);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.permissions).toBeUndefined();
    expect(jobs[0]?.['timeout-minutes']).toBeGreaterThanOrEqual(60);
    const runs = (jobs[0]?.steps ?? []).flatMap((step) => step.run ?? []);
    expect(runs.slice(0, 2)).toEqual(['npm ci', 'npm run bench']);
  });

  it('CI runs npm test, then the quick bench (its burst of 8)', () => {
    const runs = (read('ci.yml').workflow.jobs.test?.steps ?? []).flatMap((step) => step.run ?? []);
    expect(runs).toEqual(expect.arrayContaining(['npm test', 'npm run bench -- --quick']));
    expect(runs.indexOf('npm test')).toBeLessThan(runs.indexOf('npm run bench -- --quick'));
  });
});

describe('dependabot.yml', () => {
  it('updates npm, the toolkit and the dev tooling each in a group, and the actions of the workflows', () => {
    const config = parse(readFileSync(join(ROOT, '.github/dependabot.yml'), 'utf8')) as {
      updates: { 'package-ecosystem': string; groups?: Record<string, unknown> }[];
    };
    const byEcosystem = new Map(config.updates.map((update) => [update['package-ecosystem'], update]));
    expect([...byEcosystem.keys()].sort()).toEqual(['github-actions', 'npm']);
    expect(Object.keys(byEcosystem.get('npm')?.groups ?? {})).toEqual(['actions-toolkit', 'dev-tooling']);
  });
});
