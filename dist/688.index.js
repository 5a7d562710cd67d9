export const id = 688;
export const ids = [688,433];
export const modules = {

/***/ 1433:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $u: () => (/* binding */ isUnknownOutcome),
/* harmony export */   CD: () => (/* binding */ WORKFLOW_BOT),
/* harmony export */   Jp: () => (/* binding */ findMarkedComment),
/* harmony export */   MQ: () => (/* binding */ writePermissionFor),
/* harmony export */   b2: () => (/* binding */ listMarkedComments),
/* harmony export */   gJ: () => (/* binding */ formatMarker),
/* harmony export */   gY: () => (/* binding */ parseMarker),
/* harmony export */   lB: () => (/* binding */ upsertComment),
/* harmony export */   vv: () => (/* binding */ updateComment),
/* harmony export */   xC: () => (/* binding */ reactTo),
/* harmony export */   xY: () => (/* binding */ hasMarker)
/* harmony export */ });
/* unused harmony exports MARKER_PREFIX, createComment, addReaction */
/* harmony import */ var _github_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3116);
/* harmony import */ var _github_identity_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7369);


/** The workflow permission a write on the target needs, for messages. */
function writePermissionFor(target) {
    return target.isPullRequest ? 'pull-requests: write' : 'issues: write';
}
const MARKER_PREFIX = '<!-- docs-agent-action';
/**
 * The marker as the action writes it: the very start of the comment, alone on
 * its first line. A marker anywhere else (a comment by another workflow with
 * the same identity that echoes a title or a body holding one) is not one.
 */
const MARKER = /^<!-- docs-agent-action((?: [a-z-]+=[^\s>]*)*) -->(?:\r?\n|$)/;
/** `<!-- docs-agent-action kind=job job-id=… run-id=… -->` */
function formatMarker(fields) {
    const pairs = Object.entries(fields).map(([key, value]) => ` ${key}=${encodeURIComponent(value)}`);
    return `${MARKER_PREFIX}${pairs.join('')} -->`;
}
/** Control characters (C0, DEL, C1 with NEL) and line separators: never in a value the action wrote, and unsafe to log. */
const UNSAFE_VALUE = /[\p{Cc}\u2028\u2029]/u;
/**
 * The marker's fields, or undefined when the text does not start with one
 * (alone on its first line), or a value holds a control or line-separator character.
 */
function parseMarker(body) {
    const match = MARKER.exec(body ?? '');
    if (!match)
        return undefined;
    const fields = {};
    for (const pair of (match[1] ?? '').trim().split(' ').filter(Boolean)) {
        const at = pair.indexOf('=');
        let value;
        try {
            value = decodeURIComponent(pair.slice(at + 1));
        }
        catch {
            return undefined;
        }
        if (UNSAFE_VALUE.test(value))
            return undefined;
        fields[pair.slice(0, at)] = value;
    }
    return fields;
}
/** True when the text is, or holds anywhere (quotes), a comment the action wrote: such a comment is never a command. */
function hasMarker(body) {
    return (body ?? '').includes(MARKER_PREFIX);
}
/** The login the workflow token (`github.token`) comments as. */
const WORKFLOW_BOT = 'github-actions[bot]';
/** The logins each client has created comments as in this run (the identity the action writes as). */
const ownLogins = new WeakMap();
function noteOwnLogin(client, login) {
    if (!login)
        return;
    const logins = ownLogins.get(client) ?? new Set();
    logins.add(login);
    ownLogins.set(client, logins);
}
/** Logins name one account whatever their case. */
function sameLogin(login, other) {
    return other !== undefined && login.toLowerCase() === other.toLowerCase();
}
/**
 * True when a marker by this author is believed: the action's own identity
 * only, that is `github-actions[bot]`, the login this run's comments were
 * created as, or the token's own login as GraphQL's `viewer` names it
 * (`<app-slug>[bot]` for a GitHub App token, the person for a personal token;
 * asked once per run and only then). Whatever `min-permission` says: on a
 * public repository GitHub answers `read` for anyone, so a permission never
 * makes someone else's marker count. Never `author_association` either.
 */
