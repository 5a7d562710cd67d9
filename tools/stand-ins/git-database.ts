/**
 * A loopback stand-in of GitHub's git database API, for the budget ledger's
 * tests: the endpoints the ledger uses, with real git object ids and the real
 * compare-and-swap of refs.
 *
 *   GET    /repos/{owner}/{repo}/git/ref/{ref}          200 ref · 404
 *   POST   /repos/{owner}/{repo}/git/refs               201 ref · 422 "Reference already exists"
 *   PATCH  /repos/{owner}/{repo}/git/refs/{ref}         200 ref · 422 "Update is not a fast forward" / "Reference does not exist"
 *   DELETE /repos/{owner}/{repo}/git/refs/{ref}         204 · 422 "Reference does not exist"
 *   GET    /repos/{owner}/{repo}/git/{blobs,trees,commits}/{sha}   200 · 404
 *   POST   /repos/{owner}/{repo}/git/{blobs,trees,commits}         201 · 422
 *
 * Every repository holds git's empty tree (4b825dc…), as every git
 * repository does, unless `emptyTree: false` makes a commit on it answer 422.
 *
 * As on GitHub, a PATCH without `force` succeeds only when the ref's current
 * commit is the new commit or one of its ancestors (a fast-forward); a commit
 * built on an older read of the ref is refused with 422. Each check-and-set
 * runs without yielding to another request, so concurrent clients see a real
 * compare-and-swap. Every response carries a `Date` header from `now()`, so a
 * test can give GitHub a clock that differs from the runner's.
 *
 * Tokens: `token` is accepted (401 otherwise); `permission` says what it may
 * do: `write` (everything), `read` (writes answer 403 "Resource not accessible
 * by integration", as GITHUB_TOKEN without `contents: write`), `none` (the
 * repository answers 404). Trees are flat (no `/` in paths).
 *
 * Compose it with another server through `handler` (it answers only
 * `/repos/{owner}/{repo}/git/...` and returns false for anything else), or run
 * it alone with `start()`. Written with erasable TypeScript only, so Node 24
 * runs it as it is.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { StandInServer, type Handler } from './server.ts';

export const DEFAULT_GITHUB_TOKEN = 'ghs_standin_token_0123456789abcdef';
const DOCS = 'https://docs.github.com/rest/git';

export type Permission = 'write' | 'read' | 'none';

export interface GitDatabaseOptions {
  /** The token accepted; any other gets 401. */
  token?: string;
  permission?: Permission;
  /** Repositories that exist (`owner/repo`); each starts with one commit on `refs/heads/main`. */
  repositories?: string[];
  /** GitHub's clock, for the `Date` header and commit dates. */
  now?: () => number;
  /** Delay before each answer, in milliseconds. */
  latencyMs?: number;
  /** False: the empty tree is not there until created (to test the ledger's fallback). Default true. */
  emptyTree?: boolean;
}

export type GitObject =
  | { type: 'blob'; content: Buffer }
  | { type: 'tree'; entries: TreeEntry[] }
  | { type: 'commit'; tree: string; parents: string[]; message: string; author: Person; committer: Person };

export interface TreeEntry {
  path: string;
  mode: string;
  type: 'blob' | 'tree' | 'commit';
  sha: string;
}

interface Person {
  name: string;
  email: string;
  date: string;
}

export interface GitRepository {
  objects: Map<string, GitObject>;
  refs: Map<string, string>;
}

export interface RecordedGitRequest {
  method: string;
  path: string;
  status: number;
  /** When the request arrived and when it was answered, by `now()`. */
  at: number;
  answeredAt: number;
  /** False for a route this stand-in does not implement (answered 404). */
  known: boolean;
}

/** A scripted answer for the next request matching `method` and a path pattern. */
export interface GitFault {
  method: string;
  path: RegExp;
  status: number;
  message?: string;
  headers?: Record<string, string>;
  /** Close the connection without an answer. */
  reset?: boolean;
}

/** Requests held without an answer (`hang`): matching `method` (`*` for any) and a path pattern. */
interface GitHold {
  method: string;
  path: RegExp;
  /** How many more requests it holds (Infinity: all). */
  times: number;
  /** The request takes effect first: a write that lands while its answer is lost. */
  land: boolean;
}

export type { Handler };

