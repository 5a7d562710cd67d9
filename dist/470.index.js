export const id = 470;
export const ids = [470];
export const modules = {

/***/ 4055:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  y9: () => (/* binding */ ANSWER_KIND),
  rz: () => (/* binding */ answerMarker),
  BM: () => (/* binding */ findLatestThread),
  Aj: () => (/* binding */ questionFromIssue),
  Et: () => (/* binding */ renderAnswerComment),
  renderAnswerMarkdown: () => (/* binding */ renderAnswerMarkdown)
});

// UNUSED EXPORTS: COMMENT_MAX, isAskAnswer, threadOf

// EXTERNAL MODULE: ./src/github/comments.ts + 1 modules
var comments = __webpack_require__(9067);
// EXTERNAL MODULE: ./node_modules/mdast-util-from-markdown/lib/index.js + 39 modules
var lib = __webpack_require__(7391);
// EXTERNAL MODULE: ./node_modules/mdast-util-gfm/lib/index.js + 10 modules
var mdast_util_gfm_lib = __webpack_require__(844);
// EXTERNAL MODULE: ./node_modules/mdast-util-to-markdown/lib/index.js + 10 modules
var mdast_util_to_markdown_lib = __webpack_require__(1286);
// EXTERNAL MODULE: ./node_modules/micromark-extension-gfm/index.js + 7 modules
var micromark_extension_gfm = __webpack_require__(2297);
// EXTERNAL MODULE: ./src/render/markdown.ts
var render_markdown = __webpack_require__(2495);
// EXTERNAL MODULE: ./src/render/text.ts
var render_text = __webpack_require__(893);
;// CONCATENATED MODULE: ./src/render/answer.ts






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
function answer_text(value) {
    return { type: 'text', value: (0,render_text/* neutraliseMentions */.yY)(value) };
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
    const shown = plain(children).replaceAll(render_text/* ZERO_WIDTH_SPACE */.pe, '');
    const sameAsText = [shown, `http://${shown}`, `mailto:${shown}`].includes(url);
    if (!url || sameAsText)
        return children;
    return [...children, ...(children.length > 0 ? [answer_text(' (')] : [answer_text('(')]), { type: 'inlineCode', value: url }, answer_text(')')];
}
/** A link or image to `url` with `children` as its text, or those children (plus the URL) as text. */
function linkOrText(url, children, context) {
    if (!context.inLink && (0,render_text/* httpsUrl */.N3)(url))
        return [{ type: 'link', url, title: null, children: children.length > 0 ? children : [answer_text(url)] }];
    return context.inLink ? children : unlinked(children, url);
}
/** The filtered replacement of one node (none, one or several nodes). */
function filterNode(node, context) {
    switch (node.type) {
        case 'text':
            return [answer_text(node.value)];
        case 'html':
            return [answer_text(node.value)];
        case 'inlineCode':
        case 'code':
            return [node];
        case 'definition':
            return [];
        case 'link':
            return linkOrText(node.url, filterPhrasing(node.children, { ...context, inLink: true }), context);
        case 'image':
            return linkOrText(node.url, [answer_text(node.alt || node.url)], context);
        case 'linkReference':
        case 'imageReference': {
            const url = context.definitions.get(node.identifier)?.url ?? '';
            const children = node.type === 'linkReference' ? filterPhrasing(node.children, { ...context, inLink: true }) : [answer_text(node.alt ?? node.label ?? '')];
            return linkOrText(url, children, context);
        }
        case 'footnoteReference':
            return [answer_text(`[^${node.label ?? node.identifier}]`)];
        case 'footnoteDefinition': {
            const [first, ...rest] = filterFlow(node.children, context);
            const label = answer_text(`[^${node.label ?? node.identifier}]: `);
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
        child.value = (0,render_text/* neutraliseMentions */.yY)(child.value);
        if (child.value.endsWith('@'))
            child.value += render_text/* ZERO_WIDTH_SPACE */.pe;
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
function safeAnswerMarkdown(answer) {
    const markdown = answer.replace(/\r\n?/g, '\n');
    if (tooCostly(markdown))
        return (0,render_markdown/* codeBlock */.DV)(markdown, 'markdown');
    try {
        const tree = (0,lib/* fromMarkdown */.Y)(markdown, { extensions: [(0,micromark_extension_gfm/* gfm */.T)()], mdastExtensions: [(0,mdast_util_gfm_lib/* gfmFromMarkdown */.C)()] });
        const context = { definitions: collectDefinitions(tree), inLink: false, depth: 0 };
        const [root] = filterNode(tree, context);
        return (0,mdast_util_to_markdown_lib/* toMarkdown */.l)(joinText(root), {
            extensions: [(0,mdast_util_gfm_lib/* gfmToMarkdown */.H)(), { unsafe: [UNSAFE_SCHEME] }],
            bullet: '-',
            rule: '-',
            fences: true,
        }).trimEnd();
    }
    catch (error) {
        if (!(error instanceof TooDeepError || error instanceof RangeError))
            throw error;
        return (0,render_markdown/* codeBlock */.DV)(markdown, 'markdown');
    }
}

// EXTERNAL MODULE: ./src/runner/redact.ts
var redact = __webpack_require__(8949);
;// CONCATENATED MODULE: ./src/modes/ask/comment.ts
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
    if ((0,render_text/* httpsUrl */.N3)(source.url))
        return `- ${(0,render_markdown/* link */.nf)(source.url, source.title || source.url)}`;
    const title = (0,render_markdown/* inert */.tJ)((source.title || source.url).replace(/\s+/g, ' ').trim());
    if (!source.url || source.url === source.title)
        return `- ${title}`;
    return `- ${title} (${(0,render_markdown/* code */.aY)(source.url)})`;
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
        const safe = safeAnswerMarkdown(text);
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
    const { answer, sources, marker: fields } = (0,redact/* redactAll */.$I)(comment);
    const marker = (0,comments/* formatMarker */.gJ)(fields);
    // Two line breaks: after the marker and at the end.
    return `${marker}\n${renderAnswerMarkdown(answer, sources, COMMENT_MAX - marker.length - 2)}\n`;
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

/***/ 818:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ANSWERS_PER_ISSUE_PER_HOUR: () => (/* binding */ ANSWERS_PER_ISSUE_PER_HOUR),
/* harmony export */   AnswerReply: () => (/* binding */ AnswerReply),
/* harmony export */   askUsageReply: () => (/* binding */ askUsageReply),
/* harmony export */   recentAnswers: () => (/* binding */ recentAnswers),
/* harmony export */   startAsk: () => (/* binding */ startAsk)
/* harmony export */ });
/* harmony import */ var _agent_comment_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4607);
/* harmony import */ var _runner_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4090);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17);
/* harmony import */ var _github_comments_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9067);
/* harmony import */ var _github_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3116);
/* harmony import */ var _triggers_event_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2765);
/* harmony import */ var _render_markdown_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2495);
/* harmony import */ var _runner_log_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7708);
/* harmony import */ var _agent_start_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9903);
/* harmony import */ var _triggers_trigger_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(1966);
/* harmony import */ var _comment_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(4055);