async function isOwnAuthor(client, author) {
    if (!author?.login)
        return false;
    if (author.login === WORKFLOW_BOT || ownLogins.get(client)?.has(author.login) === true)
        return true;
    return sameLogin(author.login, await (0,_github_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .tokenLogin */ .n)(client));
}
/**
 * Every comment on the target that carries a believed marker (`isOwnAuthor`),
 * oldest first. Any other author's marker is ignored, so nobody but the
 * action can point a re-run at a job, or a question at a conversation, of
 * their choosing. `_trust` is not read (see `MarkerTrust`).
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- callers in other capabilities still pass it; drop it with them
async function listMarkedComments(client, target, _trust) {
    const found = [];
    const pages = client.paginate.iterator(client.rest.issues.listComments, {
        owner: target.owner,
        repo: target.repo,
        issue_number: target.issueNumber,
        per_page: 100,
    });
    for await (const page of pages) {
        for (const comment of page.data) {
            const marker = parseMarker(comment.body);
            if (marker && (await isOwnAuthor(client, comment.user))) {
                found.push({ id: comment.id, url: comment.html_url, body: comment.body ?? '', marker, createdAt: comment.created_at });
            }
        }
    }
    return found;
}
/** The latest comment on the target whose (believed) marker matches. */
async function findMarkedComment(client, target, trust, match) {
    return (await listMarkedComments(client, target, trust)).findLast((comment) => match(comment.marker));
}
/**
 * Creates a comment, never retried: a POST that failed with a 5xx may have
 * created the comment all the same, and a retry would post it twice. The
 * caller looks the comment up by its marker before creating it again
 * (`isUnknownOutcome`).
 */
async function createComment(client, target, body) {
    const { data } = await client.rest.issues.createComment({
        owner: target.owner,
        repo: target.repo,
        issue_number: target.issueNumber,
        body,
        request: { retries: 0 },
    });
    noteOwnLogin(client, data.user?.login);
    return { id: data.id, url: data.html_url, body: data.body ?? body };
}
async function updateComment(client, target, commentId, body) {
    const { data } = await client.rest.issues.updateComment({
        owner: target.owner,
        repo: target.repo,
        comment_id: commentId,
        body,
    });
    return { id: data.id, url: data.html_url, body: data.body ?? body };
}
/**
 * Writes the comment: updates `existing` in place when given, else creates
 * one. The body should carry a marker (`formatMarker`) so it can be found again.
 */
async function upsertComment(client, target, body, existing) {
    return existing ? updateComment(client, target, existing.id, body) : createComment(client, target, body);
}
/** True when a failed write may have happened all the same: a 5xx, or no answer at all. */
function isUnknownOutcome(error) {
    const status = (0,_github_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .statusOf */ .c2)(error);
    return status === undefined || status >= 500;
}
/** Adds a reaction to a comment (GitHub answers 200 when it is already there). */
async function addReaction(client, repository, comment, content) {
    const params = { owner: repository.owner, repo: repository.repo, comment_id: comment.id, content };
    if (comment.review)
        await client.rest.reactions.createForPullRequestReviewComment(params);
    else
        await client.rest.reactions.createForIssueComment(params);
}
/** Adds a reaction to the triggering comment; a failure is a warning naming the permission, never thrown. */
async function reactTo(client, trigger, content, log) {
    try {
        await addReaction(client, trigger.repository, trigger.comment, content);
    }
    catch (error) {
        const permission = trigger.comment.review || trigger.subject.isPullRequest ? 'pull-requests: write' : 'issues: write';
        log.warning((0,_github_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .describeGitHubError */ .dZ)(`add the ${content} reaction to the triggering comment`, error, permission));
    }
}


/***/ }),

/***/ 5920:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GZ: () => (/* binding */ findNote),
/* harmony export */   Kq: () => (/* binding */ leaveNote),
/* harmony export */   _W: () => (/* binding */ endedWithPull),
/* harmony export */   dt: () => (/* binding */ parsePullLink),
/* harmony export */   eJ: () => (/* binding */ findFollowUp),
/* harmony export */   tx: () => (/* binding */ pullTarget),
/* harmony export */   vz: () => (/* binding */ sourceOf)
/* harmony export */ });
/* unused harmony exports NOTE_KIND, noteMarker, noteViewOf, renderNote */
/* harmony import */ var _marked_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1433);
/* harmony import */ var _github_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3116);
/* harmony import */ var _util_redact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(767);
/* harmony import */ var _render_markdown_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2495);
/* harmony import */ var _render_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(893);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(17);






/** The marker kind of the note. */
const NOTE_KIND = 'note';
/**
 * The pull request a job's `prLink` names, when it is an https link to a pull
 * request on this GitHub server (`GITHUB_SERVER_URL`, github.com by default).
 */
