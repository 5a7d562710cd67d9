export const id = 772;
export const ids = [772,891];
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

/***/ 3918:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ usageReply),
/* harmony export */   u: () => (/* binding */ replyUsage)
/* harmony export */ });
/* harmony import */ var _marked_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1433);
/* harmony import */ var _github_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3116);
/* harmony import */ var _render_markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2495);
/* harmony import */ var _job_comment_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(30);




/** The reply to a command with no instruction: how to use it. */
function usageReply(trigger, command, run) {
    return [
        (0,_marked_js__WEBPACK_IMPORTED_MODULE_0__/* .formatMarker */ .gJ)((0,_job_comment_js__WEBPACK_IMPORTED_MODULE_3__.runMarker)(run, 'usage')),
        `**Docs agent**: write the instruction after ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(command)}, on the same line or the lines below, for example:`,
        '',
        '```',
        `${command} fix the broken links on the quickstart page`,
        '```',
        '',
        `No job was started for ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .link */ .nf)(trigger.comment.url, 'this comment')}.`,
        '',
    ].join('\n');
}
/**
 * Posts a usage reply (its body carries the `usage` run marker), updating the
 * one an earlier attempt of this run wrote. Returns its URL; a GitHub failure
 * is a warning and gives ''.
 */
async function replyUsage(github, target, body, run, trust, log) {
    try {
        const existing = run.attempt > 1 ? await (0,_marked_js__WEBPACK_IMPORTED_MODULE_0__/* .findMarkedComment */ .Jp)(github, target, trust, (0,_job_comment_js__WEBPACK_IMPORTED_MODULE_3__.isRunMarker)(run, 'usage')) : undefined;
        const posted = await (0,_marked_js__WEBPACK_IMPORTED_MODULE_0__/* .upsertComment */ .lB)(github, target, body, existing);
        return posted.url;
    }
    catch (error) {
        log.warning((0,_github_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .describeGitHubError */ .dZ)(`reply on #${target.issueNumber}`, error, (0,_marked_js__WEBPACK_IMPORTED_MODULE_0__/* .writePermissionFor */ .MQ)(target)));
        return '';
    }
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
/* harmony import */ var _comment_job_comment_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(30);
/* harmony import */ var _runner_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4090);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17);
/* harmony import */ var _comment_marked_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1433);
/* harmony import */ var _github_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3116);
/* harmony import */ var _triggers_event_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2765);
/* harmony import */ var _render_markdown_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2495);
/* harmony import */ var _runner_log_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7708);
/* harmony import */ var _comment_usage_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3918);
/* harmony import */ var _triggers_trust_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(5207);
/* harmony import */ var _triggers_trigger_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(1966);
/* harmony import */ var _triggers_types_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(9748);
/* harmony import */ var _comment_answer_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(3699);














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
        (0,_comment_marked_js__WEBPACK_IMPORTED_MODULE_3__/* .formatMarker */ .gJ)((0,_comment_job_comment_js__WEBPACK_IMPORTED_MODULE_0__.runMarker)(run, 'usage')),
        `**Docs assistant**: write the question after ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_6__/* .code */ .aY)(`${command} ${_triggers_types_js__WEBPACK_IMPORTED_MODULE_12__/* .ASK_SUBCOMMAND */ .c}`)}, for example:`,
        '',
        '```',
        `${command} ${_triggers_types_js__WEBPACK_IMPORTED_MODULE_12__/* .ASK_SUBCOMMAND */ .c} how do I rotate an API key?`,
        '```',
        '',
        `Nothing was asked for ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_6__/* .link */ .nf)(trigger.comment.url, 'this comment')}.`,
        '',
    ].join('\n');
}
/** The answers on the issue within the last hour, by the markers' comments' creation time. */
function recentAnswers(comments, now) {
    return comments.filter((c) => c.marker.kind === _comment_answer_js__WEBPACK_IMPORTED_MODULE_11__/* .ANSWER_KIND */ .y9 && now - Date.parse(c.createdAt) < HOUR_MS).length;
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
        await (0,_comment_marked_js__WEBPACK_IMPORTED_MODULE_3__/* .reactTo */ .xC)(github, trigger, content, this.options.log);
    }
    /** Writes the answer comment; its URL, or '' when there is none. */
    async post(answer, usage) {
        const { github, target, run, existing } = this.options;
        if (!target)
            return '';
        const marker = (0,_comment_answer_js__WEBPACK_IMPORTED_MODULE_11__/* .answerMarker */ .rz)(answer, (0,_comment_job_comment_js__WEBPACK_IMPORTED_MODULE_0__.runMarker)(run, _comment_answer_js__WEBPACK_IMPORTED_MODULE_11__/* .ANSWER_KIND */ .y9));
        const body = (0,_comment_answer_js__WEBPACK_IMPORTED_MODULE_11__/* .renderAnswerComment */ .Et)({ answer: answer.text, sources: answer.sources, marker, usage });
        try {
            const posted = await (0,_comment_marked_js__WEBPACK_IMPORTED_MODULE_3__/* .upsertComment */ .lB)(github, target, body, existing);
            this.options.log.info(`Answered on #${target.issueNumber}: ${posted.url}`);
            return posted.url;
        }
        catch (error) {
            this.options.log.warning((0,_github_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .describeGitHubError */ .dZ)(`post the answer on #${target.issueNumber}`, error, (0,_comment_marked_js__WEBPACK_IMPORTED_MODULE_3__/* .writePermissionFor */ .MQ)(target)));
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
    const parsed = (0,_triggers_trigger_js__WEBPACK_IMPORTED_MODULE_10__/* .parseTrigger */ .uc)(await (0,_triggers_event_js__WEBPACK_IMPORTED_MODULE_5__.readEvent)(env), triggerSettings, env, { labelInput: _runner_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.AskLabel });
    if (parsed.kind === 'ignored')
        return { kind: 'skip', reason: parsed.reason, triggeredBy: parsed.triggeredBy, commentUrl: '' };
    const by = (0,_triggers_trigger_js__WEBPACK_IMPORTED_MODULE_10__/* .triggeredBy */ .HO)(parsed);
    const skip = (reason, commentUrl = '') => ({ kind: 'skip', reason, triggeredBy: by, commentUrl });
    if (parsed.kind === 'command') {
        return skip(`Nothing to do: '${triggerSettings.command} <instruction>' starts an agent job, which a step with 'mode: agent' runs; this step answers '${triggerSettings.command} ${_triggers_types_js__WEBPACK_IMPORTED_MODULE_12__/* .ASK_SUBCOMMAND */ .c} <question>'.`);
    }
    const trigger = parsed;
    const refusal = await (0,_triggers_trust_js__WEBPACK_IMPORTED_MODULE_9__/* .authorize */ .G)(trigger, triggerSettings, options.github);
    if (refusal)
        return skip(refusal);
    const run = (0,_comment_job_comment_js__WEBPACK_IMPORTED_MODULE_0__.runIdentity)(env);
    const target = triggerSettings.comment ? (0,_triggers_trigger_js__WEBPACK_IMPORTED_MODULE_10__/* .resolveCommentTarget */ .z1)(trigger, triggerSettings) : undefined;
    let question;
    switch (trigger.kind) {
        case 'ask':
            question = trigger.question;
            break;
        case 'label':
            question = (0,_comment_answer_js__WEBPACK_IMPORTED_MODULE_11__/* .questionFromIssue */ .Aj)(trigger.subject.title, trigger.subject.body);
            break;
        case 'standalone':
            question = settings.question;
            break;
    }
    if (trigger.kind === 'ask' && !question) {
        const reason = `Nothing to ask: the comment holds '${triggerSettings.command} ${_triggers_types_js__WEBPACK_IMPORTED_MODULE_12__/* .ASK_SUBCOMMAND */ .c}' with no question after it.`;
        const commentUrl = target && !settings.dryRun
            ? await (0,_comment_usage_js__WEBPACK_IMPORTED_MODULE_8__/* .replyUsage */ .u)(await options.github(), target, askUsageReply(trigger, triggerSettings.command, run), run, triggerSettings, log)
            : '';
        return skip(reason, commentUrl);
    }
    // The answers already on the issue: the conversation to continue, the loop guard, this run's own on a re-run.
    const github = target || trigger.kind === 'ask' ? await options.github() : undefined;
    let marked = [];
    if (github && target) {
        try {
            marked = await (0,_comment_marked_js__WEBPACK_IMPORTED_MODULE_3__/* .listMarkedComments */ .b2)(github, target, triggerSettings);
        }
        catch (error) {
            log.warning(`Could not read the comments on #${target.issueNumber} (${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .getErrorMessage */ .u1)(error)}): the question starts a new conversation.`);
        }
        const recent = recentAnswers(marked, options.clock.now());
        if (recent >= ANSWERS_PER_ISSUE_PER_HOUR) {
            return skip(`Not answering: #${target.issueNumber} already has ${recent} answers from the last hour (at most ${ANSWERS_PER_ISSUE_PER_HOUR}), a guard against answer loops.`);
        }
    }
    const ownAnswer = (0,_comment_job_comment_js__WEBPACK_IMPORTED_MODULE_0__.isRunMarker)(run, _comment_answer_js__WEBPACK_IMPORTED_MODULE_11__/* .ANSWER_KIND */ .y9);
    const existing = run.attempt > 1 ? marked.findLast((c) => ownAnswer(c.marker)) : undefined;
    const thread = inputThread(settings) ?? (0,_comment_answer_js__WEBPACK_IMPORTED_MODULE_11__/* .findLatestThread */ .BM)(marked, ownAnswer);
    if (thread && !settings.threadId)
        log.info(`Continuing the conversation of the latest answer on #${target?.issueNumber ?? ''}: thread ${(0,_runner_log_js__WEBPACK_IMPORTED_MODULE_7__/* .quote */ .hD)(thread.threadId)}.`);
    const reply = github && !settings.dryRun ? new AnswerReply({ github, target, trigger, run, existing, log }) : undefined;
    await reply?.react('eyes');
    return { kind: 'ask', question, thread, triggeredBy: by, reply };
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


/***/ }),