/**
 * The loop guard: at most this many answers on one issue or pull request in
 * any hour (counted from the answer markers on it). A comment the action wrote
 * is never a question (`hasMarker`), so a loop needs another party answering
 * every answer (a bot in `allowed-bots`, a second workflow); this cap ends it.
 */
const ANSWERS_PER_ISSUE_PER_HOUR = 10;
const HOUR_MS = 3_600_000;
/** The reply to `<command> ask` with no question: how to use it. */
function askUsageReply(trigger, command, run) {
    return [
        (0,_github_comments_js__WEBPACK_IMPORTED_MODULE_3__/* .formatMarker */ .gJ)((0,_agent_comment_js__WEBPACK_IMPORTED_MODULE_0__/* .runMarker */ .qW)(run, 'usage')),
        `**Docs assistant**: write the question after ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_6__/* .code */ .aY)(`${command} ${_triggers_trigger_js__WEBPACK_IMPORTED_MODULE_9__/* .ASK_SUBCOMMAND */ .cH}`)}, for example:`,
        '',
        '```',
        `${command} ${_triggers_trigger_js__WEBPACK_IMPORTED_MODULE_9__/* .ASK_SUBCOMMAND */ .cH} how do I rotate an API key?`,
        '```',
        '',
        `Nothing was asked for ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_6__/* .link */ .nf)(trigger.comment.url, 'this comment')}.`,
        '',
    ].join('\n');
}
/** The answers on the issue within the last hour, by the markers' comments' creation time. */
function recentAnswers(comments, now) {
    return comments.filter((c) => c.marker.kind === _comment_js__WEBPACK_IMPORTED_MODULE_10__/* .ANSWER_KIND */ .y9 && now - Date.parse(c.createdAt) < HOUR_MS).length;
}
/**
 * Posts the answer as one comment on the issue or pull request (on a re-run,
 * updates the one an earlier attempt of the run wrote), and reacts on the
 * triggering comment. GitHub failures are warnings: the answer is never lost.
 */
