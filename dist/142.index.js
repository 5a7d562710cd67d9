export const id = 142;
export const ids = [142];
export const modules = {

/***/ 142:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  reportAgentOutcome: () => (/* binding */ reportAgentOutcome)
});

// EXTERNAL MODULE: ./src/runner/names.ts
var names = __webpack_require__(4090);
// EXTERNAL MODULE: ./src/runner/log.ts
var log = __webpack_require__(7708);
// EXTERNAL MODULE: ./src/runner/outputs.ts
var runner_outputs = __webpack_require__(7424);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(17);
// EXTERNAL MODULE: ./src/modes/agent/job.ts
var agent_job = __webpack_require__(1781);
// EXTERNAL MODULE: ./src/runner/summary.ts
var summary = __webpack_require__(1070);
// EXTERNAL MODULE: ./src/runner/redact.ts
var redact = __webpack_require__(8949);
// EXTERNAL MODULE: ./src/render/text.ts
var render_text = __webpack_require__(893);
// EXTERNAL MODULE: ./src/budget/window.ts
var budget_window = __webpack_require__(985);
;// CONCATENATED MODULE: ./src/modes/agent/summary.ts





/** One paragraph on the hourly budget: used, remaining, when the oldest entry expires. */
function budgetParagraph(budget) {
    const ledger = budget.ref ? ` (ledger <code>${(0,render_text/* escapeHtml */.ZD)(budget.ref)}</code>)` : '';
    if (!budget.tracked) {
        return `<p>Hourly budget: not tracked for this run${ledger}: ${summaryText(budget.reason ?? 'unknown reason')}.</p>`;
    }
    const parts = [`${budget.used ?? 0} of ${budget.limit} jobs used in the last 60 minutes, ${budget.remaining ?? 0} remaining`];
    if (budget.oldestExpiresAt)
        parts.push(`the oldest entry expires at ${(0,budget_window/* formatTime */.fU)(budget.oldestExpiresAt)}`);
    if (budget.nextSlotAt)
        parts.push(`the next slot frees at ${(0,budget_window/* formatTime */.fU)(budget.nextSlotAt)}`);
    return `<p>Hourly budget${ledger}: ${(0,render_text/* escapeHtml */.ZD)(parts.join('; '))}.</p>`;
}
/**
 * Untrusted text (service fields, error messages, the prompt) for an HTML
 * block of the job summary, in which GitHub reads no markdown: `& < > "`
 * escaped, mentions broken, on one source line (line breaks become `<br>`, so
 * no blank line ends the HTML block). Ids, timestamps and URLs stay as written.
 */
function summaryText(text) {
    return (0,render_text/* inlineText */.ln)(text, '<br>');
}
function cell(value) {
    return value ? summaryText(value) : '<em>none</em>';
}
function summary_link(value) {
    const url = (0,render_text/* httpsUrl */.N3)(value);
    if (url)
        return `<a href="${(0,render_text/* escapeHtml */.ZD)(url.href)}">${(0,render_text/* escapeHtml */.ZD)(url.href)}</a>`;
    return cell(value);
}
/** Writes the job summary; service text is escaped, only `https` links are rendered. */
async function writeSummary(report) {
    // Redacted before rendering too: escaping could split a secret into entities that no later pass recognises.
    const redacted = (0,redact/* redactAll */.$I)(report);
    await (0,summary/* writeStepSummary */.o)((summary) => {
        fillSummary(summary.addHeading('Docs agent', 2), redacted);
    });
}
function fillSummary(summary, report) {
    if (report.dryRun) {
        summary
            .addRaw(`<p>Dry run: nothing was sent. The job would be created at <code>${summaryText(report.dryRun.url)}</code> with this prompt:</p>`, true)
            // After a blank line (which ends the HTML block the heading started), `<pre>` starts an HTML
            // block that only `</pre>` ends, even across the prompt's blank lines; the escaped prompt cannot close it.
            .addEOL()
            .addCodeBlock((0,render_text/* inlineText */.ln)(report.dryRun.prompt, '\n'));
    }
    const job = report.job;
    if (job) {
        summary.addTable([
            [
                { data: 'Field', header: true },
                { data: 'Value', header: true },
            ],
            ['Job id', cell(job.id)],
            ['Status', cell(job.status)],
            ['Model', cell(job.model)],
            ['Source repository', summary_link(job.source.repository)],
            ['Source ref', cell(job.source.ref)],
            ['Pull request', summary_link(job.prLink)],
            ['Created at', cell(job.createdAt)],
            ['Time waited', report.waitedMs === undefined ? cell(undefined) : (0,agent_job.formatDuration)(report.waitedMs)],
        ]);
    }
    if (report.note)
        summary.addRaw(`<p>${summaryText(report.note)}</p>`, true);
    if (report.budget)
        summary.addRaw(budgetParagraph(report.budget), true);
}