/***/ 2891:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ formatDuration),
/* harmony export */   f: () => (/* binding */ formatTime)
/* harmony export */ });
/**
 * Times as the log, the comment and the summary show them. Kept apart from
 * the job and budget logic so that the report of a failed inputs check loads
 * neither.
 */
/** Elapsed time as `1m05s`, for the log's progress lines. */
function formatDuration(ms) {
    const total = Math.round(ms / 1000);
    const minutes = Math.floor(total / 60);
    const seconds = total % 60;
    if (minutes === 0)
        return `${seconds}s`;
    return `${minutes}m${String(seconds).padStart(2, '0')}s`;
}
/** `2025-01-31 14:05:12 UTC`, rounded up to the second, for messages and the summary. */
function formatTime(time) {
    return new Date(Math.ceil(time / 1000) * 1000)
        .toISOString()
        .replace('T', ' ')
        .replace(/\.\d{3}Z$/, ' UTC');
}


/***/ }),

/***/ 1966:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  uc: () => (/* binding */ parseTrigger),
  z1: () => (/* binding */ resolveCommentTarget),
  HO: () => (/* binding */ triggeredBy)
});

// UNUSED EXPORTS: parseCommand

// EXTERNAL MODULE: ./src/runner/names.ts
var names = __webpack_require__(4090);
// EXTERNAL MODULE: ./src/comment/marked.ts
var marked = __webpack_require__(1433);
// EXTERNAL MODULE: ./src/triggers/event.ts
var triggers_event = __webpack_require__(2765);
// EXTERNAL MODULE: ./src/github/permissions.ts
var permissions = __webpack_require__(5435);
// EXTERNAL MODULE: ./src/runner/log.ts
var log = __webpack_require__(7708);
;// CONCATENATED MODULE: ./src/triggers/merge-push.ts
/**
 * Docs that follow the code: a merged pull request or a push to a branch
 * starts a job. A pull request closed without merging, a tag push and a
 * branch deletion start nothing, and say why.
 */



