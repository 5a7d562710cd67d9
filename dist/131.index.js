export const id = 131;
export const ids = [131];
export const modules = {

/***/ 7616:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tp: () => (/* binding */ byChangeSize),
/* harmony export */   X$: () => (/* binding */ MAX_CONTEXT_FILES),
/* harmony export */   YT: () => (/* binding */ contextItems),
/* harmony export */   Zh: () => (/* binding */ MAX_LISTED_FILES),
/* harmony export */   gb: () => (/* binding */ MAX_HUNK_CHARS),
/* harmony export */   uD: () => (/* binding */ selectHunks),
/* harmony export */   w_: () => (/* binding */ changesHash)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(767);
/**
 * What an impact check sends besides its question: the pull request's changed
 * hunks as the assistant's `context` items, capped so that the request stays
 * small (at most `MAX_CONTEXT_FILES` files and `MAX_HUNK_CHARS` characters of
 * hunks, the largest changes first), and the hash that tells a later push
 * whether anything the check saw has changed.
 *
 * The hunks are untrusted code: they go to the assistant as data, redacted of
 * the run's secrets, and never into a comment or the log.
 */


/** The most files whose hunks are sent. */
const MAX_CONTEXT_FILES = 20;
/** The most characters of hunks sent, all files together. */
const MAX_HUNK_CHARS = 4_000;
/** The most files GitHub lists for a pull request (its files API stops there): an impact check reads them all. */
const MAX_LISTED_FILES = 3_000;
const size = (file) => (file.additions ?? 0) + (file.deletions ?? 0);
/** Largest change first (added plus removed lines), then by path, so the order never depends on GitHub's. */
function byChangeSize(files) {
    return [...files].sort((a, b) => size(b) - size(a) || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
/** Text cut to at most `max` characters, at the last line end within them when there is one. */
function cutAtLine(text, max) {
    if (text.length <= max)
        return text;
    const end = text.lastIndexOf('\n', max);
    return end > 0 ? text.slice(0, end) : text.slice(0, max);
}
/**
 * The hunks to send: the `caps.files` largest changes that have hunks, and
 * `caps.chars` characters shared among them so that as many files as possible
 * go whole: the smallest first take what they need, and each larger one an
 * equal share of what is left (cut at a line end). Sent largest first.
 */
function selectHunks(files, caps = { files: MAX_CONTEXT_FILES, chars: MAX_HUNK_CHARS }) {
    const withHunks = byChangeSize(files)
        .filter((file) => file.patch !== undefined && file.patch.trim() !== '')
        .map((file) => ({ path: file.path, patch: (0,_util_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(file.patch ?? '') }));
    const chosen = withHunks.slice(0, caps.files);
    const room = new Map();
    let left = caps.chars;
    const smallestFirst = [...chosen].sort((a, b) => a.patch.length - b.patch.length);
    for (const [index, file] of smallestFirst.entries()) {
        const share = Math.floor(left / (smallestFirst.length - index));
        const given = Math.min(file.patch.length, share);
        room.set(file.path, given);
        left -= given;
    }
    const items = [];
    for (const file of chosen) {
        const value = cutAtLine(file.patch, room.get(file.path) ?? 0);
        if (value.trim() !== '')
            items.push({ path: file.path, value, cut: value.length < file.patch.length });
    }
    const totalChars = withHunks.reduce((sum, file) => sum + file.patch.length, 0);
    const sentChars = items.reduce((sum, item) => sum + item.value.length, 0);
    return {
        items,
        totalFiles: files.length,
        filesWithHunks: withHunks.length,
        totalChars,
        sentChars,
        capped: items.length < withHunks.length || items.some((item) => item.cut),
    };
}
/**
 * The context items of the request: v2 names each file in `path`; v1 takes
 * no `path`, so the hunks carry the file in a unified diff's own header
 * (`--- a/…`, `+++ b/…`) instead.
 */
function contextItems(selection, apiVersion) {
    return selection.items.map((item) => apiVersion === 'v2'
        ? { type: 'code', value: item.value, path: item.path }
        : { type: 'code', value: `--- a/${item.path}\n+++ b/${item.path}\n${item.value}` });
}
/** A hunk header's line numbers (`@@ -12,7 +12,9 @@`): a rebase moves them without changing the change. */
const HUNK_HEADER = /^@@ -\d+(?:,\d+)? \+\d+(?:,\d+)? @@/gm;
/**
 * The hash of what the check saw: every changed file's path, status and
 * hunks (their line numbers left out, so a rebase that moves a change is not
 * a new change; a file without hunks by its blob), and the head commit when
 * the list is cut (`head`). 16 hex digits, recorded in the comment's marker.
 */
function changesHash(files, head) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update('impact-v1');
    // The list was cut (GitHub lists at most 3,000 files): what it left out is unseen, so each new head is a new change.
    if (head !== undefined)
        hash.update(`\0head:${head}`);
    const sorted = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    for (const file of sorted) {
        const hunks = file.patch === undefined ? `blob:${file.sha ?? ''}` : file.patch.replace(HUNK_HEADER, '@@');
        for (const part of [file.path, file.previousPath ?? '', file.status, hunks])
            hash.update(`\0${String(part.length)}:${part}`);
    }
    return hash.digest('hex').slice(0, 16);
}


/***/ }),

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

/***/ 1131:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   COMMENT_MAX: () => (/* binding */ COMMENT_MAX),
/* harmony export */   IMPACT_HEADING: () => (/* binding */ IMPACT_HEADING),
/* harmony export */   capNote: () => (/* binding */ capNote),
/* harmony export */   originsOf: () => (/* binding */ originsOf),
/* harmony export */   pageLine: () => (/* binding */ pageLine),
/* harmony export */   renderClearedComment: () => (/* binding */ renderClearedComment),
/* harmony export */   renderImpactComment: () => (/* binding */ renderImpactComment)
/* harmony export */ });
/* harmony import */ var _answer_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3699);
/* harmony import */ var _marked_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1433);
/* harmony import */ var _render_answer_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8676);
/* harmony import */ var _render_markdown_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2495);
/* harmony import */ var _render_text_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(893);
/* harmony import */ var _util_redact_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(767);
/* harmony import */ var _affected_pages_hunks_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7616);
/**
 * The impact comment's body: the pages the check found, each linked by its
 * title with the answer's sentence about it, what happens next, and what the
 * check sent (the cap). The comment is inert: links go only to the
 * documentation site's own origins (those of the pages), the sentence passes
 * the answer filter in its strict form (no mention, image, raw HTML, math or
 * bidirectional control survives), and the body stays under GitHub's limit
 * (`COMMENT_MAX`). Or, when
 * a later check finds nothing, the same comment saying so. Every text is
 * redacted before it is rendered; the marker records the check (impact-marker.ts).
 */