;// CONCATENATED MODULE: ./src/modes/agent/report.ts
/**
 * Reports how an agent run ended, in one place and in this order: the log,
 * the outputs, the job summary, then the comment. Outputs and summary come
 * first: on a cancelled run the runner kills the step a few seconds after the
 * signal, and the comment's writes (paced by GitHub's rate-limit rules) may
 * not finish by then.
 */






/** A finished job: a line in the log, and whether the step fails. */
function finished(job, waited) {
    if (!waited)
        return { note: `Not waiting ('${names/* Inputs */.G.Wait}' is false): the job goes on in the service.` };
    switch (job.status) {
        case 'completed':
            if (job.prLink) {
                log/* log */.Rm.info(`Agent job ${job.id} completed: pull request ${(0,log/* quote */.hD)(job.prLink)}`);
                return { note: `The agent opened a pull request: ${job.prLink}` };
            }
            log/* log */.Rm.notice(`Agent job ${job.id} completed without changing any file: no pull request was opened.`);
            return { note: 'The job completed without changing any file: no pull request was opened.' };
        case 'archived':
            log/* log */.Rm.warning(`Agent job ${job.id} was archived${job.prLink ? ` (pull request ${(0,log/* quote */.hD)(job.prLink)})` : ''}.`);
            return { note: 'The job was archived.' };
        default:
            return {
                note: `The agent job ${job.id} failed in the service.`,
                failure: `Agent job ${job.id} failed in the service (model ${(0,log/* quote */.hD)(job.model)}).`,
                status: 'failed',
            };
    }
}
function describe(outcome) {
    switch (outcome.kind) {
        case 'skipped':
            log/* log */.Rm.notice(outcome.nextSlotAt ? `${outcome.reason} Skipped ('${names/* Inputs */.G.OnBudgetExhausted}': skip).` : outcome.reason);
            return { note: outcome.reason, status: 'skipped' };
        case 'dry-run':
            log/* log */.Rm.info(`Dry run: nothing is sent. The job would be created with POST ${outcome.url} and this prompt:`);
            log/* log */.Rm.verbatim(outcome.prompt);
            return { note: 'Dry run: no job was created.', status: 'skipped' };
        case 'finished':
            return finished(outcome.job, outcome.waited);
        case 'timeout': {
            const waited = (0,agent_job.formatDuration)(outcome.waitedMs);
            return {
                note: `Still active after ${waited}: the job goes on in the service.`,
                failure: `Agent job ${outcome.job.id} is still ${(0,log/* quote */.hD)(outcome.job.status)} after waiting ${waited} ('${names/* Inputs */.G.TimeoutSeconds}': ${outcome.timeoutMs / 1000}); the job goes on in the service.`,
            };
        }
        case 'cancelled': {
            const waited = (0,agent_job.formatDuration)(outcome.waitedMs);
            return {
                note: `The run was cancelled after ${waited}: the job goes on in the service.`,
                failure: `The run was cancelled after waiting ${waited}; agent job ${outcome.job.id} goes on in the service.`,
            };
        }
        case 'failed': {
            const message = (0,errors/* getErrorMessage */.u1)(outcome.error);
            return { note: message, failure: message };
        }
    }
}
/** The outputs the outcome gives (the comment's URL is added once the comment is written). */
function outputsOf(outcome, ending) {
    const outputs = new runner_outputs/* OutputSet */.Y();
    if (outcome.triggeredBy !== undefined)
        outputs.set(names/* Outputs */.t.TriggeredBy, outcome.triggeredBy);
    if (outcome.budgetRemaining !== undefined)
        outputs.set(names/* Outputs */.t.BudgetRemaining, outcome.budgetRemaining);
    if (outcome.job)
        outputs.setJob(outcome.job);
    if (ending.status)
        outputs.set(names/* Outputs */.t.Status, ending.status);
    if (outcome.kind === 'skipped' && outcome.commentUrl !== undefined)
        outputs.set(names/* Outputs */.t.CommentUrl, outcome.commentUrl);
    return outputs;
}
/** The summary's report. */
function reportOf(outcome, ending) {
    const report = { note: ending.note };
    if (outcome.job)
        report.job = outcome.job;
    if (outcome.waitedMs !== undefined)
        report.waitedMs = outcome.waitedMs;
    if (outcome.budget)
        report.budget = outcome.budget;
    if (outcome.kind === 'dry-run')
        report.dryRun = { url: outcome.url, prompt: outcome.prompt };
    if (outcome.kind === 'skipped' && outcome.nextSlotAt)
        report.skipped = { reason: 'budget', nextSlotAt: outcome.nextSlotAt };
    return report;
}
/** Writes the log lines, outputs, summary and comment for how the run ended; never throws. */
async function reportAgentOutcome(outcome) {
    const ending = describe(outcome);
    if (ending.failure !== undefined)
        log/* log */.Rm.setFailed(ending.failure);
    const outputs = outputsOf(outcome, ending);
    outputs.flush();
    try {
        await writeSummary(reportOf(outcome, ending));
    }
    catch (error) {
        log/* log */.Rm.warning(`Could not write the job summary: ${(0,errors/* getErrorMessage */.u1)(error)}`);
    }
    const comment = outcome.comment;
    if (comment) {
        await comment.finished({
            job: outcome.job,
            note: ending.note,
            failed: ending.failure !== undefined,
            skipped: outcome.kind === 'skipped',
        });
        outputs.set(names/* Outputs */.t.CommentUrl, comment.url);
        outputs.flush();
    }
}


