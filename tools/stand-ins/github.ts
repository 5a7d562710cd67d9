/**
 * A loopback stand-in for the few GitHub REST endpoints the action uses,
 * answering as api.github.com does (shapes, status codes, pagination):
 *
 *   GET   /repos/{owner}/{repo}/collaborators/{username}/permission
 *   GET   /repos/{owner}/{repo}/issues/{number}                (any number is an open issue; `goneIssues` answer 410)
 *   GET   /repos/{owner}/{repo}/issues/{number}/comments      (per_page, page, Link)
 *   GET   /repos/{owner}/{repo}/issues/comments/{id}
 *   GET   /repos/{owner}/{repo}/pulls/comments/{id}           (a review comment: `review: true`)
 *   POST  /repos/{owner}/{repo}/issues/{number}/comments
 *   PATCH /repos/{owner}/{repo}/issues/comments/{id}
 *   POST  /repos/{owner}/{repo}/issues/comments/{id}/reactions
 *   POST  /repos/{owner}/{repo}/pulls/comments/{id}/reactions
 *   GET   /repos/{owner}/{repo}/pulls/{number}                (state, merged: `pullStates`)
 *   GET   /repos/{owner}/{repo}/pulls/{number}/files          (per_page, page, Link)
 *   GET   /repos/{owner}/{repo}/pulls/{number}/commits        (per_page, page, Link)
 *   GET   /repos/{owner}/{repo}/compare/{base}...{head}        (per_page, page, Link: commits and files a page)
 *   GET   /repos/{owner}/{repo}/commits/{sha}/pulls           (the pull requests whose head is the commit: `pullHeads`)
 *   GET   /repos/{owner}/{repo}/deployments                   (sha, ref, per_page: newest first; `deployments`)
 *   GET   /repos/{owner}/{repo}/deployments/{id}/statuses     (per_page: newest first)
 *   POST  /graphql                                            (only `viewer { login }`: the token's account, `identity`)
 *
 * `issuesPermission: 'read'` refuses comment and reaction writes (403), as a token without `issues: write` is.
 * `handler` mounts it on any server (`StandInServer`, or the service
 * emulator's `use()`); `start()` runs it alone. Faults are scripted per route.
 *
 * Written with erasable TypeScript only, so Node 24 runs it as it is.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { StandInServer, sendJson, type Handler } from './server.ts';

export type Route =
  | 'permission'
  | 'issue'
  | 'list-comments'
  | 'get-comment'
  | 'create-comment'
  | 'update-comment'
  | 'reaction'
  | 'pull'
  | 'pull-files'
  | 'pull-commits'
  | 'compare'
  | 'commit-pulls'
  | 'deployments'
  | 'deployment-statuses'
  | 'graphql';

/** A changed file as the pulls and compare APIs list it. */
export interface StandInFile {
  filename: string;
  status: string;
  additions: number;
  deletions: number;
  /** The hunks, as the files API gives them (absent for binary and very large changes). */
  patch?: string;
}

/** A commit as the pulls and compare APIs list it. */
export interface StandInCommit {
  sha: string;
  message: string;
  author: string;
}

/** What a pull request or a comparison changes. */
export interface StandInChanges {
  files: StandInFile[];
  commits: StandInCommit[];
}

/** A deployment (a docs preview, for example) and its statuses, oldest first. */
export interface StandInDeployment {
  id: number;
  owner: string;
  repo: string;
  sha: string;
  ref: string;
  environment: string;
  creator: StandInUser;
  created_at: string;
  statuses: { id: number; state: string; environment_url: string; created_at: string }[];
}

export interface StandInUser {
  login: string;
  type: 'User' | 'Bot';
}

export interface StandInComment {
  id: number;
  owner: string;
  repo: string;
  issueNumber: number;
  body: string;
  user: StandInUser;
  author_association: string;
  created_at: string;
  updated_at: string;
  /** A pull request review comment (on a line), not in the issue's comment list. */
  review?: boolean;
}

export interface StandInReaction {
  commentId: number;
  /** True for a pull request review comment. */
  review: boolean;
  content: string;
}

export interface GitHubRequest {
  method: string;
  path: string;
  body: string;
  authorization: string | undefined;
}

/** Who the token is: the author of the comments the action writes. */
export const WORKFLOW_BOT: StandInUser = { login: 'github-actions[bot]', type: 'Bot' };

const BASE_PERMISSION: Record<string, string> = {
  admin: 'admin',
  maintain: 'write',
  write: 'write',
  triage: 'read',
  read: 'read',
  none: 'none',
};

