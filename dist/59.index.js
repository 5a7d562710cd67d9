export const id = 59;
export const ids = [59];
export const modules = {

/***/ 3529:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BM: () => (/* binding */ readImpactMarker),
/* harmony export */   Bw: () => (/* binding */ impactMarker),
/* harmony export */   VM: () => (/* binding */ boundedPage),
/* harmony export */   Y0: () => (/* binding */ MAX_PAGES),
/* harmony export */   yX: () => (/* binding */ IMPACT_KIND)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4343);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3759);
/* harmony import */ var _util_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(767);
/**
 * The impact comment's marker: what the last check saw (the hash of the
 * changed files and hunks, the head commit) and the pages it found, so that
 * a later push asks again only when something changed, and a merge gives the
 * agent those pages. Read back only from comments whose marker is believed
 * (`listMarkedComments`), and checked field by field all the same.
 */


/** The marker kind of an impact comment. */
const IMPACT_KIND = 'impact';
/** The most pages a comment lists and its marker records. */
const MAX_PAGES = 10;
const MAX_TITLE = 200;
const MAX_URL = 500;
const PagesSchema = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ title: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ._maxLength */ .Eb(MAX_TITLE * 2)), url: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ._maxLength */ .Eb(MAX_URL * 2)) }));
const HASH = /^[0-9a-f]{16}$/;
const SHA = /^[0-9a-f]{7,64}$/;
/** A page as the marker keeps it: one line each, bounded. */
function boundedPage(page) {
    const oneLine = (text) => text.replace(/\s+/g, ' ').trim();
    return { title: (0,_util_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(oneLine(page.title), MAX_TITLE), url: page.url.length <= MAX_URL ? oneLine(page.url) : '' };
}
/** The marker fields of an impact comment (`extra`: the run that wrote it). */
function impactMarker(record, extra = {}) {
    const pages = record.pages.slice(0, MAX_PAGES).map(boundedPage);
    return { kind: IMPACT_KIND, hash: record.hash, head: record.head, pages: JSON.stringify(pages), ...extra };
}
/** The record a marker holds; undefined when it is not an impact marker or a field is not what the action writes. */
function readImpactMarker(marker) {
    if (marker.kind !== IMPACT_KIND)
        return undefined;
    const hash = marker.hash ?? '';
    const head = marker.head ?? '';
    if (!HASH.test(hash) || (head !== '' && !SHA.test(head)))
        return undefined;
    let json;
    try {
        json = JSON.parse(marker.pages ?? '[]');
    }
    catch {
        return undefined;
    }
    const pages = PagesSchema.safeParse(json);
    if (!pages.success)
        return undefined;
    return { hash, head, pages: pages.data.slice(0, MAX_PAGES).map(boundedPage) };
}


/***/ }),

/***/ 5772:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BE: () => (/* binding */ MAX_FILES),
/* harmony export */   EK: () => (/* binding */ PER_PAGE),
/* harmony export */   W7: () => (/* binding */ fileOf),
/* harmony export */   pG: () => (/* binding */ listPullFiles)
/* harmony export */ });
/** The most files the prompt lists; the rest are counted ("… and N more files"). */
const MAX_FILES = 300;
/** Files (and commits) a page: the most the APIs give. */
const PER_PAGE = 100;
/** A file of the API as the action keeps it. */
function fileOf(file) {
    return {
        path: file.filename,
        status: file.status,
        ...(file.additions === undefined ? {} : { additions: file.additions }),
        ...(file.deletions === undefined ? {} : { deletions: file.deletions }),
        ...(file.previous_filename ? { previousPath: file.previous_filename } : {}),
        ...(typeof file.patch === 'string' ? { patch: file.patch } : {}),
        ...(typeof file.sha === 'string' && file.sha ? { sha: file.sha } : {}),
    };
}
/**
 * The changed files of a pull request (every page of the files API, at most
 * `max`, by default `MAX_FILES`; GitHub itself lists at most 3,000), each with its patch when GitHub gives one. Throws when GitHub
 * cannot be read.
 */
async function listPullFiles(github, repository, pullNumber, max = MAX_FILES) {
    const files = [];
    const params = { owner: repository.owner, repo: repository.repo, pull_number: pullNumber, per_page: PER_PAGE };
    for await (const page of github.paginate.iterator(github.rest.pulls.listFiles, params)) {
        files.push(...page.data.map(fileOf));
        if (files.length >= max)
            break;
    }
    return files.slice(0, max);
}


/***/ }),