/***/ }),

/***/ 893:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cm: () => (/* binding */ LINE_BREAKS),
/* harmony export */   N3: () => (/* binding */ httpsUrl),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   ln: () => (/* binding */ inlineText),
/* harmony export */   pe: () => (/* binding */ ZERO_WIDTH_SPACE),
/* harmony export */   yY: () => (/* binding */ neutraliseMentions)
/* harmony export */ });
/**
 * Text from outside (service fields, error messages, prompts) written into
 * HTML that GitHub shows: the job summary's HTML blocks. Inside an HTML block
 * GitHub reads no markdown, so `& < > "` are the only characters to escape;
 * the text keeps a single source line, so that no blank line ends the block.
 */
/** Zero-width space: after an `@`, it keeps `@user`, `@org/team` and `me@example.com` from linking or notifying. */
const ZERO_WIDTH_SPACE = '\u200b';
/** Escapes the characters HTML reads as markup: `& < > "` (attribute values are always double-quoted). */
function escapeHtml(text) {
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
/** The URL when it is a well-formed `https` URL, else undefined: only these are rendered as links. */
function httpsUrl(text) {
    if (!text)
        return undefined;
    try {
        const url = new URL(text);
        return url.protocol === 'https:' && !url.username && !url.password ? url : undefined;
    }
    catch {
        return undefined;
    }
}
/** Every line separator markdown or a browser may honour: CRLF, CR, LF, NEL, LS, PS, and VT/FF. */
const LINE_BREAKS = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/g;
/**
 * A zero-width space after every `@` that starts a name, so that no mention
 * (`@user`, `@org/team`) notifies anyone and no e-mail address becomes a link.
 */
function neutraliseMentions(text) {
    return text.replace(/@(?=[\p{L}\p{N}_])/gu, `@${ZERO_WIDTH_SPACE}`);
}
/**
 * Untrusted text for inside an HTML block of the job summary: `& < > "`
 * escaped, mentions neutralised, and every line break replaced by `lineBreak`
 * (a space or `<br>`, so that no blank line can end the HTML block; `\n` only
 * inside `<pre>`, which only `</pre>` ends). Ids, timestamps and URLs stay as
 * written.
 */
function inlineText(text, lineBreak = ' ') {
    return neutraliseMentions(escapeHtml(text)).replace(LINE_BREAKS, lineBreak);
}


/***/ }),

/***/ 7424:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ OutputSet)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3340);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4090);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8949);




/** The step's outputs, collected as they become known and written at the end (each value once). */
class OutputSet {
    values = new Map();
    written = new Map();
    set(name, value) {
        this.values.set(name, value);
    }
    get(name) {
        return this.values.get(name);
    }
    /** Records what the job says about itself. */
    setJob(job) {
        this.set(_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Outputs */ .t.JobId, job.id);
        this.set(_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Outputs */ .t.Status, job.status);
        this.set(_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Outputs */ .t.PrLink, job.prLink ?? '');
        this.set(_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Outputs */ .t.Model, job.model);
        this.set(_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Outputs */ .t.SourceRepository, job.source.repository);
        this.set(_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Outputs */ .t.SourceRef, job.source.ref ?? '');
        this.set(_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Outputs */ .t.CreatedAt, job.createdAt);
        this.set(_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Outputs */ .t.ArchivedAt, job.archivedAt ?? '');
    }
    /** Writes to the runner (`GITHUB_OUTPUT`) every output not yet written with its current value, redacted. */
    write() {
        for (const [name, value] of this.values) {
            if (this.written.get(name) === value)
                continue;
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH(name, (0,_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redact */ .E$)(value));
            this.written.set(name, value);
        }
    }
    /** Writes the outputs; a failure to (a missing `GITHUB_OUTPUT` file) fails the step instead of escaping. */
    flush() {
        try {
            this.write();
        }
        catch (error) {
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1((0,_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redact */ .E$)(`Could not write the step outputs: ${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .getErrorMessage */ .u1)(error)}`));
        }
    }
}


/***/ }),

/***/ 1070:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ writeStepSummary)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3340);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8949);


/**
 * Writes the job summary (when the runner provides one): `build` fills it,
 * and the final text is redacted before it reaches the file.
 */
async function writeStepSummary(build) {
    if (!process.env.GITHUB_STEP_SUMMARY)
        return;
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.emptyBuffer();
    build(_actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z);
    const text = (0,_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(_actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.stringify());
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.emptyBuffer();
    await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addRaw(text).write();
}


/***/ })

};

//# sourceMappingURL=142.index.js.map