export class GitHubStandIn {
  readonly comments: StandInComment[] = [];
  readonly reactions: StandInReaction[] = [];
  readonly requests: GitHubRequest[] = [];
  /** login → role (`admin`, `maintain`, `write`, `triage`, `read`); unknown logins get 404. */
  readonly roles = new Map<string, string>();
  /** `owner/repo#number` of issues GitHub says are gone (410). */
  readonly goneIssues = new Set<string>();
  /** `owner/repo#number` → the pull request's files and commits. */
  readonly pulls = new Map<string, StandInChanges>();
  /** `owner/repo#number` → a pull request's state (`GET …/pulls/{n}`); any other number is open and unmerged. */
  readonly pullStates = new Map<string, { state: 'open' | 'closed'; merged: boolean }>();
  /** `owner/repo#number` → a pull request's head (`GET …/pulls/{n}`, `GET …/commits/{sha}/pulls`). */
  readonly pullHeads = new Map<string, { sha: string; ref: string }>();
  /** Deployments, in the order created (`addDeployment`). */
  readonly deployments: StandInDeployment[] = [];
  /** `owner/repo base...head` → the comparison's files and commits. */
  readonly comparisons = new Map<string, StandInChanges>();
  /** The token every request must carry (`authorization: token …`); undefined accepts any. */
  token: string | undefined;
  /**
   * The token's `issues` and `pull-requests` permission: `read` refuses every comment and reaction write with 403
   * "Resource not accessible by integration" and GitHub's `x-accepted-github-permissions` header, before the body is
   * looked at, as GitHub does for GITHUB_TOKEN without `issues: write`.
   */
  issuesPermission: 'write' | 'read' = 'write';
  identity: StandInUser = WORKFLOW_BOT;
  /** Where `html_url`s point. */
  webUrl = 'https://github.com';
  private readonly faults: { route: Route; status: number; message: string; headers: Record<string, string> }[] = [];
  private readonly holds: { route: Route | '*'; times: number }[] = [];
  /** How many requests were held without an answer (`hang`). */
  held = 0;
  private nextId = 1000;
  private server: StandInServer | undefined;

  /** The next request on `route` is answered with this status (and headers, e.g. a rate limit's `retry-after`). */
  fault(route: Route, status: number, message = 'Resource not accessible by integration', headers: Record<string, string> = {}): this {
    this.faults.push({ route, status, message, headers });
    return this;
  }

  /**
   * GitHub stops answering: the next `times` requests on `route` (`*`: on any route this stand-in sees; Infinity: all
   * of them) get no answer; each waits until its client gives up or the stand-in stops.
   */
  hang(route: Route | '*', times = 1): this {
    this.holds.push({ route, times });
    return this;
  }

  /** A comment already on the issue (someone else's, or one an earlier attempt wrote). */
  addComment(comment: Partial<StandInComment> & { owner: string; repo: string; issueNumber: number; body: string }): StandInComment {
    const now = new Date().toISOString();
    const full: StandInComment = {
      id: this.nextId++,
      user: this.identity,
      author_association: 'NONE',
      created_at: now,
      updated_at: now,
      ...comment,
    };
    this.comments.push(full);
    return full;
  }

  /** A deployment of `sha` with one status (default `success`), as a docs platform's app makes it for a preview. */
  addDeployment(deployment: {
    owner: string;
    repo: string;
    sha: string;
    ref: string;
    creator: StandInUser;
    environmentUrl: string;
    state?: string;
  }): StandInDeployment {
    const now = new Date().toISOString();
    const full: StandInDeployment = {
      id: this.nextId++,
      owner: deployment.owner,
      repo: deployment.repo,
      sha: deployment.sha,
      ref: deployment.ref,
      environment: 'preview',
      creator: deployment.creator,
      created_at: now,
      statuses: [],
    };
    full.statuses.push({
      id: this.nextId++,
      state: deployment.state ?? 'success',
      environment_url: deployment.environmentUrl,
      created_at: now,
    });
    this.deployments.push(full);
    return full;
  }

  /** Requests that created a comment. */
  created(): GitHubRequest[] {
    return this.requests.filter((r) => r.method === 'POST' && /\/issues\/\d+\/comments$/.test(r.path));
  }

