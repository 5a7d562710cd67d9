/**
 * A throwaway clone for the release script's tests: a work tree on `main`
 * with a bare `origin`, holding a minimal package.json, package-lock.json,
 * CHANGELOG.md and dist/. git runs with an isolated HOME and no system or
 * global config, so the tests behave alike on any machine. The bundle
 * command is a tiny `node -e` that writes dist/ deterministically.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, afterEach, beforeEach } from 'vitest';

const SCRIPT = resolve(import.meta.dirname, '../../scripts/release.ts');

/** What a fresh bundle writes: dist/index.js, and any extra files given. */
export function bundleWriting(files: Record<string, string> = {}): string {
  const all = { 'dist/index.js': 'bundle 1\n', ...files };
  const code = `const fs = require('node:fs'); for (const [f, t] of Object.entries(${JSON.stringify(all)})) { fs.mkdirSync(require('node:path').dirname(f), { recursive: true }); fs.writeFileSync(f, t); }`;
  return JSON.stringify([process.execPath, '-e', code]);
}

export const CHANGELOG = `# Changelog

## [Unreleased]

## [2.0.0-rc.1] - 2025-07-01

### Changed

- The next major, to try.

## [1.1.0] - 2025-06-15

### Added

- A second feature.

## [1.0.0] - 2025-06-01

### Added

- The first feature.

[unreleased]: https://github.com/acme/action/compare/v1.0.0...HEAD
[2.0.0-rc.1]: https://github.com/acme/action/compare/v1.1.0...v2.0.0-rc.1
[1.1.0]: https://github.com/acme/action/compare/v1.0.0...v1.1.0
[1.0.0]: https://github.com/acme/action/releases/tag/v1.0.0
`;

const PACKAGE = `{
  "name": "fixture-action",
  "version": "0.1.0",
  "private": true,
  "scripts": { "bundle": "echo not used" }
}
`;

const LOCK = `{
  "name": "fixture-action",
  "version": "0.1.0",
  "lockfileVersion": 3,
  "requires": true,
  "packages": {
    "": {
      "name": "fixture-action",
      "version": "0.1.0"
    }
  }
}
`;

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The environment of every git and script run: only what git and node need, no user or system config. */
function isolatedEnv(dir: string): NodeJS.ProcessEnv {
  const home = join(dir, 'home');
  // No GIT_* of the caller (a hook's GIT_DIR, say), no user or system config.
  return {
    PATH: process.env.PATH,
    HOME: home,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: join(home, '.gitconfig'),
    GIT_AUTHOR_NAME: 'Release Test',
    GIT_AUTHOR_EMAIL: 'release-test@example.com',
    GIT_COMMITTER_NAME: 'Release Test',
    GIT_COMMITTER_EMAIL: 'release-test@example.com',
    RELEASE_BUNDLE_COMMAND: bundleWriting(),
  };
}

/** The first clone, made once per test file; each Repo is a copy of it (copying is much faster than running git ten times). */
let template: string | undefined;

function makeTemplate(): string {
  const dir = mkdtempSync(join(tmpdir(), 'release-template-'));
  mkdirSync(join(dir, 'home'));
  const env = isolatedEnv(dir);
  const work = join(dir, 'work');
  const git = (...args: string[]): void => {
    execFileSync('git', args, { cwd: dir, env, stdio: 'ignore' });
  };
  git('init', '--quiet', '--bare', '--initial-branch=main', 'origin.git');
  git('init', '--quiet', '--initial-branch=main', 'work');
  for (const [file, text] of Object.entries({
    'package.json': PACKAGE,
    'package-lock.json': LOCK,
    'CHANGELOG.md': CHANGELOG,
    'dist/index.js': 'bundle 1\n',
  })) {
    mkdirSync(dirname(join(work, file)), { recursive: true });
    writeFileSync(join(work, file), text);
  }
  git('-C', 'work', 'add', '--all');
  git('-C', 'work', 'commit', '--quiet', '-m', 'Initial commit');
  // A relative URL, so that a copy of the folder pushes to its own origin.
  git('-C', 'work', 'remote', 'add', 'origin', '../origin.git');
  git('-C', 'work', 'push', '--quiet', '--set-upstream', 'origin', 'main');
  return dir;
}

/** A clone and its origin; `renew` makes a fresh copy of the template, `remove` deletes it (`useRepo` does both). */
export class Repo {
  dir = '';
  work = '';
  origin = '';
  env: NodeJS.ProcessEnv = {};

  renew(): void {
    this.dir = mkdtempSync(join(tmpdir(), 'release-test-'));
    this.work = join(this.dir, 'work');
    this.origin = join(this.dir, 'origin.git');
    this.env = isolatedEnv(this.dir);
    template ??= makeTemplate();
    cpSync(template, this.dir, { recursive: true });
  }

  git(...args: string[]): string {
    return execFileSync('git', args, { cwd: this.work, env: this.env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  }

  write(file: string, text: string): void {
    mkdirSync(dirname(join(this.work, file)), { recursive: true });
    writeFileSync(join(this.work, file), text);
  }

  read(file: string): string {
    return readFileSync(join(this.work, file), 'utf8');
  }

  commit(message: string): void {
    this.git('add', '--all');
    this.git('commit', '--quiet', '-m', message);
  }

  /** `npm run release -- <args>`, as a child process in the work tree. */
  release(args: string[], env: NodeJS.ProcessEnv = {}): Run {
    const result = spawnSync(process.execPath, [SCRIPT, ...args], { cwd: this.work, env: { ...this.env, ...env }, encoding: 'utf8' });
    return { code: result.status, stdout: result.stdout, stderr: result.stderr };
  }

  /** The same, without blocking: for runs that may go on side by side. */
  releaseAsync(args: string[]): Promise<Run> {
    const child = spawn(process.execPath, [SCRIPT, ...args], { cwd: this.work, env: this.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    return new Promise((resolve, reject) => {
      child.on('error', reject);
      child.on('close', (code) => {
        resolve({ code, stdout, stderr });
      });
    });
  }

  /** The commit a ref points at, through annotated tags; empty when there is none. */
  commitOf(ref: string): string {
    const result = spawnSync('git', ['rev-parse', '--quiet', '--verify', `${ref}^{commit}`], {
      cwd: this.work,
      env: this.env,
      encoding: 'utf8',
    });
    return result.status === 0 ? result.stdout.trim() : '';
  }

  /** Every ref and object id, local and remote, the work tree's status and the files the release edits. */
  snapshot(): string {
    return [
      this.git('for-each-ref', '--format=%(refname) %(objectname)'),
      this.git('ls-remote', this.origin),
      this.git('status', '--porcelain', '--untracked-files=all', '--ignored'),
      this.read('package.json'),
      this.read('package-lock.json'),
      this.read('dist/index.js'),
    ].join('\n--\n');
  }

  /** Runs the `git push …` line the script printed, as a maintainer would. */
  pushAsPrinted(stdout: string): void {
    const line = /^ {2}(git push .*)$/m.exec(stdout)?.[1];
    if (!line) throw new Error(`no push command in:\n${stdout}`);
    this.git(...line.split(' ').slice(1), '--quiet');
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/**
 * The clone of the running test, for a test file's top level: a fresh copy of
 * the template before each test, removed after it (and the template after the
 * file's last test).
 */
export function useRepo(): Repo {
  const repo = new Repo();
  beforeEach(() => {
    repo.renew();
  });
  afterEach(() => {
    repo.remove();
  });
  afterAll(() => {
    if (template) rmSync(template, { recursive: true, force: true });
    template = undefined;
  });
  return repo;
}