class AnswerReply {
    options;
    constructor(options) {
        this.options = options;
    }
    /** 👀, 😕: on the triggering comment, when there is one. */
    async react(content) {
        const { github, trigger } = this.options;
        if (trigger.kind !== 'ask')
            return;
        await (0,_github_comments_js__WEBPACK_IMPORTED_MODULE_3__/* .reactTo */ .xC)(github, trigger, content, this.options.log);
    }
    /** Writes the answer comment; its URL, or '' when there is none. */
    async post(answer) {
        const { github, target, run, existing } = this.options;
        if (!target)
            return '';
        const marker = (0,_comment_js__WEBPACK_IMPORTED_MODULE_10__/* .answerMarker */ .rz)(answer, (0,_agent_comment_js__WEBPACK_IMPORTED_MODULE_0__/* .runMarker */ .qW)(run, _comment_js__WEBPACK_IMPORTED_MODULE_10__/* .ANSWER_KIND */ .y9));
        const body = (0,_comment_js__WEBPACK_IMPORTED_MODULE_10__/* .renderAnswerComment */ .Et)({ answer: answer.text, sources: answer.sources, marker });
        try {
            const posted = await (0,_github_comments_js__WEBPACK_IMPORTED_MODULE_3__/* .upsertComment */ .lB)(github, target, body, existing);
            this.options.log.info(`Answered on #${target.issueNumber}: ${posted.url}`);
            return posted.url;
        }
        catch (error) {
            this.options.log.warning((0,_github_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .describeGitHubError */ .dZ)(`post the answer on #${target.issueNumber}`, error, (0,_github_comments_js__WEBPACK_IMPORTED_MODULE_3__/* .writePermissionFor */ .MQ)(target)));
            return '';
        }
    }
}
function inputThread(settings) {
    if (!settings.threadId)
        return undefined;
    return settings.threadKey ? { threadId: settings.threadId, threadKey: settings.threadKey } : { threadId: settings.threadId };
}
/** Resolves the event into a question to ask, or the reason there is none. */
async function startAsk(options) {
    const { settings, env, log } = options;
    const triggerSettings = settings.trigger;
    const parsed = (0,_triggers_trigger_js__WEBPACK_IMPORTED_MODULE_9__/* .parseTrigger */ .uc)(await (0,_triggers_event_js__WEBPACK_IMPORTED_MODULE_5__/* .readEvent */ .j_)(env), triggerSettings, env, { labelInput: _runner_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G.AskLabel });
    if (parsed.kind === 'ignored')
        return { kind: 'skip', reason: parsed.reason, triggeredBy: parsed.triggeredBy, commentUrl: '' };
    const by = (0,_triggers_trigger_js__WEBPACK_IMPORTED_MODULE_9__/* .triggeredBy */ .HO)(parsed);
    const skip = (reason, commentUrl = '') => ({ kind: 'skip', reason, triggeredBy: by, commentUrl });
    if (parsed.kind === 'command') {
        return skip(`Nothing to do: '${triggerSettings.command} <instruction>' starts an agent job, which a step with 'mode: agent' runs; this step answers '${triggerSettings.command} ${_triggers_trigger_js__WEBPACK_IMPORTED_MODULE_9__/* .ASK_SUBCOMMAND */ .cH} <question>'.`);
    }
    const trigger = parsed;
    const refusal = await (0,_agent_start_js__WEBPACK_IMPORTED_MODULE_8__.authorize)(trigger, triggerSettings, options.github);
    if (refusal)
        return skip(refusal);
    const run = (0,_agent_comment_js__WEBPACK_IMPORTED_MODULE_0__/* .runIdentity */ .yK)(env);
    const target = triggerSettings.comment ? (0,_triggers_trigger_js__WEBPACK_IMPORTED_MODULE_9__/* .resolveCommentTarget */ .z1)(trigger, triggerSettings) : undefined;
    let question;
    switch (trigger.kind) {
        case 'ask':
            question = trigger.question;
            break;
        case 'label':
            question = (0,_comment_js__WEBPACK_IMPORTED_MODULE_10__/* .questionFromIssue */ .Aj)(trigger.subject.title, trigger.subject.body);
            break;
        case 'standalone':
            question = settings.question;
            break;
    }
    if (trigger.kind === 'ask' && !question) {
        const reason = `Nothing to ask: the comment holds '${triggerSettings.command} ${_triggers_trigger_js__WEBPACK_IMPORTED_MODULE_9__/* .ASK_SUBCOMMAND */ .cH}' with no question after it.`;
        const commentUrl = target && !settings.dryRun
            ? await (0,_agent_start_js__WEBPACK_IMPORTED_MODULE_8__.replyUsage)(await options.github(), target, askUsageReply(trigger, triggerSettings.command, run), run, triggerSettings, log)
            : '';
        return skip(reason, commentUrl);
    }
    // The answers already on the issue: the conversation to continue, the loop guard, this run's own on a re-run.
    const github = target || trigger.kind === 'ask' ? await options.github() : undefined;
    let marked = [];
    if (github && target) {
        try {
            marked = await (0,_github_comments_js__WEBPACK_IMPORTED_MODULE_3__/* .listMarkedComments */ .b2)(github, target, triggerSettings);
        }
        catch (error) {
            log.warning(`Could not read the comments on #${target.issueNumber} (${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .getErrorMessage */ .u1)(error)}): the question starts a new conversation.`);
        }
        const recent = recentAnswers(marked, options.clock.now());
        if (recent >= ANSWERS_PER_ISSUE_PER_HOUR) {
            return skip(`Not answering: #${target.issueNumber} already has ${recent} answers from the last hour (at most ${ANSWERS_PER_ISSUE_PER_HOUR}), a guard against answer loops.`);
        }
    }
    const ownAnswer = (0,_agent_comment_js__WEBPACK_IMPORTED_MODULE_0__/* .isRunMarker */ .GW)(run, _comment_js__WEBPACK_IMPORTED_MODULE_10__/* .ANSWER_KIND */ .y9);
    const existing = run.attempt > 1 ? marked.findLast((c) => ownAnswer(c.marker)) : undefined;
    const thread = inputThread(settings) ?? (0,_comment_js__WEBPACK_IMPORTED_MODULE_10__/* .findLatestThread */ .BM)(marked, ownAnswer);
    if (thread && !settings.threadId)
        log.info(`Continuing the conversation of the latest answer on #${target?.issueNumber ?? ''}: thread ${(0,_runner_log_js__WEBPACK_IMPORTED_MODULE_7__/* .quote */ .hD)(thread.threadId)}.`);
    const reply = github && !settings.dryRun ? new AnswerReply({ github, target, trigger, run, existing, log }) : undefined;
    await reply?.react('eyes');
    return { kind: 'ask', question, thread, triggeredBy: by, reply };
}