function actorOf(user) {
    return user ? { login: user.login, bot: (0,permissions/* isBot */.w2)(user) } : undefined;
}
const ZERO_SHA = /^0+$/;
/** A `closed` pull request: merged, a job; not merged, nothing to do. */
function parseClosedPull(event, repository) {
    const payload = (0,triggers_event.parsePayload)(triggers_event.ClosedPullRequestEventSchema, event);
    const pr = payload.pull_request;
    const triggeredBy = pr.merged_by?.login ?? payload.sender?.login ?? '';
    if (pr.merged !== true) {
        return {
            kind: 'ignored',
            triggeredBy,
            reason: `Nothing to do: pull request #${pr.number} was closed without being merged; only a merged pull request starts a job.`,
        };
    }
    // GitHub names the merger in `merged_by`; the sender of a `closed` event is the merger too.
    const actor = actorOf(pr.merged_by) ?? actorOf(payload.sender);
    if (!actor)
        throw new Error(`The ${event.name} event payload names no merger: cannot tell who merged the pull request`);
    return {
        kind: 'merged',
        event: event.name,
        repository: repository(),
        subject: { number: pr.number, title: pr.title, body: pr.body ?? '', url: pr.html_url, isPullRequest: true },
        pull: {
            number: pr.number,
            title: pr.title,
            body: pr.body ?? '',
            url: pr.html_url,
            author: pr.user?.login ?? '',
            baseBranch: pr.base.ref,
            labels: (pr.labels ?? []).map((label) => label.name),
            commits: pr.commits,
            additions: pr.additions,
            deletions: pr.deletions,
            changedFiles: pr.changed_files,
        },
        actor,
    };
}
/** A push to a branch: a job. A tag push or a branch deletion: nothing to do. */
function parsePush(event, repository) {
    const payload = (0,triggers_event.parsePayload)(triggers_event.PushEventSchema, event);
    const actor = actorOf(payload.sender);
    const triggeredBy = actor?.login ?? '';
    if (!payload.ref.startsWith('refs/heads/')) {
        return {
            kind: 'ignored',
            triggeredBy,
            reason: `Nothing to do: the push is to ${(0,log/* quote */.hD)(payload.ref)}, not a branch (tags start no job).`,
        };
    }
    const branch = payload.ref.slice('refs/heads/'.length);
    if (payload.deleted === true || ZERO_SHA.test(payload.after)) {
        return { kind: 'ignored', triggeredBy, reason: `Nothing to do: the push deleted the branch ${(0,log/* quote */.hD)(branch)}.` };
    }
    if (!actor)
        throw new Error('The push event payload names no sender: cannot tell who pushed');
    return {
        kind: 'push',
        event: 'push',
        repository: repository(),
        push: {
            branch,
            before: payload.before,
            after: payload.after,
            created: payload.created === true || ZERO_SHA.test(payload.before),
            forced: payload.forced === true,
            compareUrl: payload.compare ?? '',
            defaultBranch: payload.repository?.default_branch ?? '',
            commits: payload.commits ?? [],
        },
        actor,
    };
}