const IMPACT_HEADING = '### 📚 Docs this pull request may affect';
/** The usage line (`<sub>assistant message 12 of 10000 this month</sub>`), or nothing when the count is not tracked. */
function usageLine(usage) {
    return usage ? [`<sub>${(0,_answer_js__WEBPACK_IMPORTED_MODULE_0__/* .monthUsageText */ .Tq)(usage)}</sub>`, ''] : [];
}
const count = (n) => n.toLocaleString('en-US');
const plural = (n, word) => `${count(n)} ${word}${n === 1 ? '' : 's'}`;
/** The origins of the pages' `https` URLs (the documentation site's own): the only links a comment keeps. */
function originsOf(pages) {
    return new Set(pages.flatMap((page) => (0,_render_text_js__WEBPACK_IMPORTED_MODULE_6__/* .httpsUrl */ .N3)(page.url)?.origin ?? []));
}
/**
 * One page: its title as a link when its URL is `https` on one of `origins`, else as text with the URL in code;
 * then, unless `withSentence` is false, the sentence about it, through the answer filter in its strict form: links
 * only to `origins`, math as text, no bidirectional controls.
 */
function pageLine(page, origins, withSentence = true) {
    const url = (0,_render_text_js__WEBPACK_IMPORTED_MODULE_6__/* .dropBidi */ .CR)(page.url);
    const title = (0,_render_text_js__WEBPACK_IMPORTED_MODULE_6__/* .dropBidi */ .CR)(page.title) || url;
    const https = (0,_render_text_js__WEBPACK_IMPORTED_MODULE_6__/* .httpsUrl */ .N3)(url);
    // Prose escapes `$` as `\$`; the reference `&#36;` is no math delimiter for any reading (a URL holds no `\$`).
    const noMath = (markdown) => markdown.replaceAll('\\$', '&#36;');
    const named = https && origins.has(https.origin)
        ? noMath((0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .link */ .nf)(url, title))
        : `${noMath((0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .inert */ .tJ)(title.replace(_render_text_js__WEBPACK_IMPORTED_MODULE_6__/* .LINE_BREAKS */ .Cm, ' ')))}${url && url !== title ? ` (${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .code */ .aY)(url)})` : ''}`;
    if (!page.sentence || !withSentence)
        return `- ${named}`;
    // The filter's markdown on one line, inside the list item.
    const sentence = (0,_render_answer_js__WEBPACK_IMPORTED_MODULE_2__/* .safeAnswerMarkdown */ .f)(page.sentence.replace(_render_text_js__WEBPACK_IMPORTED_MODULE_6__/* .LINE_BREAKS */ .Cm, ' '), {
        keepLink: (target) => origins.has(target.origin),
        strict: true,
    }).replace(/\n+/g, ' ');
    return `- ${named}: ${sentence}`;
}
/** What the check sent, and the cap when it left something out. */
function capNote({ head, selection, unlisted = 0 }) {
    const at = head ? ` at ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .code */ .aY)(head.slice(0, 12))}` : '';
    const { items, totalFiles, filesWithHunks, totalChars, sentChars } = selection;
    let sent;
    if (items.length === 0)
        sent = `the paths of ${plural(totalFiles, 'changed file')} (GitHub gave no hunks to send)`;
    else if (!selection.capped) {
        sent =
            items.length === totalFiles
                ? 'the hunks of every changed file'
                : `the hunks of ${count(items.length)} of the ${count(totalFiles)} changed files`;
    }
    else {
        sent = `the hunks of ${count(items.length)} of ${plural(filesWithHunks, 'changed file')} with hunks (${count(sentChars)} of ${plural(totalChars, 'character')}, the largest changes first: a check sends at most ${count(_affected_pages_hunks_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_CONTEXT_FILES */ .X$)} files and ${count(_affected_pages_hunks_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_HUNK_CHARS */ .gb)} characters of hunks)`;
    }
    if (unlisted > 0) {
        return `_Checked${at} with ${sent}. GitHub lists at most ${count(_affected_pages_hunks_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_LISTED_FILES */ .Zh)} of a pull request's files: ${plural(unlisted, 'changed file')} of ${count(selection.totalFiles)} went unseen, so every push checks again and updates this comment._`;
    }
    return `_Checked${at} with ${sent}. A push that changes the files or their hunks checks again and updates this comment._`;
}
/** GitHub refuses comment bodies longer than this. */
const COMMENT_MAX = 65_536;
/**
 * The comment that lists the pages, under GitHub's limit: when it would be longer, the last pages' sentences go
 * first, then their lines (the marker keeps every page, for the merge), and only then the marker's last pages.
 */