/***/ }),

/***/ 5327:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ic: () => (/* binding */ describeFailure),
/* harmony export */   K4: () => (/* binding */ AskStreamError),
/* harmony export */   SC: () => (/* binding */ threadIdFrom),
/* harmony export */   Wm: () => (/* binding */ threadIdField),
/* harmony export */   pM: () => (/* binding */ addSource)
/* harmony export */ });
/** The answer stream failed or ended early; `partial` is what had arrived. */
class AskStreamError extends Error {
    partial;
    name = 'AskStreamError';
    constructor(message, partial) {
        super(message);
        this.partial = partial;
    }
}
/** Adds a source unless one with the same URL (or, without a URL, the same title) is there. */
function addSource(sources, url, title) {
    const source = { url, title: title?.trim() || url };
    if (!source.url && !source.title)
        return;
    const same = (s) => (url ? s.url === url : !s.url && s.title === source.title);
    if (!sources.some(same))
        sources.push(source);
}
/** A thread id as the service may give it: a non-empty string. */
function threadIdFrom(value) {
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
/** `threadId` of a JSON object, when it is one. */
function threadIdField(value) {
    if (value === null || typeof value !== 'object' || Array.isArray(value))
        return undefined;
    return threadIdFrom(value.threadId);
}
/** Why a stream failed, with the cause a fetch error carries (`terminated (other side closed)`). */
function describeFailure(error) {
    if (!(error instanceof Error))
        return String(error);
    const cause = error.cause;
    return cause instanceof Error && cause.message && cause.message !== error.message ? `${error.message} (${cause.message})` : error.message;
}


/***/ }),

/***/ 6896:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  AskTimeoutError: () => (/* binding */ AskTimeoutError),
  askAssistant: () => (/* binding */ askAssistant),
  buildAskRequest: () => (/* binding */ buildAskRequest)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./node_modules/ky/distribution/index.js + 12 modules
var distribution = __webpack_require__(6725);
// EXTERNAL MODULE: ./node_modules/ky/distribution/errors/HTTPError.js
var HTTPError = __webpack_require__(9010);
// EXTERNAL MODULE: ./src/util/backoff.ts
var backoff = __webpack_require__(9360);
// EXTERNAL MODULE: ./src/runner/names.ts
var names = __webpack_require__(4090);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(17);
// EXTERNAL MODULE: ./src/service/agent/client.ts
var client = __webpack_require__(5566);
// EXTERNAL MODULE: ./src/service/assistant/answer.ts
var assistant_answer = __webpack_require__(5327);
// EXTERNAL MODULE: ./node_modules/zod/v4/mini/schemas.js
var schemas = __webpack_require__(4343);
// EXTERNAL MODULE: ./src/runner/redact.ts
var redact = __webpack_require__(8949);
;// CONCATENATED MODULE: ./src/service/assistant/stream-v1.ts
/**
 * The v1 answer: the AI SDK v4 data-stream protocol, one `CODE:JSON` part per
 * line. The SDK's own reader (`@ai-sdk/ui-utils` 1.x) would bring a second
 * major version of `@ai-sdk/provider-utils` and of zod into the bundle, so this
 * reader follows its rules instead, part by part: the same sixteen codes, the
 * same checks on each value, an unknown code or a value that fails its check is
 * an error, and the `d`/`e` finish parts keep only the fields the SDK keeps
 * (the thread id is read from the raw part, as in v2).
 */