// EXTERNAL MODULE: ./src/triggers/types.ts
var types = __webpack_require__(9748);
;// CONCATENATED MODULE: ./src/triggers/read-events.ts
/**
 * The parts of a label event (issue or pull request) and of a comment event
 * (issue comment or review comment) that the triggers use, read once.
 */

function issueSubject(issue) {
    return {
        number: issue.number,
        title: issue.title,
        body: issue.body ?? '',
        url: issue.html_url,
        isPullRequest: Boolean(issue.pull_request),
    };
}
function pullSubject(pr) {
    return { number: pr.number, title: pr.title, body: pr.body ?? '', url: pr.html_url, isPullRequest: true };
}
/** The `user.login` of an issue or pull request payload (kept by its loose schema); '' when absent. */
function authorOf(item) {
    const login = item.user?.login;
    return typeof login === 'string' ? login : '';
}
function readLabelEvent(event) {
    if (event.name === 'issues') {
        const payload = (0,triggers_event.parsePayload)(triggers_event.IssuesEventSchema, event);
        const author = authorOf(payload.issue);
        return { action: payload.action, label: payload.label?.name, sender: payload.sender, subject: issueSubject(payload.issue), author };
    }
    const payload = (0,triggers_event.parsePayload)(triggers_event.PullRequestEventSchema, event);
    const author = authorOf(payload.pull_request);
    return { action: payload.action, label: payload.label?.name, sender: payload.sender, subject: pullSubject(payload.pull_request), author };
}
function readCommentEvent(event) {
    if (event.name === 'issue_comment') {
        const payload = (0,triggers_event.parsePayload)(triggers_event.IssueCommentEventSchema, event);
        return { action: payload.action, comment: payload.comment, sender: payload.sender, subject: issueSubject(payload.issue) };
    }
    const payload = (0,triggers_event.parsePayload)(triggers_event.ReviewCommentEventSchema, event);
    return { action: payload.action, comment: payload.comment, sender: payload.sender, subject: pullSubject(payload.pull_request) };
}

