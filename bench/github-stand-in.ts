/**
 * A loopback stand-in for the parts of the GitHub REST API a run may touch
 * (the git database: refs, commits, trees, blobs, and file contents), kept in
 * memory, with real compare-and-swap on ref updates. The benchmark points
 * GITHUB_API_URL here so that no run ever reaches the real GitHub, and records
 * when each request arrives. Anything else is answered 404, and recorded, so
 * the report can say which routes a run wanted.
 *
 * Written with erasable TypeScript only, so Node 24 runs it as it is.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GitHubRequest {
  method: string;
  path: string;
  status: number;
  /** When the request arrived and when it was answered (the `now` given to the stand-in). */
  at: number;
  answeredAt: number;
  /** False when the stand-in does not implement the route (answered 404 for that reason). */
  known: boolean;
}

interface TreeEntry {
  path: string;
  mode: string;
  type: 'blob' | 'tree';
  sha: string;
}

/** A status and a JSON body. */
/** A status, a JSON body, and false when the route is not implemented here. */
type Reply = [number, unknown, boolean?];

type GitObject =
  | { type: 'blob'; content: Buffer }
  | { type: 'tree'; entries: TreeEntry[] }
  | { type: 'commit'; message: string; tree: string; parents: string[]; date: string };

const str = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);

export class GitHubStandIn {
  readonly requests: GitHubRequest[] = [];
  private readonly objects = new Map<string, GitObject>();
  private readonly refs = new Map<string, string>();
  private readonly now: () => number;
  private server: Server | undefined;

  constructor(now: () => number = Date.now) {
    this.now = now;
  }