const objectWith = (shape) => schemas/* looseObject */._H3(shape);
/** `typeof value === 'object'` as the SDK checks it: null and arrays pass. */
const anyObjectType = schemas/* custom */.IeY((value) => typeof value === 'object');
/** A non-null object (arrays pass, as in the SDK). */
const nonNullObject = schemas/* custom */.IeY((value) => value !== null && typeof value === 'object');
/** The SDK checks `"result" in value`, so the key must be present. */
const hasResult = schemas/* custom */.IeY((value) => value !== null && typeof value === 'object' && 'result' in value);
/** The v4 parts (`@ai-sdk/ui-utils` `data-stream-parts`), by code. */
const DATA_STREAM_PARTS = {
    '0': { name: 'text', schema: schemas/* string */.YjP() },
    '2': { name: 'data', schema: schemas/* array */.YOg(schemas/* unknown */.L5J()) },
    '3': { name: 'error', schema: schemas/* string */.YjP() },
    '8': { name: 'message_annotations', schema: schemas/* array */.YOg(schemas/* unknown */.L5J()) },
    '9': {
        name: 'tool_call',
        schema: objectWith({ toolCallId: schemas/* string */.YjP(), toolName: schemas/* string */.YjP(), args: anyObjectType }),
    },
    a: { name: 'tool_result', schema: schemas/* intersection */.E$q(objectWith({ toolCallId: schemas/* string */.YjP() }), hasResult) },
    b: { name: 'tool_call_streaming_start', schema: objectWith({ toolCallId: schemas/* string */.YjP(), toolName: schemas/* string */.YjP() }) },
    c: { name: 'tool_call_delta', schema: objectWith({ toolCallId: schemas/* string */.YjP(), argsTextDelta: schemas/* string */.YjP() }) },
    d: { name: 'finish_message', schema: objectWith({ finishReason: schemas/* string */.YjP() }) },
    e: { name: 'finish_step', schema: objectWith({ finishReason: schemas/* string */.YjP() }) },
    f: { name: 'start_step', schema: objectWith({ messageId: schemas/* string */.YjP() }) },
    g: { name: 'reasoning', schema: schemas/* string */.YjP() },
    h: { name: 'source', schema: nonNullObject },
    i: { name: 'redacted_reasoning', schema: objectWith({ data: schemas/* string */.YjP() }) },
    j: { name: 'reasoning_signature', schema: objectWith({ signature: schemas/* string */.YjP() }) },
    k: { name: 'file', schema: objectWith({ data: schemas/* string */.YjP(), mimeType: schemas/* string */.YjP() }) },
};
/** One line of the stream as the v4 SDK's `parseDataStreamPart` reads it; throws where it throws. */
function parseDataStreamLine(line) {
    const separator = line.indexOf(':');
    if (separator === -1)
        throw new Error('Failed to parse stream string. No separator found.');
    const prefix = line.slice(0, separator);
    if (!Object.hasOwn(DATA_STREAM_PARTS, prefix))
        throw new Error(`Failed to parse stream string. Invalid code ${prefix}.`);
    const code = prefix;
    const part = DATA_STREAM_PARTS[code];
    const value = JSON.parse(line.slice(separator + 1));
    const parsed = part.schema.safeParse(value);
    if (!parsed.success) {
        throw new Error(`"${part.name}" part does not have the shape the data-stream protocol gives it: ${(0,redact/* clip */.$Q)(line, 200)}`);
    }
    return { code, name: part.name, value };
}
/** Splits a byte stream into lines, as the SDK does (a last line without `\n` still counts). */
async function* lines(body) {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
        for (;;) {
            const { done, value } = await reader.read();
            buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
            let newline = buffer.indexOf('\n');
            while (newline !== -1) {
                const line = buffer.slice(0, newline);
                buffer = buffer.slice(newline + 1);
                if (line !== '')
                    yield line;
                newline = buffer.indexOf('\n');
            }
            if (done)
                break;
        }
    }
    finally {
        // Stops reading a stream abandoned early (an error part); harmless once it is done.
        await reader.cancel().catch(() => undefined);
    }
    if (buffer !== '')
        yield buffer;
}
/** Reads a v1 answer stream to its end; throws `AskStreamError` (with the partial answer) when it fails. */
async function readDataStreamAnswer(body, headers) {
    const answer = {
        text: '',
        sources: [],
        threadId: (0,assistant_answer/* threadIdFrom */.SC)(headers.get('x-thread-id')),
        threadKey: (0,assistant_answer/* threadIdFrom */.SC)(headers.get('x-thread-key')),
    };
    let streamThreadId;
    let finished = false;
    let parts = 0;
    try {
        for await (const line of lines(body)) {
            const part = parseDataStreamLine(line);
            parts += 1;
            switch (part.code) {
                case '0':
                    answer.text += part.value;
                    break;
                case '3':
                    throw new assistant_answer/* AskStreamError */.K4(`The assistant answered with an error: ${part.value}`, withThread(answer, streamThreadId));
                case 'h': {
                    const source = part.value;
                    if (typeof source.url === 'string') {
                        (0,assistant_answer/* addSource */.pM)(answer.sources, source.url, typeof source.title === 'string' ? source.title : undefined);
                    }
                    break;
                }
                case '8':
                    for (const annotation of part.value)
                        streamThreadId = (0,assistant_answer/* threadIdField */.Wm)(annotation) ?? streamThreadId;
                    break;
                case 'd':
                    finished = true;
                    streamThreadId = (0,assistant_answer/* threadIdField */.Wm)(part.value) ?? streamThreadId;
                    break;
                default:
                    // Data, tool, reasoning, step and file parts carry nothing the answer needs.
                    break;
            }
        }
    }
    catch (error) {
        if (error instanceof assistant_answer/* AskStreamError */.K4)
            throw error;
        const reason = (0,assistant_answer/* describeFailure */.Ic)(error);
        throw new assistant_answer/* AskStreamError */.K4(`The answer stream failed: ${reason}`, withThread(answer, streamThreadId));
    }
    if (!finished) {
        throw new assistant_answer/* AskStreamError */.K4(parts === 0
            ? `The answer stream carried no data-stream part (content-type ${JSON.stringify(headers.get('content-type') ?? '')}): is the service's v1 assistant at this URL?`
            : 'The answer stream ended before its finish part (`d:`): the answer is incomplete.', withThread(answer, streamThreadId));
    }
    return withThread(answer, streamThreadId);
}
/** The thread id from the stream (finish part or annotation) wins over the `X-Thread-Id` header. */
function withThread(answer, streamThreadId) {
    return { ...answer, threadId: streamThreadId ?? answer.threadId };
}

