export const id = 699;
export const ids = [699,433];
export const modules = {

/***/ 3699:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Aj: () => (/* binding */ questionFromIssue),
/* harmony export */   BM: () => (/* binding */ findLatestThread),
/* harmony export */   Et: () => (/* binding */ renderAnswerComment),
/* harmony export */   Tq: () => (/* binding */ monthUsageText),
/* harmony export */   renderAnswerMarkdown: () => (/* binding */ renderAnswerMarkdown),
/* harmony export */   rz: () => (/* binding */ answerMarker),
/* harmony export */   y9: () => (/* binding */ ANSWER_KIND)
/* harmony export */ });
/* unused harmony exports COMMENT_MAX, isAskAnswer, threadOf */
/* harmony import */ var _marked_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1433);
/* harmony import */ var _render_answer_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8676);
/* harmony import */ var _render_markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2495);
/* harmony import */ var _render_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(893);
/* harmony import */ var _util_redact_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(767);
/**
 * The pure pieces of answering on an issue: the answer comment's body, the
 * thread its marker records, and the question of a labelled issue. The marker
 * is the action's shared one (`formatMarker`, `kind=answer`), so an answer is
 * never taken for a command (`hasMarker`) and is found again with the other
 * comments the action wrote.
 */





/** GitHub refuses comment bodies longer than this. */
const COMMENT_MAX = 65_536;
/** Sources listed in a comment; the rest are counted. */
const SOURCES_SHOWN = 30;
/** The marker kind of an answer comment. */
const ANSWER_KIND = 'answer';
/** One source: a link when its URL is `https`, else its title and URL as plain text. */
function sourceLine(source) {
    if ((0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .httpsUrl */ .N3)(source.url))
        return `- ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .link */ .nf)(source.url, source.title || source.url)}`;
    const title = (0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .inert */ .tJ)((source.title || source.url).replace(/\s+/g, ' ').trim());
    if (!source.url || source.url === source.title)
        return `- ${title}`;
    return `- ${title} (${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(source.url)})`;
}
/**
 * The marker fields of an answer: `kind=answer`, the conversation (`thread-id`,
 * and `thread-key` for v1) and whatever else the caller records (the run).
 */
function answerMarker(thread, extra = {}) {
    const fields = { kind: ANSWER_KIND };
    if (thread?.threadId) {
        fields['thread-id'] = thread.threadId;
        if (thread.threadKey)
            fields['thread-key'] = thread.threadKey;
    }
    return { ...fields, ...extra };
}
/** `assistant message 12 of 10000 this month`: the usage line of the ask and impact comments. */
function monthUsageText(usage) {
    return `assistant message ${usage.used} of ${usage.limit} this month`;
}
const SHORTENED = '\n\n_The answer was shortened to fit in a comment._';
/**
 * The answer, filtered (`safeAnswerMarkdown`), in at most `room` characters
 * plus the note that says it was shortened. Filtering may lengthen the text
 * (escapes, link destinations shown as code), so a long answer is cut,
 * filtered again, and cut shorter while it does not fit.
 */
function fitAnswer(answer, room) {
    if (!answer)
        return '_The assistant gave an empty answer._';
    let text = answer.slice(0, Math.max(0, room));
    for (let attempt = 0; attempt < 4; attempt += 1) {
        const safe = (0,_render_answer_js__WEBPACK_IMPORTED_MODULE_1__/* .safeAnswerMarkdown */ .f)(text);
        if (safe.length <= room)
            return text.length < answer.length ? `${safe}${SHORTENED}` : safe;
        text = text.slice(0, Math.max(0, Math.floor((text.length * room) / safe.length) - 1));
    }
    return SHORTENED.trimStart();
}
/** The answer as markdown with a "Sources" section: used by the comment and the job summary. */
function renderAnswerMarkdown(answer, sources, maxLength = Infinity) {
    const shown = sources.slice(0, SOURCES_SHOWN).map(sourceLine);
    if (sources.length > SOURCES_SHOWN)
        shown.push(`- _and ${sources.length - SOURCES_SHOWN} more_`);
    const sourcesBlock = shown.length > 0 ? `\n\n### Sources\n\n${shown.join('\n')}` : '';
    const room = maxLength - sourcesBlock.length - SHORTENED.length;
    return `${fitAnswer(answer.trim(), room)}${sourcesBlock}`;
}
/**
 * The body of the comment that answers a question: the hidden marker first
 * (as on every comment the action writes), the answer, then its sources (only
 * `https` URLs become links).
 */