function renderImpactComment(view) {
    const safe = (0,_util_redact_js__WEBPACK_IMPORTED_MODULE_4__/* .redactAll */ .$I)({ ...view, selection: { ...view.selection } });
    const command = (0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .code */ .aY)(`${safe.command} <instruction>`);
    const origins = originsOf(safe.pages);
    const full = safe.pages.map((page) => pageLine(page, origins));
    const short = safe.pages.map((page) => pageLine(page, origins, false));
    const compose = (shown, sentences, marker = safe.marker) => {
        const lines = full.slice(0, sentences).concat(short.slice(sentences, shown));
        const left = safe.pages.length - shown;
        if (left > 0)
            lines.push(`- _and ${plural(left, 'more page')}, left out to keep this comment within GitHub's length_`);
        return [
            (0,_marked_js__WEBPACK_IMPORTED_MODULE_1__/* .formatMarker */ .gJ)(marker),
            IMPACT_HEADING,
            '',
            'Asked which pages of the documentation describe what this pull request changes, the docs assistant named:',
            '',
            ...lines,
            '',
            `**What happens next:** with the docs-on-merge workflow installed, the docs agent is given these pages when this pull request merges. To start an agent job now, comment ${command}.`,
            '',
            capNote(safe),
            '',
            ...usageLine(safe.usage),
        ].join('\n');
    };
    const count = safe.pages.length;
    for (let sentences = count; sentences >= 0; sentences -= 1) {
        const body = compose(count, sentences);
        if (body.length <= COMMENT_MAX)
            return body;
    }
    for (let shown = count - 1; shown > 0; shown -= 1) {
        const body = compose(shown, 0);
        if (body.length <= COMMENT_MAX)
            return body;
    }
    // Only the marker is left to shorten: its last pages go (a merge is given the others).
    const recorded = JSON.parse(safe.marker.pages ?? '[]');
    for (let kept = recorded.length - 1; kept >= 0; kept -= 1) {
        const body = compose(0, 0, { ...safe.marker, pages: JSON.stringify(recorded.slice(0, kept)) });
        if (body.length <= COMMENT_MAX || kept === 0)
            return body;
    }
    return compose(0, 0);
}
/** The comment once a later check finds no page: kept, so the change of mind is seen, with the new check's marker. */
function renderClearedComment(view) {
    const safe = (0,_util_redact_js__WEBPACK_IMPORTED_MODULE_4__/* .redactAll */ .$I)({ ...view, selection: { ...view.selection } });
    return [
        (0,_marked_js__WEBPACK_IMPORTED_MODULE_1__/* .formatMarker */ .gJ)(safe.marker),
        IMPACT_HEADING,
        '',
        'The docs assistant no longer finds a page of the documentation that this pull request changes; an earlier check had named some.',
        '',
        capNote(safe),
        '',
        ...usageLine(safe.usage),
    ].join('\n');
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

//# sourceMappingURL=131.index.js.map