// EXTERNAL MODULE: ./node_modules/@ai-sdk/provider-utils/dist/index.js + 3 modules
var dist = __webpack_require__(3725);
// EXTERNAL MODULE: ./node_modules/ai/dist/index.js + 3 modules
var ai_dist = __webpack_require__(5926);
;// CONCATENATED MODULE: ./src/service/assistant/stream-v2.ts
/**
 * The v2 answer: an AI SDK (v5+) UI message stream (SSE `data:` frames, ended
 * by `[DONE]`), read with the SDK's own parsing: `parseJsonEventStream` with
 * `uiMessageChunkSchema` turns frames into validated chunks exactly as the
 * SDK's `DefaultChatTransport` does, and `readUIMessageStream` builds the
 * message from them as a chat client would.
 *
 * The thread id: the spec puts it at the top level of the `finish` chunk, a
 * field the SDK's schema does not list. The pinned SDK (7.x) validates chunks
 * with loose objects, so that field passes; it is read from the raw frame
 * (`rawValue`), which `readUIMessageStream` would otherwise drop. Also
 * accepted: `messageMetadata.threadId` and the `X-Thread-Id` header.
 */



/** A frame the SDK's chunk schema refuses: a chat client would fail on it too. */
class StreamFormatError extends Error {
    name = 'StreamFormatError';
}
/** The answer as far as the message has been built. */
function answerOf(message, threadId, headers) {
    const texts = [];
    const sources = [];
    for (const part of message?.parts ?? []) {
        if (part.type === 'text' && part.text)
            texts.push(part.text);
        else if (part.type === 'source-url')
            (0,assistant_answer/* addSource */.pM)(sources, part.url, part.title);
        else if (part.type === 'source-document')
            (0,assistant_answer/* addSource */.pM)(sources, '', part.title);
    }
    return {
        text: texts.join('\n\n'),
        sources,
        threadId: threadId ?? (0,assistant_answer/* threadIdField */.Wm)(message?.metadata) ?? (0,assistant_answer/* threadIdFrom */.SC)(headers.get('x-thread-id')),
        threadKey: (0,assistant_answer/* threadIdFrom */.SC)(headers.get('x-thread-key')),
    };
}
/** Reads a v2 answer stream to its end; throws `AskStreamError` (with the partial answer) when it fails. */
async function readUiMessageAnswer(body, headers) {
    // Filled in by the transform below, as chunks pass.
    const seen = {
        finished: false,
        chunks: 0,
    };
    const chunks = (0,dist/* parseJsonEventStream */._Z)({ stream: body, schema: ai_dist/* uiMessageChunkSchema */._ED }).pipeThrough(new TransformStream({
        transform(result, controller) {
            if (!result.success) {
                const raw = JSON.stringify(result.rawValue);
                throw new StreamFormatError(`a frame is not a UI message chunk (${result.error.message.split('\n')[0] ?? ''}): ${(0,redact/* clip */.$Q)(raw ?? '', 200)}`);
            }
            seen.chunks += 1;
            const chunk = result.value;
            if (chunk.type === 'finish') {
                seen.finished = true;
                const threadId = (0,assistant_answer/* threadIdField */.Wm)(result.rawValue);
                if (threadId)
                    seen.finishThreadId = threadId;
            }
            else if (chunk.type === 'error') {
                seen.errorText = chunk.errorText;
            }
            controller.enqueue(chunk);
        },
    }));
    let message;
    try {
        for await (const snapshot of (0,ai_dist/* readUIMessageStream */.k_o)({ stream: chunks, terminateOnError: true })) {
            message = snapshot;
        }
    }
    catch (error) {
        const partial = answerOf(message, seen.finishThreadId, headers);
        if (seen.errorText !== undefined) {
            throw new assistant_answer/* AskStreamError */.K4(`The assistant answered with an error: ${seen.errorText}`, partial);
        }
        const reason = (0,assistant_answer/* describeFailure */.Ic)(error);
        throw new assistant_answer/* AskStreamError */.K4(`The answer stream failed: ${reason}`, partial);
    }
    const answer = answerOf(message, seen.finishThreadId, headers);
    if (!seen.finished) {
        throw new assistant_answer/* AskStreamError */.K4(seen.chunks === 0
            ? `The answer stream carried no UI message chunk (content-type ${JSON.stringify(headers.get('content-type') ?? '')}): is the service's v2 assistant at this URL?`
            : 'The answer stream ended before its finish event: the answer is incomplete.', answer);
    }
    return answer;
}