function renderAnswerComment(comment) {
    // Redacted before rendering (as the job comment is): escaping could hide a secret from the request hook.
    const { answer, sources, marker: fields, usage } = (0,_util_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redactAll */ .$I)(comment);
    const marker = (0,_marked_js__WEBPACK_IMPORTED_MODULE_0__/* .formatMarker */ .gJ)(fields);
    const footer = usage ? `\n\n<sub>${monthUsageText(usage)}</sub>` : '';
    // Two line breaks: after the marker and at the end.
    return `${marker}\n${renderAnswerMarkdown(answer, sources, COMMENT_MAX - marker.length - footer.length - 2)}${footer}\n`;
}
/** True for a comment this action posted as an answer. */
function isAskAnswer(body) {
    return parseMarker(body)?.kind === ANSWER_KIND;
}
/** The thread an answer's marker records, if any. */
function threadOf(marker) {
    const threadId = marker['thread-id'];
    if (marker.kind !== ANSWER_KIND || !threadId)
        return undefined;
    const threadKey = marker['thread-key'];
    return threadKey ? { threadId, threadKey } : { threadId };
}
/**
 * The thread of the latest answer that names one, so that a follow-up
 * continues the conversation. `comments` are the trusted marked comments
 * (`listMarkedComments`), oldest first; `skip` leaves some out (this run's own answer).
 */
function findLatestThread(comments, skip = () => false) {
    for (let i = comments.length - 1; i >= 0; i -= 1) {
        const marker = comments[i]?.marker;
        const thread = marker && !skip(marker) ? threadOf(marker) : undefined;
        if (thread)
            return thread;
    }
    return undefined;
}
/** The question of an issue labelled with `ask-label`: its title, then its body. */
function questionFromIssue(title, body) {
    return [title.trim(), (body ?? '').trim()].filter((part) => part !== '').join('\n\n');
}


/***/ }),

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

/***/ 8676:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ safeAnswerMarkdown)
/* harmony export */ });
/* harmony import */ var mdast_util_from_markdown__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7391);
/* harmony import */ var mdast_util_gfm__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(844);
/* harmony import */ var mdast_util_to_markdown__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1286);
/* harmony import */ var micromark_extension_gfm__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2297);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2495);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(893);






/** Containers nested deeper than this are not walked: the answer is shown as a code block instead. */
const MAX_DEPTH = 64;
/** Container markers (`>`, list bullets and numbers) that may open one line: more and the answer is shown as a code block. */
const MAX_LINE_CONTAINERS = 32;
/**
 * Emphasis, strikethrough and bracket characters in one stretch between blank
 * lines, and in the whole answer: micromark matches these in time that grows
 * with the square of their number within a paragraph (a paragraph never spans
 * a blank line), so beyond these the answer is shown as a code block.
 */
const MAX_DELIMITERS_PER_BLOCK = 1000;
const MAX_DELIMITERS = 8000;
const CONTAINER_PREFIX = /^(?:[ \t]{0,3}(?:>|[-+*](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$)))+/gm;
const CONTAINER_MARKER = /[>+*-]|\d+[.)]/g;
class TooDeepError extends Error {
    name = 'TooDeepError';
}
/**
 * Any bare `scheme://` in text is written with its `:` escaped (the GFM
 * extension covers `http` and `https`; this covers `ftp` and the rest), so
 * that no text the filter produced becomes an autolink.
 */
const UNSAFE_SCHEME = {
    character: ':',
    before: '[A-Za-z0-9+.-]',
    after: '\\/',
    inConstruct: 'phrasing',
    notInConstruct: ['autolink', 'destinationLiteral', 'destinationRaw', 'reference', 'titleQuote', 'titleApostrophe'],
};
function text(value) {
    return { type: 'text', value: (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .neutraliseMentions */ .yY)(value) };
}
/** The visible text of phrasing content, as a plain string. */
function plain(nodes) {
    return nodes.map((node) => ('value' in node ? node.value : 'children' in node ? plain(node.children) : '')).join('');
}
/**
 * What a link, image or reference that is not kept leaves: its text and,
 * unless the text already says it, its destination in inline code.
 */