function parsePullLink(prLink, serverUrl = 'https://github.com') {
    const url = (0,_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .httpsUrl */ .N3)(prLink);
    const server = (0,_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .httpsUrl */ .N3)(serverUrl);
    if (!url || !server || url.host !== server.host || url.search || url.hash)
        return undefined;
    const base = server.pathname.replace(/\/+$/, '');
    if (!url.pathname.startsWith(`${base}/`))
        return undefined;
    const match = /^\/([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+)\/pull\/([1-9]\d{0,9})\/?$/.exec(url.pathname.slice(base.length));
    const [, owner, repo, number] = match ?? [];
    if (!owner || !repo || !number)
        return undefined;
    return { owner, repo, number: Number(number) };
}
/** True when the job has ended with a pull request the action can leave a note on. */
function endedWithPull(job, serverUrl) {
    return job.status === 'completed' || job.status === 'archived' ? parsePullLink(job.prLink, serverUrl) : undefined;
}
/** Where the job's request came from, as the note shows it. */
function sourceOf(trigger) {
    const where = (n, pull) => `${pull ? 'pull request' : 'issue'} ${trigger.repository ? `${trigger.repository.owner}/${trigger.repository.repo}` : ''}#${n}`;
    switch (trigger.kind) {
        case 'label':
            return { label: where(trigger.subject.number, trigger.subject.isPullRequest), url: trigger.subject.url };
        case 'command':
            return { label: `a comment on ${where(trigger.subject.number, trigger.subject.isPullRequest)}`, url: trigger.comment.url };
        case 'merged':
            return { label: `merged ${where(trigger.subject.number, true)}`, url: trigger.subject.url };
        case 'push':
            return { label: `a push to ${trigger.push.branch}`, url: trigger.push.compareUrl };
        case 'standalone':
            return undefined;
    }
}
/**
 * The note's marker: the job, where its request came from, and the URLs of
 * the changes appended to its pull request, so an update re-renders the note
 * from its own marker.
 */
function noteMarker(view) {
    const fields = { kind: NOTE_KIND, 'job-id': view.jobId };
    if (view.origin) {
        fields.from = view.origin.label;
        if (view.origin.url)
            fields['from-url'] = view.origin.url;
    }
    if (view.runUrl)
        fields['run-url'] = view.runUrl;
    if (view.appended.length > 0)
        fields.appended = view.appended.join(' ');
    return fields;
}
/** The note's view as its marker records it (the command and permission are this run's). */
function noteViewOf(marker, settings) {
    return {
        ...settings,
        jobId: marker['job-id'] ?? '',
        origin: marker.from === undefined ? undefined : { label: marker.from, url: marker['from-url'] },
        runUrl: marker['run-url'],
        appended: (marker.appended ?? '').split(' ').filter((url) => (0,_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .httpsUrl */ .N3)(url) !== undefined),
    };
}
/** The note's markdown: links only for https URLs, the rest inert. */
function renderNote(view) {
    const lines = [(0,_marked_js__WEBPACK_IMPORTED_MODULE_0__/* .formatMarker */ .gJ)(noteMarker(view)), `**Docs agent** · this pull request was opened by agent job ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .code */ .aY)(view.jobId)}.`, ''];
    const from = [];
    if (view.origin)
        from.push(`Requested in ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .link */ .nf)(view.origin.url, view.origin.label)}`);
    if (view.runUrl)
        from.push((0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .link */ .nf)(view.runUrl, 'workflow run'));
    if (from.length > 0)
        lines.push(`${from.join(' · ')}.`, '');
    if (view.appended.length > 0) {
        lines.push('Later changes sent to the same job:', '', ...view.appended.map((url) => `- ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .link */ .nf)(url)}`), '');
    }
    lines.push(`To refine it, comment on this pull request (a review comment on a line tells the agent the file and line too):`, '', '```', `${view.command} <instruction>`, '```', '', `The instruction goes to the same job as a follow-up message, and the agent pushes to this pull request. ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .code */ .aY)(`${view.command} new <instruction>`)} starts a new job instead. Open to people with ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .code */ .aY)(view.minPermission)} permission or more; each message counts against the hourly budget like a new job.`, '');
    return lines.join('\n');
}
/** The target of the note on a pull request. */
function pullTarget(pull) {
    return { owner: pull.owner, repo: pull.repo, issueNumber: pull.number, isPullRequest: true };
}
/** The note for this job on its pull request, if one is there (and believed). */
async function findNote(github, target, trust, jobId) {
    return (0,_marked_js__WEBPACK_IMPORTED_MODULE_0__/* .findMarkedComment */ .Jp)(github, target, trust, (marker) => marker.kind === NOTE_KIND && (jobId === undefined || marker['job-id'] === jobId));
}
/**
 * Leaves the note on the job's pull request, once: a re-run, or a later run
 * for the same job, finds the one there and leaves it (or, with `append`,
 * adds that change to its list). Returns its URL; '' when it could not be
 * written (a warning says why).
 */
async function leaveNote(options) {
    const { github, job, log } = options;
    const pull = parsePullLink(job.prLink, options.serverUrl);
    if (!pull)
        return '';
    const target = pullTarget(pull);
    const where = `${pull.owner}/${pull.repo}#${pull.number}`;
    try {
        const existing = await findNote(github, target, options.trust, job.id);
        const view = existing ? noteViewOf(existing.marker, options.view) : { ...options.view, jobId: job.id, appended: [] };
        if (existing && (options.append === undefined || view.appended.includes(options.append)))
            return existing.url;
        if (options.append !== undefined)
            view.appended.push(options.append);
        // Redacted before rendering, as every comment is (escaping could hide a secret from the request hook).
        const posted = await (0,_marked_js__WEBPACK_IMPORTED_MODULE_0__/* .upsertComment */ .lB)(github, target, renderNote((0,_util_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .redactAll */ .$I)(view)), existing);
        log.info(`${existing ? 'Updated' : 'Left'} the note on pull request ${where}: ${posted.url}`);
        return posted.url;
    }
    catch (error) {
        const status = (0,_github_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(error);
        const hint = status === 403 || status === 404
            ? ` Refining the pull request with '${options.view.command} …' comments needs this action in a workflow of ${pull.owner}/${pull.repo} and a token that may comment there.`
            : '';
        log.warning(`${(0,_github_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .describeGitHubError */ .dZ)(`leave the note on pull request ${where}`, error, 'pull-requests: write')}${hint}`);
        return '';
    }
}
/**
 * For `<command> <instruction>` on a pull request that carries a believed
 * note: the job that opened it. Undefined for `<command> new …`, outside pull
 * requests, without a token, or when the pull request has no note. A failed
 * read is thrown: a new job could be a second pull request the user did not
 * ask for.
 */
async function findFollowUp(trigger, settings, github) {
    if (trigger.kind !== 'command' || !trigger.subject.isPullRequest || trigger.fresh || !settings.githubToken)
        return undefined;
    const target = { ...trigger.repository, issueNumber: trigger.subject.number, isPullRequest: true };
    let note;
    try {
        note = await findNote(await github(), target, settings);
    }
    catch (error) {
        throw new Error(`Could not look for the note of the agent job behind pull request #${target.issueNumber} (${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .getErrorMessage */ .u1)(error)}); no message or job was sent. Re-run, or comment '${settings.command} new <instruction>' for a new job.`, { cause: error });
    }
    const jobId = note?.marker['job-id'];
    if (!note || !jobId)
        return undefined;
    const origin = noteViewOf(note.marker, settings).origin;
    return { jobId, noteUrl: note.url, ...(origin ? { origin } : {}) };
}


/***/ }),