// EXTERNAL MODULE: ./src/service/http.ts + 1 modules
var http = __webpack_require__(7382);
;// CONCATENATED MODULE: ./src/service/assistant/client.ts










/** `POST {base}/discovery/{version}/assistant/{domain}/message` with the body the version expects. */
function buildAskRequest(settings, question, newId = external_node_crypto_.randomUUID) {
    const base = settings.baseUrl.href.endsWith('/') ? settings.baseUrl.href : `${settings.baseUrl.href}/`;
    const url = new URL(`discovery/${settings.apiVersion}/assistant/${encodeURIComponent(settings.domain)}/message`, base);
    const message = { id: newId(), role: 'user', parts: [{ type: 'text', text: question }] };
    if (settings.apiVersion === 'v1')
        message.content = question;
    const body = {
        fp: settings.fp,
        messages: [message],
        threadId: settings.threadId ?? null,
        retrievalPageSize: settings.retrievalPageSize,
        filter: settings.filter ?? null,
    };
    if (settings.threadKey !== undefined)
        body.threadKey = settings.threadKey;
    if (settings.context !== undefined)
        body.context = settings.context;
    if (settings.currentPath !== undefined)
        body.currentPath = settings.currentPath;
    return { url, body };
}
/** The answer took too long in total, or the stream went quiet. */
class AskTimeoutError extends Error {
    name = 'AskTimeoutError';
}
function seconds(ms) {
    return `${Math.round(ms / 100) / 10} s`;
}
/** Why the service refused, with what to do about it. */
function hint(status, retryAfter, retryAfterMs, settings) {
    switch (status) {
        case 429: {
            const warning = (0,backoff/* retryAfterWarning */.DC)(retryAfter, Date.now());
            const wait = retryAfterMs === undefined
                ? `the service gave no${warning ? ' readable' : ''} Retry-After; wait before asking again`
                : `retry after ${seconds(retryAfterMs)} (Retry-After: ${retryAfter ?? ''}${warning ? `; ${warning}` : ''})`;
            return `the assistant's rate limit was reached (10,000 requests per organization per hour and per IP address per day, 10,000 messages per key per month); ${wait}`;
        }
        case 401:
            return `check '${names/* Inputs */.G.AssistantApiKey}': the key is invalid or expired`;
        case 403:
            return `the key is not allowed here (IP allow-list or scope); check '${names/* Inputs */.G.AssistantApiKey}'`;
        case 404:
            return settings.threadId
                ? `no such domain, or the thread ${JSON.stringify(settings.threadId)} is unknown${settings.apiVersion === 'v1' ? ` (v1 threads also need their '${names/* Inputs */.G.ThreadKey}')` : ''}`
                : `check '${names/* Inputs */.G.Domain}' (${JSON.stringify(settings.domain)})`;
        default:
            return '';
    }
}
/**
 * Ends the body stream's wait when no byte arrives for `idleMs`. A chunk
 * resets the timer; the abort ends the request, whose body then errors.
 */