class HttpError extends Error {
  readonly status: number;
  /** False when the route is not implemented, rather than the thing asked for being absent. */
  readonly known: boolean;
  /** Headers of the answer (GitHub's `x-accepted-github-permissions` on a refusal). */
  readonly headers: Record<string, string>;
  constructor(status: number, message: string, known = true, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.known = known;
    this.headers = headers;
  }
}

const BOT: Omit<Person, 'date'> = {
  name: 'github-actions[bot]',
  email: '41898282+github-actions[bot]@users.noreply.github.com',
};

function sha1(type: string, content: Buffer): string {
  return createHash('sha1')
    .update(Buffer.concat([Buffer.from(`${type} ${content.length}\0`), content]))
    .digest('hex');
}

function treeBytes(entries: readonly TreeEntry[]): Buffer {
  const sorted = [...entries].sort((a, b) => {
    // git sorts tree entries by name, a directory as if its name ended with `/`.
    const ka = a.type === 'tree' ? `${a.path}/` : a.path;
    const kb = b.type === 'tree' ? `${b.path}/` : b.path;
    return ka < kb ? -1 : ka > kb ? 1 : 0;
  });
  return Buffer.concat(sorted.flatMap((e) => [Buffer.from(`${e.mode.replace(/^0+/, '')} ${e.path}\0`), Buffer.from(e.sha, 'hex')]));
}

function personLine(role: string, person: Person): string {
  return `${role} ${person.name} <${person.email}> ${Math.floor(Date.parse(person.date) / 1000)} +0000`;
}

function commitBytes(o: Extract<GitObject, { type: 'commit' }>): Buffer {
  const lines = [
    `tree ${o.tree}`,
    ...o.parents.map((p) => `parent ${p}`),
    personLine('author', o.author),
    personLine('committer', o.committer),
  ];
  return Buffer.from(`${lines.join('\n')}\n\n${o.message}`);
}

function objectBytes(o: GitObject): Buffer {
  if (o.type === 'blob') return o.content;
  if (o.type === 'tree') return treeBytes(o.entries);
  return commitBytes(o);
}

const isSha = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-f]{40}$/.test(value);