/***/ 9688:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FollowUpRefusedError: () => (/* binding */ FollowUpRefusedError),
/* harmony export */   noteOnPull: () => (/* binding */ noteOnPull),
/* harmony export */   refusedFollowUp: () => (/* binding */ refusedFollowUp)
/* harmony export */ });
/* harmony import */ var _runner_log_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7708);
/* harmony import */ var _comment_pr_note_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5920);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17);
/* harmony import */ var _service_agent_failures_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2690);




/**
 * Leaves the note on the pull request the job ended with (once per job; a
 * re-run or a later follow-up finds it). Never throws.
 */
async function noteOnPull(job, start, trigger, github, serverUrl, append) {
    if (!(0,_comment_pr_note_js__WEBPACK_IMPORTED_MODULE_1__/* .endedWithPull */ ._W)(job, serverUrl))
        return '';
    return (0,_comment_pr_note_js__WEBPACK_IMPORTED_MODULE_1__/* .leaveNote */ .Kq)({
        github: await github(),
        job,
        trust: trigger,
        log: _runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .Rm,
        ...(serverUrl ? { serverUrl } : {}),
        view: {
            origin: (0,_comment_pr_note_js__WEBPACK_IMPORTED_MODULE_1__/* .sourceOf */ .vz)(start.trigger),
            runUrl: start.run.url,
            command: trigger.command,
            minPermission: trigger.minPermission,
        },
        append,
    });
}
/** The service refused a follow-up message (400, 404): the job cannot be continued. */
class FollowUpRefusedError extends Error {
    name = 'FollowUpRefusedError';
    jobId;
    status;
    detail;
    constructor(jobId, error, command) {
        super(`The service refused the follow-up message to agent job ${jobId} (${error.status}: ${error.detail}): that job cannot be continued, and no new job was started. To start a new job (a new pull request), comment '${command} new <instruction>', or label an issue.`, { cause: error });
        this.jobId = jobId;
        this.status = error.status;
        this.detail = error.detail;
    }
}
/** A 400 or 404 from the message endpoint as a `FollowUpRefusedError`; anything else as it is. */
function refusedFollowUp(thrown, jobId, command) {
    const error = (0,_service_agent_failures_js__WEBPACK_IMPORTED_MODULE_3__/* .serviceErrorOf */ .TI)(thrown);
    if (error instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ServiceHttpError */ .iL && (error.status === 400 || error.status === 404))
        return new FollowUpRefusedError(jobId, error, command);
    return thrown;
}