function watchIdle(body, idleMs, onIdle) {
    let timer;
    const dispose = () => {
        clearTimeout(timer);
    };
    const arm = () => {
        dispose();
        timer = setTimeout(onIdle, idleMs);
    };
    arm();
    const stream = body.pipeThrough(new TransformStream({
        transform(chunk, controller) {
            arm();
            controller.enqueue(chunk);
        },
        flush: dispose,
    }));
    return { stream, dispose };
}
/** Sends the question and reads the answer stream of the configured version. */
async function askAssistant(settings, request, options = {}) {
    const shownUrl = `${request.url.origin}${request.url.pathname}`;
    const controller = new AbortController();
    const stop = (message) => {
        controller.abort(new AskTimeoutError(message));
    };
    const overall = setTimeout(() => {
        stop(`no complete answer within ${seconds(settings.timeoutMs)} ('${names/* Inputs */.G.AskTimeoutSeconds}')`);
    }, settings.timeoutMs);
    // The caller's cancellation reaches the request through this controller, which the timers keep reachable.
    const onCancel = () => {
        controller.abort(new errors/* AbortedError */.oM('the run was cancelled'));
    };
    if (options.signal?.aborted)
        onCancel();
    else
        options.signal?.addEventListener('abort', onCancel, { once: true });
    const signal = controller.signal;
    try {
        let response;
        try {
            response = await distribution/* default */.Ay.post(request.url, {
                json: request.body,
                headers: {
                    authorization: `Bearer ${settings.assistantApiKey}`,
                    accept: 'text/event-stream, text/plain, application/json',
                },
                // One question, one request: a retry would ask twice.
                retry: 0,
                // The overall and idle timers below cover the stream; ky's timeout would stop at the headers.
                timeout: false,
                // A redirect is answered, never followed (the transport insists on it whatever is asked here).
                redirect: 'manual',
                signal,
                fetch: (0,http/* guardedFetch */.x)(options.fetch ? { fetch: options.fetch } : {}),
            });
        }
        catch (error) {
            if (error instanceof HTTPError/* HTTPError */.H)
                throw await refusal(error.response);
            if (signal.aborted) {
                const reason = abortReason(signal);
                reason.message = `POST ${shownUrl} got no response: ${reason.message}`;
                throw reason;
            }
            const code = (0,client/* networkCode */.e8)(error);
            throw new errors/* ServiceNetworkError */.GM('POST', shownUrl, code, client/* BEFORE_SEND_CODES */.g$.has(code));
        }
        if (!response.body)
            throw new errors/* ServiceHttpError */.iL('POST', shownUrl, response.status, 'no response body', undefined);
        const body = watchIdle(response.body, settings.idleTimeoutMs, () => {
            stop(`no data for ${seconds(settings.idleTimeoutMs)} ('${names/* Inputs */.G.AskIdleTimeoutSeconds}')`);
        });
        const read = settings.apiVersion === 'v1' ? readDataStreamAnswer : readUiMessageAnswer;
        try {
            return await read(body.stream, response.headers);
        }
        catch (error) {
            // A stream ended by a timeout or a cancellation says so, keeping what had arrived.
            if (signal.aborted && error instanceof assistant_answer/* AskStreamError */.K4) {
                throw new assistant_answer/* AskStreamError */.K4(`The answer stream stopped: ${abortReason(signal).message}`, error.partial);
            }
            throw error;
        }
        finally {
            body.dispose();
        }
    }
    finally {
        clearTimeout(overall);
        options.signal?.removeEventListener('abort', onCancel);
        // Ends whatever is still open of the exchange (a stream abandoned after an error chunk).
        if (!signal.aborted)
            controller.abort(new Error('the answer was read'));
    }
    /** A status other than 2xx (ky's `HTTPError`), with what to do about it. */
    async function refusal(response) {
        if (response.status >= 300 && response.status < 400) {
            await response.body?.cancel();
            const location = response.headers.get('location');
            const target = location ? new URL(location, request.url).origin : 'an unknown location';
            return new errors/* ServiceHttpError */.iL('POST', shownUrl, response.status, `redirect to ${target} not followed`, undefined);
        }
        let text;
        try {
            text = await response.text();
        }
        catch (error) {
            if (signal.aborted)
                return abortReason(signal);
            return new errors/* ServiceNetworkError */.GM('POST', shownUrl, (0,client/* networkCode */.e8)(error), false);
        }
        const retryAfter = response.headers.get('retry-after');
        const retryAfterMs = (0,backoff/* parseRetryAfter */.mu)(retryAfter, Date.now());
        const detail = [(0,client/* errorDetail */.m2)(text), hint(response.status, retryAfter, retryAfterMs, settings)].filter((part) => part !== '').join(': ');
        return new errors/* ServiceHttpError */.iL('POST', shownUrl, response.status, detail, retryAfterMs);
    }
}
function abortReason(signal) {
    const reason = signal.reason;
    if (reason instanceof AskTimeoutError)
        return reason;
    return new errors/* AbortedError */.oM('the run was cancelled');
}


/***/ })

};

//# sourceMappingURL=470.index.js.map