/***/ 59:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkPull: () => (/* binding */ checkPull)
});

// EXTERNAL MODULE: ./src/github/files.ts
var github_files = __webpack_require__(5772);
// EXTERNAL MODULE: ./src/comment/marked.ts
var marked = __webpack_require__(1433);
// EXTERNAL MODULE: ./src/github/errors.ts
var errors = __webpack_require__(3116);
// EXTERNAL MODULE: ./src/runner/log.ts
var log = __webpack_require__(7708);
// EXTERNAL MODULE: ./src/util/errors.ts
var util_errors = __webpack_require__(17);
// EXTERNAL MODULE: ./src/budget/assistant-month.ts + 2 modules
var assistant_month = __webpack_require__(4094);
// EXTERNAL MODULE: ./src/comment/job-comment.ts
var job_comment = __webpack_require__(30);
// EXTERNAL MODULE: ./src/affected-pages/hunks.ts
var hunks = __webpack_require__(7616);
// EXTERNAL MODULE: ./src/comment/impact-marker.ts
var impact_marker = __webpack_require__(3529);
// EXTERNAL MODULE: ./src/util/redact.ts
var redact = __webpack_require__(767);
;// CONCATENATED MODULE: ./src/affected-pages/question.ts


/** The most changed paths the question names; the rest are counted. */
const MAX_QUESTION_PATHS = 50;
/** The most characters of the title and of the description the question keeps. */
const MAX_TITLE_CHARS = 200;
const MAX_DESCRIPTION_CHARS = 1_000;
const LINE_BREAKS = /[\r\n\u0085\u2028\u2029]+/g;
/** A path on one line, JSON-quoted when it holds a control character. */
function pathText(path) {
    // eslint-disable-next-line no-control-regex -- control characters are what is looked for
    return /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(path) ? JSON.stringify(path) : path;
}
function fileLine(file) {
    const renamed = file.previousPath ? ` (renamed from ${pathText(file.previousPath)})` : '';
    return `- ${file.status} ${pathText(file.path)}${renamed}`;
}
/** The question (see the module comment). */
function impactQuestion(subject) {
    const title = (0,redact/* clip */.$Q)(subject.title.replace(LINE_BREAKS, ' ').trim(), MAX_TITLE_CHARS);
    const files = (0,hunks/* byChangeSize */.Tp)(subject.files);
    const shown = files.slice(0, MAX_QUESTION_PATHS).map((file) => (0,redact/* clip */.$Q)(fileLine(file), 300));
    const total = Math.max(subject.totalFiles ?? 0, files.length);
    const rest = total - shown.length;
    const lines = [
        `A pull request titled "${title}" changes ${total === 1 ? 'this file' : `these ${String(total)} files`} (largest change first; the changed hunks are in the context):`,
        ...shown,
        ...(rest > 0 ? [`- … and ${String(rest)} more`] : []),
    ];
    const body = (0,redact/* clip */.$Q)(subject.body.replace(/\r\n?/g, '\n').trim(), MAX_DESCRIPTION_CHARS);
    if (body)
        lines.push('', 'Its description says:', body);
    lines.push('', 'Which pages of the documentation describe behaviour that this change adds, changes or removes? Name each such page as a source, and for each say in one sentence, naming the page, what the change makes inaccurate or incomplete there. If no page is affected, say so.');
    return lines.join('\n');
}

;// CONCATENATED MODULE: ./src/affected-pages/pages.ts