// EXTERNAL MODULE: ./src/triggers/event-names.ts
var event_names = __webpack_require__(3048);
;// CONCATENATED MODULE: ./src/triggers/trigger.ts
/**
 * What started the run, as one discriminated union narrowed once: a label on
 * an issue or pull request, a slash command in a comment, a merged pull
 * request or a push (the agent mode's "what changed" triggers), or an event
 * that carries no text of its own (schedule, dispatch).
 */










function trigger_actorOf(user) {
    return user ? { login: user.login, bot: (0,permissions/* isBot */.w2)(user) } : undefined;
}
function requireRepository(env, payload, event) {
    const repository = (0,triggers_event.repositoryOf)(env, triggers_event.AnyEventSchema.safeParse(payload).data ?? {});
    if (!repository)
        throw new Error(`Cannot tell the repository of the ${event} event: GITHUB_REPOSITORY is not set`);
    return repository;
}
/**
 * The first line must start with the command, followed by a space or the end
 * of the line; the rest of the comment is the instruction. Undefined when the
 * comment is not a command.
 */
function parseCommand(body, command) {
    const text = body.replace(/\r\n?/g, '\n').replace(/^\s+/, '');
    if (!text.startsWith(command))
        return undefined;
    const rest = text.slice(command.length);
    if (rest !== '' && !/^\s/.test(rest))
        return undefined;
    return rest.trim();
}
function parseTrigger(event, settings, env, options = {}) {
    const name = event.name;
    if (options.changes && name === 'push')
        return parsePush(event, () => requireRepository(env, event.payload, name));
    if (options.changes &&
        (name === 'pull_request' || name === 'pull_request_target') &&
        event.payload?.action === 'closed') {
        return parseClosedPull({ ...event, name }, () => requireRepository(env, event.payload, name));
    }
    if (event_names/* STANDALONE_EVENTS */.mn.includes(name) || name === '') {
        const payload = triggers_event.AnyEventSchema.safeParse(event.payload).data ?? {};
        return {
            kind: 'standalone',
            event: name,
            repository: (0,triggers_event.repositoryOf)(env, payload),
            actor: name === 'push' ? trigger_actorOf(payload.sender) : undefined,
        };
    }
    if (name === 'issues' || name === 'pull_request' || name === 'pull_request_target') {
        // An issue template's labels fire `labeled` too (besides `opened`): `labeled` alone covers them, once.
        const { action, label, sender, subject, author } = readLabelEvent(event);
        const triggeredBy = sender?.login ?? '';
        if (action !== 'labeled') {
            const starts = options.changes && name !== 'issues' ? "'labeled' and 'closed' (merged)" : "'labeled'";
            return {
                kind: 'ignored',
                triggeredBy,
                reason: `Nothing to do: the ${name} event's action is ${(0,log/* quote */.hD)(action)}; it starts on ${starts} only.`,
            };
        }
        if (label !== settings.triggerLabel) {
            return {
                kind: 'ignored',
                triggeredBy,
                reason: `Nothing to do: the label added is ${(0,log/* quote */.hD)(label ?? '')}, not '${options.labelInput ?? names/* Inputs */.G0.TriggerLabel}' (${(0,log/* quote */.hD)(settings.triggerLabel)}).`,
            };
        }
        const actor = trigger_actorOf(sender);
        if (!actor)
            throw new Error(`The ${name} event payload names no sender: cannot tell who added the label`);
        return {
            kind: 'label',
            event: name,
            repository: requireRepository(env, event.payload, name),
            subject,
            label,
            actor,
            author,
        };
    }
    if (name === 'issue_comment' || name === 'pull_request_review_comment') {
        const { action, comment, sender, subject } = readCommentEvent(event);
        const author = trigger_actorOf(comment.user) ?? trigger_actorOf(sender);
        const triggeredBy = author?.login ?? '';
        if (action !== 'created') {
            return {
                kind: 'ignored',
                triggeredBy,
                reason: `Nothing to do: the ${name} event's action is ${(0,log/* quote */.hD)(action)}; commands run on 'created' only.`,
            };
        }
        const body = comment.body ?? '';
        if ((0,marked/* hasMarker */.xY)(body)) {
            return { kind: 'ignored', triggeredBy, reason: 'Nothing to do: the comment is one this action wrote.' };
        }
        const instruction = parseCommand(body, settings.command);
        if (instruction === undefined) {
            return {
                kind: 'ignored',
                triggeredBy,
                reason: `Nothing to do: the comment does not start with '${names/* Inputs */.G0.Command}' (${(0,log/* quote */.hD)(settings.command)}).`,
            };
        }
        if (!author)
            throw new Error(`The ${name} event payload names no author for the comment`);
        const common = {
            event: name,
            repository: requireRepository(env, event.payload, name),
            subject,
            comment: {
                id: comment.id,
                review: name === 'pull_request_review_comment',
                url: comment.html_url ?? subject.url,
                ...(comment.path === undefined ? {} : { path: comment.path }),
                ...(comment.line == null ? {} : { line: comment.line }),
            },
            actor: author,
        };
        const question = parseCommand(instruction, types/* ASK_SUBCOMMAND */.c);
        if (question !== undefined)
            return { kind: 'ask', ...common, question };
        const fresh = parseCommand(instruction, types/* NEW_SUBCOMMAND */.J);
        if (fresh !== undefined)
            return { kind: 'command', ...common, instruction: fresh, fresh: true };
        return { kind: 'command', ...common, instruction };
    }
    if (event_names/* REPORT_EVENTS */.ds.includes(name)) {
        return {
            kind: 'ignored',
            triggeredBy: '',
            reason: `Nothing to do: the ${name} event is for '${names/* Inputs */.G0.Mode}: report' (the docs preview in a job comment); it starts no job.`,
        };
    }
    throw new Error(`The ${(0,log/* quote */.hD)(name)} event is not supported. Supported events: ${event_names/* SUPPORTED_EVENTS */.HM.join(', ')}.`);
}
/** The login recorded as `triggered-by`: the labeller, the commenter, the merger or the pusher; empty for schedules and dispatches. */
function triggeredBy(trigger) {
    return trigger.actor?.login ?? '';
}
/**
 * Where the job's comment goes: the triggering issue or pull request (the
 * merged one too), or `issue-number` when given (also for events without one,
 * such as a push). Undefined when
 * there is no such place.
 */