  view(comment: StandInComment): Record<string, unknown> {
    const { owner, repo, issueNumber, id } = comment;
    return {
      id,
      node_id: `IC_${id}`,
      url: `${this.webUrl}/api/repos/${owner}/${repo}/issues/comments/${id}`,
      html_url: `${this.webUrl}/${owner}/${repo}/issues/${issueNumber}#issuecomment-${id}`,
      issue_url: `${this.webUrl}/api/repos/${owner}/${repo}/issues/${issueNumber}`,
      ...(comment.review ? { pull_request_url: `${this.webUrl}/api/repos/${owner}/${repo}/pulls/${issueNumber}` } : {}),
      body: comment.body,
      user: { login: comment.user.login, id: 41898282, type: comment.user.type },
      author_association: comment.author_association,
      created_at: comment.created_at,
      updated_at: comment.updated_at,
    };
  }

  readonly handler: Handler = (req, res, body) => this.handle(req, res, body);

  async start(port = 0): Promise<string> {
    this.server = new StandInServer(this.handler);
    return this.server.start(port);
  }

  get url(): string {
    if (!this.server) throw new Error('the GitHub stand-in is not started on its own server');
    return this.server.url;
  }

  async stop(): Promise<void> {
    await this.server?.stop();
    this.server = undefined;
  }