/** The longest sentence kept for a page. */
const MAX_SENTENCE = 300;
const FENCED_CODE = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[^\n]*$|(?![\s\S]))/gm;
const LINE_PREFIX = /^\s*(?:(?:[-*+>]|\d{1,9}[.)]|#{1,6})\s+)+/;
/** The answer's sentences, in order: code blocks left out, list, quote and heading marks taken off each line. */
function sentencesOf(answer) {
    return answer
        .replace(/\r\n?/g, '\n')
        .replace(FENCED_CODE, '\n')
        .split(/\n+/)
        .flatMap((line) => line.replace(LINE_PREFIX, '').split(/(?<=[.!?])\s+(?=\S)/))
        .map((sentence) => sentence.trim())
        .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}
/** Lower case, with `-` and `_` read as spaces and white space collapsed: what names are compared in. */
function normal(text) {
    return text.toLowerCase().replace(/[-_\s]+/g, ' ');
}
/** The ways a sentence may name the page. */
function namesOf(page) {
    const names = [];
    if (page.title.trim().length >= 3)
        names.push(normal(page.title.trim()));
    try {
        const segment = decodeURIComponent(new URL(page.url).pathname.split('/').filter(Boolean).at(-1) ?? '');
        const readable = normal(segment.replace(/\.[a-z0-9]+$/i, ''));
        if (readable.length >= 4)
            names.push(readable);
    }
    catch {
        // not a URL: the title alone names it
    }
    return names;
}
/** The first sentence that names the page; undefined when none does. */
function sentenceFor(page, sentences) {
    const names = namesOf(page);
    const found = sentences.find((sentence) => (page.url && sentence.includes(page.url)) || names.some((name) => normal(sentence).includes(name)));
    return found === undefined ? undefined : (0,redact/* clip */.$Q)(found.replace(/\s+/g, ' '), MAX_SENTENCE);
}
/** The pages of an answer, each with its sentence (see the module comment). */
function pagesOfAnswer(answer) {
    const sentences = sentencesOf(answer.text);
    return answer.sources.slice(0, impact_marker/* MAX_PAGES */.Y0).map((source) => {
        const page = (0,impact_marker/* boundedPage */.VM)({ title: source.title, url: source.url });
        return { ...page, sentence: sentenceFor(page, sentences) };
    });
}

// EXTERNAL MODULE: ./src/comment/impact.ts
var impact = __webpack_require__(1131);
;// CONCATENATED MODULE: ./src/modes/impact/check.ts












/** The latest believed impact comment on the pull request; a failed read ends the check (a second comment must not follow). */
async function lastCheck(github, target, trust) {
    try {
        return (await (0,marked/* listMarkedComments */.b2)(github, target, trust)).findLast((comment) => comment.marker.kind === impact_marker/* IMPACT_KIND */.yX);
    }
    catch (error) {
        throw new Error(`Could not read the comments on pull request #${target.issueNumber} (${(0,util_errors/* getErrorMessage */.u1)(error)}): not checking, so that no second impact comment is written.`, { cause: error });
    }
}
/** Sends the question with the monthly budget around it; `skipped` when the budget is used up and the policy is `skip`. */
async function ask(options, assistantSettings, request) {
    const { settings, assistant } = options;
    const quota = options.quota();
    const reserved = await quota.reserve();
    if (reserved.kind === 'exhausted') {
        if (reserved.policy === 'skip' || reserved.policy === 'queue')
            return { skipped: reserved.message };
        throw new Error(reserved.message);
    }
    const shownUrl = `${request.url.origin}${request.url.pathname}`;
    const usage = reserved.kind === 'reserved' ? { used: reserved.state.used, limit: reserved.state.limit } : undefined;
    const answer = await log/* log */.Rm.group(`Ask the docs assistant which pages this change touches (${settings.service.apiVersion})`, async () => {
        log/* log */.Rm.info(`POST ${shownUrl}`);
        const { limits } = options;
        return (0,assistant_month.sendCounted)(quota, () => assistant.askAssistant(assistantSettings, request, limits ? { limits } : {}));
    });
    return { answer, usage };
}
/** Writes the comment (pages found, or the earlier one cleared); its URL, or '' when none (a failure is a warning). */
async function writeComment(options, target, body, existing) {
    try {
        const posted = await (0,marked/* upsertComment */.lB)(options.github, target, body, existing);
        log/* log */.Rm.info(`${existing ? 'Updated' : 'Wrote'} the impact comment on #${target.issueNumber}: ${posted.url}`);
        if (existing)
            return posted.url;
        return await oneComment(options, target, body, posted).catch((error) => {
            log/* log */.Rm.warning(`Could not check that #${target.issueNumber} has one impact comment (${(0,util_errors/* getErrorMessage */.u1)(error)}).`);
            return posted.url;
        });
    }
    catch (error) {
        log/* log */.Rm.warning((0,errors/* describeGitHubError */.dZ)(`write the impact comment on #${target.issueNumber}`, error, (0,marked/* writePermissionFor */.MQ)(target)));
        return existing?.url ?? '';
    }
}
/**
 * After a create: another check of the same pull request may have created one too (two pushes at once without
 * the example's `concurrency`). The oldest impact comment stays; a newer one this run created is deleted, and its
 * body goes to the oldest. Each run settles its own comment, so two racing checks leave one.
 */
async function oneComment(options, target, body, posted) {
    const impacts = (await (0,marked/* listMarkedComments */.b2)(options.github, target, options.settings.trigger)).filter((comment) => comment.marker.kind === impact_marker/* IMPACT_KIND */.yX);
    const oldest = impacts.reduce((first, comment) => (first && first.id < comment.id ? first : comment), undefined);
    if (!oldest || oldest.id >= posted.id)
        return posted.url;
    log/* log */.Rm.info(`Another check wrote the impact comment on #${target.issueNumber} first (${oldest.url}): this run's copy is deleted.`);
    await options.github.rest.issues.deleteComment({ owner: target.owner, repo: target.repo, comment_id: posted.id });
    return (await (0,marked/* upsertComment */.lB)(options.github, target, body, oldest)).url;
}
/** Runs the check (see the module comment). */
async function checkPull(options) {
    const { settings, pull, github } = options;
    const target = { ...pull.repository, issueNumber: pull.number, isPullRequest: true };
    const files = await (0,github_files/* listPullFiles */.pG)(github, pull.repository, pull.number, hunks/* MAX_LISTED_FILES */.Zh).catch((error) => {
        throw new Error(`Could not read the changed files of pull request #${pull.number}: ${(0,util_errors/* getErrorMessage */.u1)(error)}`, { cause: error });
    });
    // The counts are the pull request's own; a list GitHub cut hides changes, so the head joins the hash (each push checks again).
    const totalFiles = Math.max(pull.changedFiles ?? 0, files.length);
    const unlisted = totalFiles - files.length;
    const listCut = unlisted > 0 || files.length >= hunks/* MAX_LISTED_FILES */.Zh;
    const hash = (0,hunks/* changesHash */.w_)(files, listCut ? pull.head : undefined);
    const existing = await lastCheck(github, target, settings.trigger);
    const last = existing ? (0,impact_marker/* readImpactMarker */.BM)(existing.marker) : undefined;
    if (existing && last?.hash === hash) {
        log/* log */.Rm.info(`The changed files and hunks are those the last check saw (at ${(0,log/* quote */.hD)(last.head)}): nothing is asked.`);
        return { kind: 'unchanged', pages: last.pages, commentUrl: existing.url, head: last.head };
    }
    if (files.length === 0)
        return { kind: 'skipped', reason: `Nothing to check: pull request #${pull.number} changes no file.` };
    const selection = { ...(0,hunks/* selectHunks */.uD)(files), totalFiles };
    const checked = { head: pull.head, selection, ...(unlisted > 0 ? { unlisted } : {}) };
    const question = impactQuestion({ title: pull.title, body: pull.body, files, totalFiles });
    const assistantSettings = {
        ...settings.service,
        filter: settings.filter,
        threadId: undefined,
        threadKey: undefined,
        context: (0,hunks/* contextItems */.YT)(selection, settings.service.apiVersion),
        currentPath: undefined,
        timeoutMs: settings.timeoutMs,
        idleTimeoutMs: settings.idleTimeoutMs,
    };
    const request = options.assistant.buildAskRequest(assistantSettings, question);
    log/* log */.Rm.info(`Question: ${(0,log/* quote */.hD)(question, 2000)}`);
    log/* log */.Rm.info(`Context: the hunks of ${selection.items.length} of ${totalFiles} changed file(s), ${selection.sentChars} characters.`);
    if (unlisted > 0)
        log/* log */.Rm.warning(`GitHub listed ${files.length} of the ${totalFiles} files pull request #${pull.number} changes (it lists at most ${hunks/* MAX_LISTED_FILES */.Zh}): the others are not checked, and every push checks again.`);
    if (settings.dryRun)
        return { kind: 'dry-run', url: `${request.url.origin}${request.url.pathname}`, body: request.body, checked };
    const asked = await ask(options, assistantSettings, request);
    if ('skipped' in asked)
        return { kind: 'skipped', reason: asked.skipped };
    const { answer, usage } = asked;
    const pages = pagesOfAnswer(answer);
    let commentUrl = '';
    if (settings.trigger.comment && (pages.length > 0 || existing)) {
        const marker = (0,impact_marker/* impactMarker */.Bw)({ hash, head: pull.head, pages }, (0,job_comment.runMarker)(options.run, impact_marker/* IMPACT_KIND */.yX));
        const body = pages.length > 0
            ? (0,impact.renderImpactComment)({ pages, ...checked, command: settings.trigger.command, marker, usage })
            : (0,impact.renderClearedComment)({ ...checked, marker, usage });
        commentUrl = await writeComment(options, target, body, existing);
    }
    return { kind: 'checked', pages, commentUrl, checked };
}


/***/ })

};

//# sourceMappingURL=59.index.js.map