/** `refs/x/y` with at least two slashes and nothing git refuses in a ref name. */
function isValidRefName(ref: string): boolean {
  if (!ref.startsWith('refs/') || ref.split('/').length < 3) return false;
  // eslint-disable-next-line no-control-regex -- git refuses control characters in ref names
  if (/[\x00-\x20~^:?*[\\\x7f]|\.\.|@\{|\/\/|\/$|\.lock(\/|$)|\/\./.test(ref)) return false;
  return !ref.endsWith('.');
}

export class GitDatabaseStandIn {
  readonly repositories = new Map<string, GitRepository>();
  readonly requests: RecordedGitRequest[] = [];
  readonly token: string;
  permission: Permission;
  now: () => number;
  latencyMs: number;
  readonly emptyTree: boolean;
  private readonly faults: GitFault[] = [];
  private readonly holds: GitHold[] = [];
  /** How many requests were held without an answer (`hang`). */
  held = 0;
  private readonly server: StandInServer;

  constructor(options: GitDatabaseOptions = {}) {
    this.token = options.token ?? DEFAULT_GITHUB_TOKEN;
    this.permission = options.permission ?? 'write';
    this.now = options.now ?? Date.now;
    this.latencyMs = options.latencyMs ?? 0;
    this.emptyTree = options.emptyTree ?? true;
    for (const name of options.repositories ?? ['acme/docs']) this.addRepository(name);
    this.server = new StandInServer(this.handler, this.unknownRoute);
  }

  /** Creates a repository with one commit (a README) on `refs/heads/main`. */
  addRepository(fullName: string): GitRepository {
    const repository: GitRepository = { objects: new Map(), refs: new Map() };
    this.repositories.set(fullName, repository);
    const blob = this.store(repository, { type: 'blob', content: Buffer.from('# docs\n') });
    const tree = this.store(repository, { type: 'tree', entries: [{ path: 'README.md', mode: '100644', type: 'blob', sha: blob }] });
    const commit = this.store(repository, this.commitObject(tree, [], 'Initial commit'));
    repository.refs.set('refs/heads/main', commit);
    if (this.emptyTree) this.store(repository, { type: 'tree', entries: [] });
    return repository;
  }

  /** Scripts the next answer of a matching request; faults are used once, in order. */
  fault(...faults: GitFault[]): this {
    this.faults.push(...faults);
    return this;
  }

  /**
   * GitHub stops answering: the next `times` requests matching `method` (`*` for any) and `path` (Infinity: all of
   * them) get no answer; each waits until its client gives up or the stand-in stops. With `land`, the request takes
   * effect first (a ref update that reaches GitHub while its answer is lost).
   */
  hang(method: string, path: RegExp, options: { times?: number; land?: boolean } = {}): this {
    this.holds.push({ method, path, times: options.times ?? 1, land: options.land ?? false });
    return this;
  }

  repository(fullName: string): GitRepository {
    const repository = this.repositories.get(fullName);
    if (!repository) throw new Error(`no repository ${fullName} in the stand-in`);
    return repository;
  }

  /** The commit a ref points at, or undefined. */
  refSha(fullName: string, ref: string): string | undefined {
    return this.repository(fullName).refs.get(ref);
  }

  /** A file of the commit a ref points at, as text; undefined when absent. */
  readFile(fullName: string, ref: string, path: string): string | undefined {
    const repository = this.repository(fullName);
    const sha = repository.refs.get(ref);
    if (!sha) return undefined;
    const commit = repository.objects.get(sha);
    if (commit?.type !== 'commit') return undefined;
    const tree = repository.objects.get(commit.tree);
    if (tree?.type !== 'tree') return undefined;
    const entry = tree.entries.find((e) => e.path === path);
    const blob = entry ? repository.objects.get(entry.sha) : undefined;
    return blob?.type === 'blob' ? blob.content.toString('utf8') : undefined;
  }

  /** Commits one file on top of the ref (or as a root commit) and moves the ref: for seeding tests. */
  writeFile(fullName: string, ref: string, path: string, content: string, message = 'seed'): string {
    const repository = this.repository(fullName);
    const blob = this.store(repository, { type: 'blob', content: Buffer.from(content) });
    const tree = this.store(repository, { type: 'tree', entries: [{ path, mode: '100644', type: 'blob', sha: blob }] });
    const parent = repository.refs.get(ref);
    const commit = this.store(repository, this.commitObject(tree, parent ? [parent] : [], message));
    repository.refs.set(ref, commit);
    return commit;
  }

  /** The message of the commit a ref points at; undefined when there is no ref. */
  headMessage(fullName: string, ref: string): string | undefined {
    const repository = this.repository(fullName);
    const sha = repository.refs.get(ref);
    const commit = sha ? repository.objects.get(sha) : undefined;
    return commit?.type === 'commit' ? commit.message : undefined;
  }

  /** Commits `message` on the empty tree on top of the ref (or as a root commit) and moves the ref: for seeding tests. */
  writeMessage(fullName: string, ref: string, message: string): string {
    const repository = this.repository(fullName);
    const tree = this.store(repository, { type: 'tree', entries: [] });
    const parent = repository.refs.get(ref);
    const commit = this.store(repository, this.commitObject(tree, parent ? [parent] : [], message));
    repository.refs.set(ref, commit);
    return commit;
  }

  /** The messages of the ref's commits, newest first (following first parents). */
  history(fullName: string, ref: string): string[] {
    const repository = this.repository(fullName);
    const messages: string[] = [];
    let sha = repository.refs.get(ref);
    while (sha) {
      const commit = repository.objects.get(sha);
      if (commit?.type !== 'commit') break;
      messages.push(commit.message);
      sha = commit.parents[0];
    }
    return messages;
  }

  /** Runs alone on a loopback port; any other route is answered 404 and recorded as unknown. */
  start(port = 0, host = '127.0.0.1'): Promise<string> {
    return this.server.start(port, host);
  }

  get url(): string {
    return this.server.url;
  }

  stop(): Promise<void> {
    return this.server.stop();
  }

  /** Answers 404 to anything, recording it as a route the stand-in does not implement. */
  readonly unknownRoute: Handler = (req, res) => {
    const at = this.now();
    this.requests.push({
      method: req.method ?? 'GET',
      path: new URL(req.url ?? '/', 'http://stand-in').pathname,
      status: 404,
      at,
      answeredAt: at,
      known: false,
    });
    this.send(res, 404, { message: 'Not Found', documentation_url: DOCS, status: '404' });
    return true;
  };

  /** Answers `/repos/{owner}/{repo}/git/...`; false for any other path. */
  readonly handler: Handler = async (req, res, body) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const match = /^\/repos\/([^/]+)\/([^/]+)\/git\/(.+)$/.exec(url.pathname);
    if (!match) return false;
    const method = req.method ?? 'GET';
    const at = this.now();
    if (this.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, this.latencyMs));
    const record = (status: number, known = true): void => {
      this.requests.push({ method, path: url.pathname, status, at, answeredAt: this.now(), known });
    };
    const hold = this.holds.find((h) => h.times > 0 && (h.method === '*' || h.method === method) && h.path.test(url.pathname));
    if (hold) {
      hold.times -= 1;
      this.held += 1;
      if (hold.land) {
        const [, owner = '', repo = '', rest = ''] = match;
        this.route(req, `${decodeURIComponent(owner)}/${decodeURIComponent(repo)}`, method, rest, body);
      }
      return true;
    }
    const faultIndex = this.faults.findIndex((f) => f.method === method && f.path.test(url.pathname));
    if (faultIndex >= 0) {
      const [fault] = this.faults.splice(faultIndex, 1);
      if (fault) {
        record(fault.status);
        if (fault.reset) {
          res.socket?.destroy();
          return true;
        }
        this.send(
          res,
          fault.status,
          { message: fault.message ?? `scripted ${fault.status}`, documentation_url: DOCS, status: String(fault.status) },
          fault.headers,
        );
        return true;
      }
    }
    try {
      const [, owner = '', repo = '', rest = ''] = match;
      const fullName = `${decodeURIComponent(owner)}/${decodeURIComponent(repo)}`;
      const { status, data } = this.route(req, fullName, method, rest, body);
      record(status);
      this.send(res, status, data);
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 500;
      record(status, !(error instanceof HttpError) || error.known);
      this.send(
        res,
        status,
        { message: error instanceof Error ? error.message : String(error), documentation_url: DOCS, status: String(status) },
        error instanceof HttpError ? error.headers : {},
      );
    }
    return true;
  };

  private send(res: ServerResponse, status: number, data: unknown, headers: Record<string, string> = {}): void {
    const common = { date: new Date(this.now()).toUTCString(), 'x-github-media-type': 'github.v3; format=json', ...headers };
    if (status === 204) {
      res.writeHead(204, common).end();
      return;
    }
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...common }).end(JSON.stringify(data));
  }

  private authorize(req: IncomingMessage, fullName: string, write: boolean): GitRepository {
    const header = req.headers.authorization ?? '';
    const token = header.replace(/^(token|bearer)\s+/i, '');
    if (token !== this.token) throw new HttpError(401, 'Bad credentials');
    const repository = this.repositories.get(fullName);
    if (!repository || this.permission === 'none') throw new HttpError(404, 'Not Found');
    if (write && this.permission !== 'write') {
      throw new HttpError(403, 'Resource not accessible by integration', true, { 'x-accepted-github-permissions': 'contents=write' });
    }
    return repository;
  }

  private store(repository: GitRepository, object: GitObject): string {
    const sha = sha1(object.type, objectBytes(object));
    if (!repository.objects.has(sha)) repository.objects.set(sha, object);
    return sha;
  }

  private commitObject(tree: string, parents: string[], message: string, author?: Partial<Person>): Extract<GitObject, { type: 'commit' }> {
    const date = new Date(Math.floor(this.now() / 1000) * 1000).toISOString().replace(/\.000Z$/, 'Z');
    const person: Person = { name: author?.name ?? BOT.name, email: author?.email ?? BOT.email, date: author?.date ?? date };
    return { type: 'commit', tree, parents, message, author: person, committer: { ...BOT, date } };
  }

  private route(req: IncomingMessage, fullName: string, method: string, rest: string, body: string): { status: number; data: unknown } {
    const base = `http://stand-in/repos/${fullName}/git`;
    const slash = rest.indexOf('/');
    const kind = slash < 0 ? rest : rest.slice(0, slash);
    const arg = slash < 0 ? '' : decodeURIComponent(rest.slice(slash + 1));
    const write = method !== 'GET' && method !== 'HEAD';
    const repository = this.authorize(req, fullName, write);
    const json = (): Record<string, unknown> => {
      try {
        const parsed = JSON.parse(body || '{}') as unknown;
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
      } catch {
        // fall through
      }
      throw new HttpError(400, 'Problems parsing JSON');
    };
    const refView = (ref: string, sha: string): unknown => ({
      ref,
      node_id: Buffer.from(`ref:${ref}`).toString('base64'),
      url: `${base}/${ref}`,
      object: { type: 'commit', sha, url: `${base}/commits/${sha}` },
    });

    if (kind === 'ref' && method === 'GET') {
      const ref = `refs/${arg}`;
      const sha = repository.refs.get(ref);
      if (!sha) throw new HttpError(404, 'Not Found');
      return { status: 200, data: refView(ref, sha) };
    }
    if (kind === 'refs' && method === 'POST' && arg === '') {
      const input = json();
      const ref = input.ref;
      if (typeof ref !== 'string' || !isValidRefName(ref)) throw new HttpError(422, 'Reference name is invalid');
      if (!isSha(input.sha) || repository.objects.get(input.sha)?.type !== 'commit') throw new HttpError(422, 'Object does not exist');
      // Check and set with no await between: atomic against every other request.
      if (repository.refs.has(ref)) throw new HttpError(422, 'Reference already exists');
      repository.refs.set(ref, input.sha);
      return { status: 201, data: refView(ref, input.sha) };
    }
    if (kind === 'refs' && (method === 'PATCH' || method === 'DELETE') && arg !== '') {
      const ref = `refs/${arg}`;
      const current = repository.refs.get(ref);
      if (!current) throw new HttpError(422, 'Reference does not exist');
      if (method === 'DELETE') {
        repository.refs.delete(ref);
        return { status: 204, data: null };
      }
      const input = json();
      if (!isSha(input.sha) || repository.objects.get(input.sha)?.type !== 'commit') throw new HttpError(422, 'Object does not exist');
      if (input.force !== true && !this.isAncestor(repository, current, input.sha)) {
        throw new HttpError(422, 'Update is not a fast forward');
      }
      repository.refs.set(ref, input.sha);
      return { status: 200, data: refView(ref, input.sha) };
    }
    if ((kind === 'blobs' || kind === 'trees' || kind === 'commits') && method === 'POST' && arg === '') {
      return { status: 201, data: this.create(repository, kind, json(), base) };
    }
    if ((kind === 'blobs' || kind === 'trees' || kind === 'commits') && method === 'GET' && arg !== '') {
      const object = repository.objects.get(arg);
      if (!object || `${object.type}s` !== kind) throw new HttpError(404, 'Not Found');
      return { status: 200, data: this.view(repository, arg, object, base) };
    }
    throw new HttpError(404, 'Not Found', false);
  }

  /** True when `ancestor` is `descendant` or one of its ancestors. */
  private isAncestor(repository: GitRepository, ancestor: string, descendant: string): boolean {
    const seen = new Set<string>();
    const queue = [descendant];
    while (queue.length > 0) {
      const sha = queue.shift() as string;
      if (sha === ancestor) return true;
      if (seen.has(sha)) continue;
      seen.add(sha);
      const object = repository.objects.get(sha);
      if (object?.type === 'commit') queue.push(...object.parents);
    }
    return false;
  }

  private create(repository: GitRepository, kind: string, input: Record<string, unknown>, base: string): unknown {
    if (kind === 'blobs') {
      if (typeof input.content !== 'string') throw new HttpError(422, 'Invalid request: content is required');
      const encoding = input.encoding ?? 'utf-8';
      if (encoding !== 'utf-8' && encoding !== 'base64') throw new HttpError(422, 'encoding must be utf-8 or base64');
      const sha = this.store(repository, { type: 'blob', content: Buffer.from(input.content, encoding === 'base64' ? 'base64' : 'utf8') });
      return { sha, url: `${base}/blobs/${sha}` };
    }
    if (kind === 'trees') {
      if (!Array.isArray(input.tree)) throw new HttpError(422, 'Invalid request: tree is required');
      const entries = new Map<string, TreeEntry>();
      if (input.base_tree !== undefined) {
        const baseTree = isSha(input.base_tree) ? repository.objects.get(input.base_tree) : undefined;
        if (baseTree?.type !== 'tree') throw new HttpError(422, 'base_tree is not a valid tree');
        for (const entry of baseTree.entries) entries.set(entry.path, entry);
      }
      for (const raw of input.tree as unknown[]) {
        const item = (raw ?? {}) as Record<string, unknown>;
        const path = item.path;
        if (typeof path !== 'string' || path === '' || path.includes('/'))
          throw new HttpError(422, 'tree.path must be a file name (this stand-in keeps trees flat)');
        if (item.mode !== '100644' && item.mode !== '100755') throw new HttpError(422, 'tree.mode must be 100644 or 100755');
        if (item.type !== 'blob') throw new HttpError(422, 'tree.type must be blob');
        let sha: string;
        if (typeof item.content === 'string') {
          sha = this.store(repository, { type: 'blob', content: Buffer.from(item.content, 'utf8') });
        } else if (isSha(item.sha) && repository.objects.get(item.sha)?.type === 'blob') {
          sha = item.sha;
        } else if (item.sha === null) {
          entries.delete(path);
          continue;
        } else {
          throw new HttpError(422, 'tree.sha is not a valid blob');
        }
        entries.set(path, { path, mode: item.mode, type: 'blob', sha });
      }
      const object: GitObject = { type: 'tree', entries: [...entries.values()] };
      const sha = this.store(repository, object);
      return this.view(repository, sha, object, base);
    }
    const tree = input.tree;
    if (!isSha(tree) || repository.objects.get(tree)?.type !== 'tree') throw new HttpError(422, 'Tree SHA does not exist');
    const parents: unknown = input.parents ?? [];
    if (!Array.isArray(parents)) throw new HttpError(422, 'Invalid request: parents must be an array');
    const parentShas = parents.filter((p): p is string => isSha(p) && repository.objects.get(p)?.type === 'commit');
    if (parentShas.length !== parents.length) throw new HttpError(422, 'Parent SHA does not exist or is not a commit object');
    if (typeof input.message !== 'string') throw new HttpError(422, 'Invalid request: message is required');
    const author = input.author && typeof input.author === 'object' ? (input.author as Partial<Person>) : undefined;
    const object = this.commitObject(tree, parentShas, input.message, author);
    const sha = this.store(repository, object);
    return this.view(repository, sha, object, base);
  }

  private view(repository: GitRepository, sha: string, object: GitObject, base: string): unknown {
    if (object.type === 'blob') {
      const b64 = object.content.toString('base64').replace(/.{60}/g, '$&\n');
      return {
        sha,
        node_id: Buffer.from(`blob:${sha}`).toString('base64'),
        size: object.content.length,
        url: `${base}/blobs/${sha}`,
        content: `${b64}\n`,
        encoding: 'base64',
      };
    }
    if (object.type === 'tree') {
      return {
        sha,
        url: `${base}/trees/${sha}`,
        tree: object.entries.map((e) => {
          const target = repository.objects.get(e.sha);
          return {
            path: e.path,
            mode: e.mode,
            type: e.type,
            sha: e.sha,
            ...(target?.type === 'blob' ? { size: target.content.length } : {}),
            url: `${base}/${e.type}s/${e.sha}`,
          };
        }),
        truncated: false,
      };
    }
    return {
      sha,
      node_id: Buffer.from(`commit:${sha}`).toString('base64'),
      url: `${base}/commits/${sha}`,
      html_url: `https://github.com/${base.split('/repos/')[1]?.replace(/\/git$/, '') ?? ''}/commit/${sha}`,
      author: object.author,
      committer: object.committer,
      message: object.message,
      tree: { sha: object.tree, url: `${base}/trees/${object.tree}` },
      parents: object.parents.map((p) => ({ sha: p, url: `${base}/commits/${p}`, html_url: '' })),
      verification: { verified: false, reason: 'unsigned', signature: null, payload: null, verified_at: null },
    };
  }
}

/** Starts a stand-in on a loopback port: for a test, the demo, or by hand. */
export async function startGitDatabaseStandIn(
  options: GitDatabaseOptions = {},
  port = 0,
): Promise<{ standIn: GitDatabaseStandIn; url: string; stop: () => Promise<void> }> {
  const standIn = new GitDatabaseStandIn(options);
  const url = await standIn.start(port);
  return { standIn, url, stop: () => standIn.stop() };
}