  /** The page `page` of `all` (`per_page`, at most 100, default 30), with a `Link` to the next one. */
  private page<T>(req: IncomingMessage, url: URL, all: T[]): { items: T[]; headers: Record<string, string> } {
    const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? '30'));
    const page = Number(url.searchParams.get('page') ?? '1');
    const last = Math.max(1, Math.ceil(all.length / perPage));
    const headers: Record<string, string> = {};
    if (page < last) {
      const next = new URL(url.href);
      next.searchParams.set('page', String(page + 1));
      headers.link = `<http://${req.headers.host ?? ''}${next.pathname}${next.search}>; rel="next"`;
    }
    return { items: all.slice((page - 1) * perPage, page * perPage), headers };
  }

  private commitView(commit: StandInCommit): Record<string, unknown> {
    return { sha: commit.sha, commit: { message: commit.message, author: { name: commit.author } }, author: { login: commit.author } };
  }

  /** True when a `hang` holds this request on `route` (`*` for a hang on any route): it is left unanswered. */
  private takeHold(route: Route | '*'): boolean {
    const hold = this.holds.find((h) => h.times > 0 && h.route === route);
    if (!hold) return false;
    hold.times -= 1;
    this.held += 1;
    return true;
  }

  private takeFault(route: Route, res: ServerResponse): boolean {
    if (this.takeHold(route)) return true;
    const index = this.faults.findIndex((f) => f.route === route);
    if (index < 0) return false;
    const [fault] = this.faults.splice(index, 1);
    sendJson(
      res,
      fault!.status,
      { message: fault!.message, documentation_url: 'https://docs.github.com/rest', status: String(fault!.status) },
      fault!.headers,
    );
    return true;
  }

  private handle(req: IncomingMessage, res: ServerResponse, body: string): boolean {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    if (!path.startsWith('/repos/') && path !== '/graphql') return false;
    const method = req.method ?? '';
    this.requests.push({ method, path, body, authorization: req.headers.authorization });
    if (this.takeHold('*')) return true;
    if (this.token !== undefined && req.headers.authorization !== `token ${this.token}`) {
      sendJson(res, 401, { message: 'Bad credentials' });
      return true;
    }
    let m: RegExpExecArray | null;

    if (
      this.issuesPermission === 'read' &&
      method !== 'GET' &&
      /^\/repos\/[^/]+\/[^/]+\/(issues\/\d+\/comments|(issues|pulls)\/comments\/\d+(\/reactions)?)$/.test(path)
    ) {
      sendJson(
        res,
        403,
        { message: 'Resource not accessible by integration', documentation_url: 'https://docs.github.com/rest', status: '403' },
        { 'x-accepted-github-permissions': 'issues=write; pull_requests=write' },
      );
      return true;
    }

    if (path === '/graphql' && method === 'POST') {
      if (this.takeFault('graphql', res)) return true;
      const query = (JSON.parse(body || '{}') as { query?: unknown }).query;
      if (typeof query === 'string' && /\bviewer\s*\{\s*login\s*\}/.test(query))
        sendJson(res, 200, { data: { viewer: { login: this.identity.login } } });
      else sendJson(res, 200, { errors: [{ message: 'stand-in: only viewer { login } is answered' }] });
      return true;
    }

    if (method === 'GET' && (m = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)$/.exec(path))) {
      if (this.takeFault('issue', res)) return true;
      const number = Number(m[3]);
      if (this.goneIssues.has(`${m[1]!}/${m[2]!}#${number}`)) sendJson(res, 410, { message: 'This issue was deleted' });
      else sendJson(res, 200, { number, state: 'open', html_url: `${this.webUrl}/${m[1]!}/${m[2]!}/issues/${number}` });
      return true;
    }

    if (method === 'GET' && (m = /^\/repos\/([^/]+)\/([^/]+)\/(issues|pulls)\/comments\/(\d+)$/.exec(path))) {
      if (this.takeFault('get-comment', res)) return true;
      const [owner, repo, review, id] = [m[1]!, m[2]!, m[3] === 'pulls', Number(m[4])];
      const comment = this.comments.find((c) => c.id === id && c.owner === owner && c.repo === repo && (c.review ?? false) === review);
      if (comment) sendJson(res, 200, this.view(comment));
      else sendJson(res, 404, { message: 'Not Found' });
      return true;
    }

    if (method === 'GET' && (m = /^\/repos\/([^/]+)\/([^/]+)\/collaborators\/([^/]+)\/permission$/.exec(path))) {
      if (this.takeFault('permission', res)) return true;
      const login = decodeURIComponent(m[3]!);
      const role = this.roles.get(login);
      if (role === undefined) {
        sendJson(res, 404, { message: 'Not Found' });
        return true;
      }
      sendJson(res, 200, { permission: BASE_PERMISSION[role] ?? 'read', role_name: role, user: { login, type: 'User' } });
      return true;
    }

    if ((m = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/.exec(path))) {
      const [owner, repo, issueNumber] = [m[1]!, m[2]!, Number(m[3])];
      if (method === 'GET') {
        if (this.takeFault('list-comments', res)) return true;
        const all = this.comments.filter((c) => c.owner === owner && c.repo === repo && c.issueNumber === issueNumber && !c.review);
        const { items, headers } = this.page(req, url, all);
        sendJson(
          res,
          200,
          items.map((c) => this.view(c)),
          headers,
        );
        return true;
      }
      if (method === 'POST') {
        if (this.takeFault('create-comment', res)) return true;
        const text = (JSON.parse(body) as { body?: unknown }).body;
        if (typeof text !== 'string' || !text) {
          sendJson(res, 422, { message: 'Validation Failed' });
          return true;
        }
        sendJson(res, 201, this.view(this.addComment({ owner, repo, issueNumber, body: text })));
        return true;
      }
    }

    if (method === 'PATCH' && (m = /^\/repos\/([^/]+)\/([^/]+)\/issues\/comments\/(\d+)$/.exec(path))) {
      if (this.takeFault('update-comment', res)) return true;
      const comment = this.comments.find((c) => c.id === Number(m![3]));
      if (!comment) {
        sendJson(res, 404, { message: 'Not Found' });
        return true;
      }
      if (comment.user.login !== this.identity.login) {
        sendJson(res, 403, { message: 'Resource not accessible by integration' });
        return true;
      }
      comment.body = (JSON.parse(body) as { body: string }).body;
      comment.updated_at = new Date().toISOString();
      sendJson(res, 200, this.view(comment));
      return true;
    }

    if (method === 'POST' && (m = /^\/repos\/([^/]+)\/([^/]+)\/(issues|pulls)\/comments\/(\d+)\/reactions$/.exec(path))) {
      if (this.takeFault('reaction', res)) return true;
      const content = (JSON.parse(body) as { content: string }).content;
      const review = m[3] === 'pulls';
      const commentId = Number(m[4]);
      const existing = this.reactions.find((r) => r.commentId === commentId && r.review === review && r.content === content);
      if (!existing) this.reactions.push({ commentId, review, content });
      sendJson(res, existing ? 200 : 201, { id: this.reactions.length, content, user: { login: this.identity.login } });
      return true;
    }

    if (method === 'GET' && (m = /^\/repos\/([^/]+)\/([^/]+)\/pulls\/(\d+)$/.exec(path))) {
      if (this.takeFault('pull', res)) return true;
      const number = Number(m[3]);
      const state = this.pullStates.get(`${m[1]!}/${m[2]!}#${number}`) ?? { state: 'open', merged: false };
      const head = this.pullHeads.get(`${m[1]!}/${m[2]!}#${number}`) ?? { sha: '0'.repeat(40), ref: `pull-${number}` };
      sendJson(res, 200, {
        number,
        state: state.state,
        merged: state.merged,
        head,
        html_url: `${this.webUrl}/${m[1]!}/${m[2]!}/pull/${number}`,
      });
      return true;
    }

    if (method === 'GET' && (m = /^\/repos\/([^/]+)\/([^/]+)\/pulls\/(\d+)\/(files|commits)$/.exec(path))) {
      const files = m[4] === 'files';
      if (this.takeFault(files ? 'pull-files' : 'pull-commits', res)) return true;
      const pull = this.pulls.get(`${m[1]!}/${m[2]!}#${m[3]!}`);
      if (!pull) {
        sendJson(res, 404, { message: 'Not Found' });
        return true;
      }
      if (files) {
        const { items, headers } = this.page(req, url, pull.files);
        sendJson(res, 200, items, headers);
      } else {
        const { items, headers } = this.page(req, url, pull.commits);
        sendJson(
          res,
          200,
          items.map((c) => this.commitView(c)),
          headers,
        );
      }
      return true;
    }

    if (method === 'GET' && (m = /^\/repos\/([^/]+)\/([^/]+)\/commits\/([0-9a-f]+)\/pulls$/.exec(path))) {
      if (this.takeFault('commit-pulls', res)) return true;
      const [owner, repo, sha] = [m[1]!, m[2]!, m[3]!];
      const pulls = [...this.pullHeads]
        .filter(([key, head]) => key.startsWith(`${owner}/${repo}#`) && head.sha === sha)
        .map(([key, head]) => {
          const number = Number(key.slice(key.indexOf('#') + 1));
          return { number, state: 'open', head, html_url: `${this.webUrl}/${owner}/${repo}/pull/${number}` };
        });
      sendJson(res, 200, pulls);
      return true;
    }

    if (method === 'GET' && (m = /^\/repos\/([^/]+)\/([^/]+)\/deployments$/.exec(path))) {
      if (this.takeFault('deployments', res)) return true;
      const [owner, repo] = [m[1]!, m[2]!];
      const sha = url.searchParams.get('sha');
      const ref = url.searchParams.get('ref');
      const found = this.deployments
        .filter((d) => d.owner === owner && d.repo === repo && (sha === null || d.sha === sha) && (ref === null || d.ref === ref))
        .reverse();
      const { items, headers } = this.page(req, url, found);
      sendJson(
        res,
        200,
        items.map((d) => ({
          id: d.id,
          sha: d.sha,
          ref: d.ref,
          environment: d.environment,
          creator: { login: d.creator.login, type: d.creator.type },
          created_at: d.created_at,
          updated_at: d.created_at,
        })),
        headers,
      );
      return true;
    }

    if (method === 'GET' && (m = /^\/repos\/([^/]+)\/([^/]+)\/deployments\/(\d+)\/statuses$/.exec(path))) {
      if (this.takeFault('deployment-statuses', res)) return true;
      const deployment = this.deployments.find((d) => d.owner === m![1] && d.repo === m![2] && d.id === Number(m![3]));
      if (!deployment) {
        sendJson(res, 404, { message: 'Not Found' });
        return true;
      }
      const { items, headers } = this.page(req, url, [...deployment.statuses].reverse());
      sendJson(res, 200, items, headers);
      return true;
    }

    if (method === 'GET' && (m = /^\/repos\/([^/]+)\/([^/]+)\/compare\/(.+)$/.exec(path))) {
      if (this.takeFault('compare', res)) return true;
      const [owner, repo, basehead] = [m[1]!, m[2]!, decodeURIComponent(m[3]!)];
      const comparison = this.comparisons.get(`${owner}/${repo} ${basehead}`);
      if (!comparison) {
        sendJson(res, 404, { message: 'Not Found' });
        return true;
      }
      // As GitHub documents it: without paging parameters, at most 250 commits, the last the newest; with them, a
      // page of commits (oldest first). The changed files come on page 1 only, at most 300 for the whole comparison.
      const paged = url.searchParams.has('page') || url.searchParams.has('per_page');
      const commits = paged ? this.page(req, url, comparison.commits) : { items: comparison.commits.slice(-250), headers: {} };
      const firstPage = Number(url.searchParams.get('page') ?? '1') === 1;
      sendJson(
        res,
        200,
        {
          url: `${this.webUrl}/api/repos/${owner}/${repo}/compare/${basehead}`,
          html_url: `${this.webUrl}/${owner}/${repo}/compare/${basehead}`,
          status: 'ahead',
          total_commits: comparison.commits.length,
          commits: commits.items.map((c) => this.commitView(c)),
          files: firstPage ? comparison.files.slice(0, 300) : [],
        },
        commits.headers,
      );
      return true;
    }

    sendJson(res, 404, { message: 'Not Found' });
    return true;
  }
}