function unlinked(children, url) {
    const shown = plain(children).replaceAll(_text_js__WEBPACK_IMPORTED_MODULE_1__/* .ZERO_WIDTH_SPACE */ .pe, '');
    const sameAsText = [shown, `http://${shown}`, `mailto:${shown}`].includes(url);
    if (!url || sameAsText)
        return children;
    return [...children, ...(children.length > 0 ? [text(' (')] : [text('(')]), { type: 'inlineCode', value: url }, text(')')];
}
/** A link or image to `url` with `children` as its text, or those children (plus the URL) as text. */
function linkOrText(url, children, context) {
    const https = (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .httpsUrl */ .N3)(url);
    if (!context.inLink && https && context.keepLink(https))
        return [{ type: 'link', url, title: null, children: children.length > 0 ? children : [text(url)] }];
    return context.inLink ? children : unlinked(children, url);
}
/** The filtered replacement of one node (none, one or several nodes). */
function filterNode(node, context) {
    switch (node.type) {
        case 'text':
            return [text(node.value)];
        case 'html':
            return [text(node.value)];
        case 'inlineCode':
            return [node];
        case 'code':
            // A math block renders as math: as plain code it shows its source.
            return [context.strict && /^math$/i.test(node.lang ?? '') ? { ...node, lang: null, meta: null } : node];
        case 'definition':
            return [];
        case 'link':
            return linkOrText(node.url, filterPhrasing(node.children, { ...context, inLink: true }), context);
        case 'image':
            return linkOrText(node.url, [text(node.alt || node.url)], context);
        case 'linkReference':
        case 'imageReference': {
            const url = context.definitions.get(node.identifier)?.url ?? '';
            const children = node.type === 'linkReference' ? filterPhrasing(node.children, { ...context, inLink: true }) : [text(node.alt ?? node.label ?? '')];
            return linkOrText(url, children, context);
        }
        case 'footnoteReference':
            return [text(`[^${node.label ?? node.identifier}]`)];
        case 'footnoteDefinition': {
            const [first, ...rest] = filterFlow(node.children, context);
            const label = text(`[^${node.label ?? node.identifier}]: `);
            if (first?.type === 'paragraph')
                return [{ ...first, children: [label, ...first.children] }, ...rest];
            return [{ type: 'paragraph', children: [label] }, ...(first ? [first] : []), ...rest];
        }
        default: {
            if (!('children' in node))
                return [node];
            if (context.depth >= MAX_DEPTH)
                throw new TooDeepError('The answer nests too deeply');
            const inner = { ...context, depth: context.depth + 1 };
            const flow = node.type === 'root' || node.type === 'blockquote' || node.type === 'listItem';
            const children = flow ? filterFlow(node.children, inner) : filterChildren(node.children, inner);
            return [{ ...node, children }];
        }
    }
}
function filterChildren(children, context) {
    return children.flatMap((child) => filterNode(child, context));
}
function filterPhrasing(children, context) {
    return filterChildren(children, context);
}
/** Flow content: raw HTML blocks (now text) are wrapped in paragraphs. */
function filterFlow(children, context) {
    return children.flatMap((child) => filterNode(child, context).map((node) => node.type === 'text' ? { type: 'paragraph', children: [node] } : node));
}
/**
 * Adjacent text nodes merged into one, its mentions neutralised again, and
 * an `@` that ends a text node followed by a zero-width space: whatever comes
 * next (spliced-in link text, a kept link, emphasis), the `@` starts no name.
 * Walks the tree already filtered, so its depth is bounded by `MAX_DEPTH`.
 */