function resolveCommentTarget(trigger, settings) {
    const subject = 'subject' in trigger ? trigger.subject : undefined;
    const issueNumber = settings.issueNumber ?? subject?.number;
    if (issueNumber === undefined)
        return undefined;
    const repository = trigger.repository;
    if (!repository)
        throw new Error(`Cannot comment on #${issueNumber}: GITHUB_REPOSITORY is not set`);
    return {
        owner: repository.owner,
        repo: repository.repo,
        issueNumber,
        isPullRequest: subject?.number === issueNumber ? subject.isPullRequest : false,
    };
}


/***/ }),

/***/ 5207:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ authorize)
/* harmony export */ });
/* harmony import */ var _runner_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4090);
/* harmony import */ var _runner_log_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7708);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17);
/* harmony import */ var _github_permissions_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5435);
/**
 * Who may start a job: the one check every mode runs on the trigger's actor
 * before it writes anything or calls the service.
 */




/**
 * Why the trigger's author may not start a job, or undefined when they may.
 * Bots need to be listed in `allowed-bots` (a bot that merges or pushes too);
 * people need `min-permission`, read from the API, except a merger or a
 * pusher, who had write access to do it. Adding a label takes triage permission, so for labels the API
 * is asked only when `min-permission` is higher than triage, or when the
 * labeller is the issue's author: an issue template adds its labels for
 * anyone who opens an issue, with the author as the sender.
 */