  async start(): Promise<string> {
    const server = createServer((req, res) => {
      void this.dispatch(req, res);
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return this.url;
  }

  get url(): string {
    const address = this.server?.address() as AddressInfo | null | undefined;
    if (!address) throw new Error('the GitHub stand-in is not started');
    return `http://127.0.0.1:${address.port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => { resolve(); }));
    this.server = undefined;
  }

  private store(object: GitObject): string {
    const sha = createHash('sha1').update(JSON.stringify(object)).digest('hex');
    this.objects.set(sha, object);
    return sha;
  }

  private async dispatch(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const at = this.now();
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const method = req.method ?? 'GET';
    let reply: Reply;
    try {
      reply = this.route(method, url, text ? (JSON.parse(text) as Record<string, unknown>) : {});
    } catch (error) {
      reply = [400, { message: String(error) }];
    }
    const [status, body, known = true] = reply;
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(status === 204 ? undefined : JSON.stringify(body));
    this.requests.push({ method, path: url.pathname, status, at, answeredAt: this.now(), known });
  }

  private route(method: string, url: URL, body: Record<string, unknown>): Reply {
    const repo = /^\/repos\/([^/]+)\/([^/]+)\/(.*)$/.exec(url.pathname);
    const rest = repo?.[3] ?? '';
    const base = repo ? `${this.url}/repos/${repo[1]}/${repo[2]}` : this.url;
    const notFound = (): Reply => [404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' }];
    const unknownRoute = (): Reply => [404, notFound()[1], false];
    if (!repo) return unknownRoute();

    const refView = (ref: string, sha: string): unknown => ({ ref, url: `${base}/git/${ref}`, object: { sha, type: 'commit', url: `${base}/git/commits/${sha}` } });
    const refMatch = /^git\/(?:ref|refs)\/(.+)$/.exec(rest);
    if (refMatch && (method === 'GET' || method === 'PATCH' || method === 'DELETE')) {
      const ref = `refs/${decodeURIComponent(refMatch[1] ?? '')}`;
      const current = this.refs.get(ref);
      if (current === undefined) return notFound();
      if (method === 'GET') return [200, refView(ref, current)];
      if (method === 'DELETE') {
        this.refs.delete(ref);
        return [204, {}];
      }
      const sha = str(body.sha);
      const commit = this.objects.get(sha);
      if (commit?.type !== 'commit') return [422, { message: 'Object does not exist' }];
      if (body.force !== true && !commit.parents.includes(current)) return [422, { message: 'Update is not a fast forward' }];
      this.refs.set(ref, sha);
      return [200, refView(ref, sha)];
    }
    if (rest === 'git/refs' && method === 'POST') {
      const ref = str(body.ref);
      if (this.refs.has(ref)) return [422, { message: 'Reference already exists' }];
      if (this.objects.get(str(body.sha))?.type !== 'commit') return [422, { message: 'Object does not exist' }];
      this.refs.set(ref, str(body.sha));
      return [201, refView(ref, str(body.sha))];
    }
    if (rest === 'git/blobs' && method === 'POST') {
      const content = Buffer.from(str(body.content), body.encoding === 'base64' ? 'base64' : 'utf8');
      const sha = this.store({ type: 'blob', content });
      return [201, { sha, url: `${base}/git/blobs/${sha}` }];
    }
    if (rest === 'git/trees' && method === 'POST') {
      const baseTree = typeof body.base_tree === 'string' ? this.objects.get(body.base_tree) : undefined;
      const entries = new Map((baseTree?.type === 'tree' ? baseTree.entries : []).map((e) => [e.path, e]));
      for (const item of (body.tree as Record<string, unknown>[] | undefined) ?? []) {
        const path = str(item.path);
        if (item.sha === null) {
          entries.delete(path);
          continue;
        }
        const sha = typeof item.content === 'string' ? this.store({ type: 'blob', content: Buffer.from(item.content) }) : str(item.sha);
        entries.set(path, { path, mode: str(item.mode, '100644'), type: item.type === 'tree' ? 'tree' : 'blob', sha });
      }
      const sorted = [...entries.values()].sort((a, b) => a.path.localeCompare(b.path));
      const sha = this.store({ type: 'tree', entries: sorted });
      return [201, this.treeView(base, sha, sorted)];
    }
    if (rest === 'git/commits' && method === 'POST') {
      const parents = ((body.parents as unknown[] | undefined) ?? []).map(String);
      const commit: GitObject = { type: 'commit', message: str(body.message), tree: str(body.tree), parents, date: new Date(this.now()).toISOString() };
      const sha = this.store(commit);
      return [201, this.commitView(base, sha, commit)];
    }
    const objectMatch = /^git\/(blobs|trees|commits)\/([0-9a-f]{40})$/.exec(rest);
    if (objectMatch && method === 'GET') {
      const sha = objectMatch[2] ?? '';
      const object = this.objects.get(sha);
      if (object?.type === 'blob' && objectMatch[1] === 'blobs') {
        return [200, { sha, size: object.content.length, encoding: 'base64', content: object.content.toString('base64') }];
      }
      if (object?.type === 'tree' && objectMatch[1] === 'trees') return [200, this.treeView(base, sha, object.entries)];
      if (object?.type === 'commit' && objectMatch[1] === 'commits') return [200, this.commitView(base, sha, object)];
      return notFound();
    }
    const contents = /^contents\/(.+)$/.exec(rest);
    if (contents && method === 'GET') {
      const ref = url.searchParams.get('ref') ?? '';
      const commitSha = this.refs.get(ref.startsWith('refs/') ? ref : `refs/heads/${ref}`);
      const commit = commitSha ? this.objects.get(commitSha) : undefined;
      const tree = commit?.type === 'commit' ? this.objects.get(commit.tree) : undefined;
      const entry = tree?.type === 'tree' ? tree.entries.find((e) => e.path === decodeURIComponent(contents[1] ?? '')) : undefined;
      const blob = entry ? this.objects.get(entry.sha) : undefined;
      if (!entry || blob?.type !== 'blob') return notFound();
      return [200, { type: 'file', path: entry.path, sha: entry.sha, size: blob.content.length, encoding: 'base64', content: blob.content.toString('base64') }];
    }
    return unknownRoute();
  }

  private treeView(base: string, sha: string, entries: readonly TreeEntry[]): unknown {
    return {
      sha,
      url: `${base}/git/trees/${sha}`,
      truncated: false,
      tree: entries.map((e) => {
        const object = this.objects.get(e.sha);
        return { ...e, size: object?.type === 'blob' ? object.content.length : undefined, url: `${base}/git/${e.type}s/${e.sha}` };
      }),
    };
  }

  private commitView(base: string, sha: string, commit: Extract<GitObject, { type: 'commit' }>): unknown {
    const person = { name: 'bench', email: 'bench@example.invalid', date: commit.date };
    return {
      sha,
      url: `${base}/git/commits/${sha}`,
      message: commit.message,
      author: person,
      committer: person,
      tree: { sha: commit.tree, url: `${base}/git/trees/${commit.tree}` },
      parents: commit.parents.map((p) => ({ sha: p, url: `${base}/git/commits/${p}` })),
    };
  }
}