function joinText(node) {
    if (!('children' in node))
        return node;
    const children = [];
    for (const child of node.children) {
        const last = children.at(-1);
        if (child.type === 'text' && last?.type === 'text')
            last.value += child.value;
        else
            children.push(child.type === 'text' ? { ...child } : joinText(child));
    }
    for (const child of children) {
        if (child.type !== 'text')
            continue;
        child.value = (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .neutraliseMentions */ .yY)(child.value);
        if (child.value.endsWith('@'))
            child.value += _text_js__WEBPACK_IMPORTED_MODULE_1__/* .ZERO_WIDTH_SPACE */ .pe;
    }
    return { ...node, children };
}
/** Every `$` of a text node written as the reference `&#36;` (an `html` node, written as it is): never a math delimiter. */
function dollarsAsReferences(node) {
    if (!('children' in node))
        return node;
    const children = [];
    for (const child of node.children) {
        if (child.type !== 'text' || !child.value.includes('$')) {
            children.push(dollarsAsReferences(child));
            continue;
        }
        child.value.split('$').forEach((part, index) => {
            if (index > 0)
                children.push({ type: 'html', value: '&#36;' });
            if (part)
                children.push({ type: 'text', value: part });
        });
    }
    return { ...node, children };
}
/** True when parsing `markdown` could take more than linear time or nest too deeply to walk (see the limits above). */
function tooCostly(markdown) {
    let total = 0;
    for (const block of markdown.split(/\n[ \t]*\n/)) {
        const count = block.match(/[*_~[\]]/g)?.length ?? 0;
        if (count > MAX_DELIMITERS_PER_BLOCK)
            return true;
        total += count;
    }
    if (total > MAX_DELIMITERS)
        return true;
    for (const [prefix] of markdown.matchAll(CONTAINER_PREFIX)) {
        if ((prefix.match(CONTAINER_MARKER)?.length ?? 0) > MAX_LINE_CONTAINERS)
            return true;
    }
    return false;
}
/** Every definition by its normalised identifier; the first one wins, as in CommonMark. */
function collectDefinitions(root) {
    const found = new Map();
    const stack = [root];
    for (let node = stack.pop(); node; node = stack.pop()) {
        if (node.type === 'definition' && !found.has(node.identifier))
            found.set(node.identifier, node);
        if ('children' in node)
            stack.push(...[...node.children].reverse());
    }
    return found;
}
/**
 * The assistant's answer as safe markdown for a comment or the job summary
 * (see the module comment). An answer too costly to parse or nested too
 * deeply to walk is shown as a code block instead, which renders nothing.
 */
function safeAnswerMarkdown(answer, options = {}) {
    const strict = options.strict === true;
    const markdown = (strict ? (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .dropBidi */ .CR)(answer) : answer).replace(/\r\n?/g, '\n');
    // Strict: a code block of the raw text would still hold its `$`, which is harmless inside code.
    if (tooCostly(markdown))
        return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .codeBlock */ .DV)(markdown, 'markdown');
    try {
        const tree = (0,mdast_util_from_markdown__WEBPACK_IMPORTED_MODULE_2__/* .fromMarkdown */ .Y)(markdown, { extensions: [(0,micromark_extension_gfm__WEBPACK_IMPORTED_MODULE_3__/* .gfm */ .T)()], mdastExtensions: [(0,mdast_util_gfm__WEBPACK_IMPORTED_MODULE_4__/* .gfmFromMarkdown */ .C)()] });
        const context = {
            definitions: collectDefinitions(tree),
            keepLink: options.keepLink ?? (() => true),
            strict,
            inLink: false,
            depth: 0,
        };
        const [root] = filterNode(tree, context);
        const joined = joinText(root);
        return (0,mdast_util_to_markdown__WEBPACK_IMPORTED_MODULE_5__/* .toMarkdown */ .l)(strict ? dollarsAsReferences(joined) : joined, {
            extensions: [(0,mdast_util_gfm__WEBPACK_IMPORTED_MODULE_4__/* .gfmToMarkdown */ .H)(), { unsafe: [UNSAFE_SCHEME] }],
            bullet: '-',
            rule: '-',
            fences: true,
        }).trimEnd();
    }
    catch (error) {
        if (!(error instanceof TooDeepError || error instanceof RangeError))
            throw error;
        return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .codeBlock */ .DV)(markdown, 'markdown');
    }
}


/***/ })

};

//# sourceMappingURL=699.index.js.map