async function authorize(trigger, settings, github) {
    if (trigger.kind === 'standalone')
        return undefined;
    const { actor, repository } = trigger;
    if (actor.bot) {
        return (0,_github_permissions_js__WEBPACK_IMPORTED_MODULE_3__/* .isAllowedBot */ .KQ)(actor.login, settings.allowedBots)
            ? undefined
            : `Refused: ${(0,_runner_log_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(actor.login)} is a bot not listed in '${_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.AllowedBots}'.`;
    }
    // Merging a pull request or pushing to a branch takes write access: the merger or pusher has it by definition.
    if (trigger.kind === 'merged' || trigger.kind === 'push')
        return undefined;
    if (trigger.kind === 'label' && trigger.author !== '' && actor.login !== trigger.author && (0,_github_permissions_js__WEBPACK_IMPORTED_MODULE_3__/* .reaches */ .O6)('triage', settings.minPermission))
        return undefined;
    const check = await (0,_github_permissions_js__WEBPACK_IMPORTED_MODULE_3__/* .checkPermission */ .Yj)(await github(), repository, actor.login, settings.minPermission).catch((error) => {
        throw new Error(`Could not read the permission of ${(0,_runner_log_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(actor.login)} on ${repository.owner}/${repository.repo}: ${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .getErrorMessage */ .u1)(error)}`, { cause: error });
    });
    if (check.allowed)
        return undefined;
    return `Refused: ${(0,_runner_log_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(actor.login)} has ${check.granted === 'none' ? 'no' : `'${check.granted}'`} permission on ${repository.owner}/${repository.repo}; '${_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.MinPermission}' is '${settings.minPermission}'.`;
}


/***/ }),

/***/ 9748:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ NEW_SUBCOMMAND),
/* harmony export */   c: () => (/* binding */ ASK_SUBCOMMAND)
/* harmony export */ });
/** The word after the command that makes a comment a question for the assistant. */
const ASK_SUBCOMMAND = 'ask';
/** The word after the command that starts a new job on the agent's own pull request instead of a follow-up. */
const NEW_SUBCOMMAND = 'new';


/***/ })

};

//# sourceMappingURL=772.index.js.map