/***/ }),

/***/ 7369:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ tokenLogin)
/* harmony export */ });
/* unused harmony export VIEWER_QUERY */
/* harmony import */ var _runner_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4090);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17);
/**
 * The account this run's token acts as, learnt from GitHub: `github-actions[bot]`
 * for the workflow token, `<app-slug>[bot]` for a GitHub App installation token,
 * the person for a personal token. Read only when a marker from an unknown account
 * must be judged, and at most once per client (one client per run).
 */


/**
 * GraphQL's `viewer` answers every kind of token; REST `GET /user` is 403 for
 * installation tokens, and `GET /app` needs the App's JWT.
 */
const VIEWER_QUERY = 'query { viewer { login } }';
const viewers = new WeakMap();
/**
 * The token's own login, or undefined when GitHub would not say (a warning on
 * the client's log, once: a failure is kept for the run, so nothing is asked twice).
 */
async function tokenLogin(client) {
    let read = viewers.get(client);
    if (!read) {
        read = readViewer(client);
        viewers.set(client, read);
    }
    return read;
}
async function readViewer(client) {
    try {
        const data = await client.graphql(VIEWER_QUERY);
        const login = data.viewer?.login;
        if (typeof login === 'string' && login)
            return login;
        throw new Error('the answer names no login');
    }
    catch (error) {
        client.log.warn(`Could not learn which account '${_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.GithubToken}' acts as (GraphQL viewer: ${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .getErrorMessage */ .u1)(error)}): markers written by any account but github-actions[bot] are not believed in this run.`);
        return undefined;
    }
}


/***/ }),

/***/ 2690:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RE: () => (/* binding */ isDefiniteCreateFailure),
/* harmony export */   TI: () => (/* binding */ serviceErrorOf)
/* harmony export */ });
/* unused harmony export isServiceError */
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17);
/**
 * Which failures of the job's creation leave the service without a job, and
 * so give the budget's slot back.
 */

const isServiceError = (error) => error instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceHttpError */ .iL || error instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceNetworkError */ .GM;
/** A definite failure: the service surely did not create the job. */
function isDefiniteCreateFailure(error) {
    // A follow-up message held back while its job worked, until the deadline: nothing was sent.
    if (error instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .JobStillWorkingError */ .Dn || error instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .MessageNotSentError */ .Fn || error instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .DeadlineBeforeSendError */ .wG)
        return true;
    if (error instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceHttpError */ .iL)
        return error.status < 500;
    return error instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceNetworkError */ .GM && error.beforeSend;
}
/** The service's own error: a retry loop that gave up wraps it as its cause. */
function serviceErrorOf(thrown) {
    return thrown instanceof Error && !isServiceError(thrown) && isServiceError(thrown.cause) ? thrown.cause : thrown;
}


/***/ })

};

//# sourceMappingURL=688.index.js.map