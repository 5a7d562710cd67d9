export const id = 864;
export const ids = [864,799];
export const modules = {

/***/ 8136:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Zf: () => (/* binding */ readQueueTimeout),
/* harmony export */   i9: () => (/* binding */ readBudgetPolicy),
/* harmony export */   nv: () => (/* binding */ readBudgetPerHour),
/* harmony export */   pF: () => (/* binding */ readImpactLimits),
/* harmony export */   rc: () => (/* binding */ readAssistantBudgetSettings),
/* harmony export */   s7: () => (/* binding */ readBudgetRepository)
/* harmony export */ });
/* unused harmony exports ASSISTANT_MESSAGES_PER_MONTH, repositorySchema, budgetPolicySchema */
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4343);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3759);
/* harmony import */ var _runner_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4090);
/* harmony import */ var _policy_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3799);
/**
 * The budget's inputs, read the same way by every mode that spends from a
 * budget: what to do when it is used up (`on-budget-exhausted`), where its
 * ledger lives (`budget-repository`), and the assistant's monthly allowance
 * (`assistant-budget-per-month`).
 */



/** The service's limit of assistant messages per key and month (spec section 8). */
const ASSISTANT_MESSAGES_PER_MONTH = 10_000;
/** `owner/repo` as GitHub spells names: an account of letters, digits and `-`; a repository of those, `_` and `.`. */
const repositorySchema = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ._regex */ .Fk(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/, {
    error: "must be 'owner/repo', the repository that keeps the budget ledger (e.g. acme/docs)",
}), zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .refine */ .YPB((value) => !/\/\.{1,2}$/.test(value), {
    error: "must be 'owner/repo', the repository that keeps the budget ledger (e.g. acme/docs)",
}));
const budgetPolicySchema = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_policy_js__WEBPACK_IMPORTED_MODULE_3__.BUDGET_POLICIES, { error: "must be 'fail', 'wait', 'skip' or 'queue'" });
const messagesPerMonthSchema = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ._regex */ .Fk(/^\d+$/, { error: 'must be a whole number of messages, e.g. 10000' })), zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .transform */ .pdi(Number), zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().check(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ._positive */ .NC({ error: 'must be at least 1' }))));
const budgetPerHourSchema = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ._regex */ .Fk(/^\d+$/, { error: 'must be a whole number of jobs, e.g. 100' })), zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .transform */ .pdi(Number), zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().check(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ._positive */ .NC({ error: 'must be at least 1' }))));
/** `budget-per-hour` (default 100): read by agent runs, and by report runs that start queued requests. */
function readBudgetPerHour(inputs) {
    return inputs.parse(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.BudgetPerHour, budgetPerHourSchema, 100, '100');
}
const queueHoursSchema = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ._regex */ .Fk(/^\d+(\.\d+)?$/, { error: 'must be a number of hours, e.g. 24' })), zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .transform */ .pdi(Number), zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().check(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ._positive */ .NC({ error: 'must be more than 0' }), zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ._lte */ .Zm(168, { error: 'must be at most 168 (a week)' }))));
/** `queue-timeout-hours` (default 24), in milliseconds: how long a queued request may wait. */
function readQueueTimeout(inputs) {
    return inputs.parse(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.QueueTimeoutHours, queueHoursSchema, 24, '24') * 3_600_000;
}
/** `on-budget-exhausted` (default `fail`). */
function readBudgetPolicy(inputs) {
    return inputs.parse(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.OnBudgetExhausted, budgetPolicySchema, 'fail', 'fail');
}
/** `budget-repository`; '' when not given (the workflow's repository). */
function readBudgetRepository(inputs) {
    return inputs.raw(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.BudgetRepository) ? inputs.parse(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.BudgetRepository, repositorySchema, '') : '';
}
/** `assistant-budget-per-month`, `on-budget-exhausted` and `budget-repository`. */
function readAssistantBudgetSettings(inputs) {
    return {
        perMonth: inputs.parse(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.AssistantBudgetPerMonth, messagesPerMonthSchema, ASSISTANT_MESSAGES_PER_MONTH, String(ASSISTANT_MESSAGES_PER_MONTH)),
        onExhausted: readBudgetPolicy(inputs),
        repository: readBudgetRepository(inputs),
    };
}
const countSchema = (example) => zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ._regex */ .Fk(/^\d+$/, { error: `must be a whole number of messages, e.g. ${example}` })), zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .transform */ .pdi(Number), zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().check(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ._gte */ .qm(0), zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ._lte */ .Zm(Number.MAX_SAFE_INTEGER, { error: 'is too large' }))));
/**
 * `impact-budget-per-month` (empty: half of `assistant-budget-per-month`, rounded down), `impact-checks-per-pr`
 * and `impact-checks-per-author`: how much of the month impact checks may take, and per pull request and author.
 */
function readImpactLimits(inputs, perMonth) {
    const share = inputs.raw(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ImpactBudgetPerMonth);
    return {
        perMonth: share ? inputs.parse(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ImpactBudgetPerMonth, countSchema('5000'), 0, '0') : Math.floor(perMonth / 2),
        perPull: inputs.parse(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ImpactChecksPerPr, countSchema('10'), 10, '10'),
        perAuthor: inputs.parse(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ImpactChecksPerAuthor, countSchema('30'), 30, '30'),
    };
}


/***/ }),

/***/ 3799:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BUDGET_POLICIES: () => (/* binding */ BUDGET_POLICIES),
/* harmony export */   budgetContext: () => (/* binding */ budgetContext)
/* harmony export */ });
/** The values of `on-budget-exhausted`. */
const BUDGET_POLICIES = ['fail', 'wait', 'skip', 'queue'];
/** The context from the runner's variables (the caller passes them: only the runner reads the environment). */
function budgetContext(env) {
    return {
        repository: env.GITHUB_REPOSITORY ?? '',
        runId: env.GITHUB_RUN_ID ?? 'local',
        runAttempt: env.GITHUB_RUN_ATTEMPT ?? '1',
        workflow: env.GITHUB_WORKFLOW ?? '',
    };
}


/***/ }),

/***/ 3116:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   US: () => (/* binding */ isForbidden),
/* harmony export */   c2: () => (/* binding */ statusOf),
/* harmony export */   dZ: () => (/* binding */ describeGitHubError)
/* harmony export */ });
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17);
/* harmony import */ var _rate_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9418);


/** The HTTP status of a failed Octokit request, if it got an answer. */
function statusOf(error) {
    const status = error?.status;
    return typeof status === 'number' ? status : undefined;
}
/** True for a 403 that is a missing permission, not a rate limit (`isRateLimited`). */
function isForbidden(error) {
    return statusOf(error) === 403 && !(0,_rate_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .isRateLimited */ .Jz)(error);
}
/**
 * A warning for a failed GitHub write: what was attempted, what came back,
 * and on a 403 the workflow permission that is missing. A rate limit (a 429,
 * or a 403 with `retry-after` or GitHub's rate-limit message) has been waited
 * out already when this is called: it says so, and names no permission.
 */
function describeGitHubError(what, error, permission) {
    const status = statusOf(error);
    const message = (0,_util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .getErrorMessage */ .u1)(error);
    if ((0,_rate_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .isRateLimited */ .Jz)(error)) {
        return `Could not ${what}: GitHub rate-limited the request (${status ?? 'no status'}: ${message}), and the retries are spent; going on without it.`;
    }
    if (status === 403) {
        return `Could not ${what}: GitHub answered 403 (${message}). The workflow needs \`permissions: ${permission}\` for this step's token.`;
    }
    return `Could not ${what}: ${message}`;
}


/***/ }),

/***/ 9418:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jz: () => (/* binding */ isRateLimited),
/* harmony export */   Sf: () => (/* binding */ MAX_RATE_LIMIT_WAIT_SECONDS),
/* harmony export */   nv: () => (/* binding */ recognizeRateLimits)
/* harmony export */ });
/** The longest `Retry-After` waited out; a longer wait gives up at once (a step has minutes, not hours). */
const MAX_RATE_LIMIT_WAIT_SECONDS = 60;
const SECONDARY = /\bsecondary rate\b/i;
const PRIMARY = /\brate limit exceeded\b/i;
function headerOf(error, name) {
    const value = error.response?.headers?.[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}
/**
 * True when GitHub refused the request because of a rate limit: a 429, or a
 * 403 that carries `retry-after`, an exhausted `x-ratelimit-remaining`, or
 * GitHub's rate-limit message. Such a 403 is never a missing permission.
 */
function isRateLimited(error) {
    if (error === null || typeof error !== 'object')
        return false;
    const failure = error;
    if (failure.status === 429)
        return true;
    if (failure.status !== 403)
        return false;
    const message = typeof failure.message === 'string' ? failure.message : '';
    return (headerOf(failure, 'retry-after') !== undefined ||
        headerOf(failure, 'x-ratelimit-remaining') === '0' ||
        SECONDARY.test(message) ||
        PRIMARY.test(message));
}
/** The plugin-throttling handles a primary limit by these signs; every other limit it sees only by its message. */
function throttlingSeesIt(failure) {
    const message = typeof failure.message === 'string' ? failure.message : '';
    const errors = failure.response?.data?.errors;
    return (SECONDARY.test(message) ||
        headerOf(failure, 'x-ratelimit-remaining') === '0' ||
        (Array.isArray(errors) && errors.some((e) => e.type === 'RATE_LIMITED')));
}
/**
 * An Octokit plugin, placed between plugin-retry and plugin-throttling: a
 * rate limit the throttling plugin would not recognise (a 429, or a 403 with
 * `retry-after` whose message does not say "secondary rate limit") is named a
 * secondary limit, so that it is waited out (its `retry-after`, else a minute)
 * like the ones GitHub words that way.
 */
function recognizeRateLimits(octokit) {
    octokit.hook.error('request', (error) => {
        const failure = error;
        if (isRateLimited(failure) && !throttlingSeesIt(failure)) {
            failure.message = `${failure.message} (GitHub secondary rate limit)`;
        }
        throw error;
    });
    return {};
}


/***/ }),

/***/ 4298:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ readWritesPerMinute),
/* harmony export */   w: () => (/* binding */ DEFAULT_WRITES_PER_MINUTE)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4343);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3759);
/* harmony import */ var _runner_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4090);
/**
 * `github-writes-per-minute`, read by every mode that writes to GitHub: the
 * spacing of the run's own writes (write-spacing.ts) and, in agent mode, the
 * pace the runs that share a budget ledger keep to together (budget/pace.ts).
 */


/** GitHub's secondary limit on content-creating requests, per token and minute (GitHub.com and GHE.com). */
const GITHUB_WRITES_LIMIT = 80;
/** The share of it the runs of a ledger keep to by default (`github-writes-per-minute`), leaving room for the repository's other workflows. */
const DEFAULT_WRITES_PER_MINUTE = 60;
/** The most accepted against GitHub Enterprise Server, whose rate limits its admin sets (off by default): 1 ms between writes. */
const SERVER_WRITES_LIMIT = 60_000;
const WHOLE_NUMBER = `must be a whole number of writes a minute, e.g. ${DEFAULT_WRITES_PER_MINUTE}`;
function writesPerMinuteSchema(cloud) {
    return zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ._regex */ .Fk(/^\d+$/, { error: WHOLE_NUMBER })), zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .transform */ .pdi(Number), zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().check(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ._positive */ .NC({ error: 'must be at least 1' }), cloud
        ? zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ._lte */ .Zm(GITHUB_WRITES_LIMIT, {
            error: `must be at most ${GITHUB_WRITES_LIMIT}, GitHub's limit of content-creating requests a minute (more is accepted only for GitHub Enterprise Server, whose admin sets its limits)`,
        })
        : zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ._lte */ .Zm(SERVER_WRITES_LIMIT, { error: `must be at most ${SERVER_WRITES_LIMIT} (GitHub Enterprise Server)` }))));
}
/**
 * Whether `GITHUB_API_URL` is GitHub's cloud, where the limit of 80 writes a minute holds: unset (the
 * action's default), `api.github.com`, or GHE.com's `api.<subdomain>.ghe.com`. Any other URL is a GitHub
 * Enterprise Server; one that does not parse is left to the cloud's rule.
 */
function isGitHubCloud(apiUrl) {
    if (!apiUrl)
        return true;
    try {
        const host = new URL(apiUrl).hostname;
        return host === 'api.github.com' || host.endsWith('.ghe.com');
    }
    catch {
        return true;
    }
}
/**
 * `github-writes-per-minute` (default 60): a whole number from 1 to GitHub's 80; against GitHub Enterprise
 * Server (`GITHUB_API_URL` neither GitHub.com's nor GHE.com's), whose admin sets its rate limits, up to 60 000.
 */
function readWritesPerMinute(inputs, githubApiUrl) {
    return inputs.parse(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.GithubWritesPerMinute, writesPerMinuteSchema(isGitHubCloud(githubApiUrl)), DEFAULT_WRITES_PER_MINUTE, String(DEFAULT_WRITES_PER_MINUTE));
}


/***/ }),

/***/ 2939:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  mL: () => (/* binding */ InputCollector),
  FS: () => (/* binding */ checkAdminKey),
  vb: () => (/* binding */ checkProjectId),
  yA: () => (/* binding */ isAdminKeyShape)
});

// UNUSED EXPORTS: SECONDS_BOUNDS, baseUrlSchema, isAssistantKeyShape, secondsBound

// EXTERNAL MODULE: ./node_modules/zod/v4/mini/schemas.js
var schemas = __webpack_require__(4343);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/api.js
var api = __webpack_require__(3759);
;// CONCATENATED MODULE: ./src/util/url.ts
const LOOPBACK_HOSTS = new Set(['localhost', '[::1]', '::1']);
/** Whether a URL's hostname names this machine (plain `http://` is accepted only there). */
function isLoopbackHost(hostname) {
    return LOOPBACK_HOSTS.has(hostname) || /^127(\.\d{1,3}){3}$/.test(hostname) || hostname.endsWith('.localhost');
}
/**
 * Whether a hostname is one of the names RFC 2606 reserves for examples
 * (`example.com`, `.net`, `.org` and their subdomains, the `.example` TLD) or
 * for names that never resolve (`.invalid`): a `base-url` pasted from the
 * docs. `.test` is left to the network (a proxy may resolve it), `.localhost`
 * is loopback.
 */
function isExampleHost(hostname) {
    const host = hostname.toLowerCase().replace(/\.$/, '');
    return /(^|\.)example\.(com|net|org)$/.test(host) || /(^|\.)(example|invalid)$/.test(host);
}
/**
 * The ports `fetch` refuses to connect to (the Fetch standard's "bad ports",
 * as undici lists them): a request there fails with "fetch failed" before any
 * byte is sent, so a URL on one is refused when it is read instead.
 */
const FETCH_BLOCKED_PORTS = new Set([
    1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110, 111, 113, 115, 117,
    119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636,
    989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);
/** The URL's port when `fetch` refuses it ("bad port"), else undefined. */
function fetchBlockedPort(url) {
    const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
    return FETCH_BLOCKED_PORTS.has(port) ? port : undefined;
}

// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(17);
// EXTERNAL MODULE: ./src/runner/names.ts
var names = __webpack_require__(4090);
// EXTERNAL MODULE: ./src/util/clock.ts
var clock = __webpack_require__(7110);
;// CONCATENATED MODULE: ./src/runner/inputs.ts





/**
 * Reading inputs, shared by both modes: one reader (trimmed, as the runner's
 * `core.getInput` does), and a collector that reports every problem at once,
 * each naming the input and the form it expects.
 */
const baseUrlSchema = schemas/* pipe */.FsL(schemas/* url */.OZ5({ protocol: /^https?$/, error: 'must be an absolute http(s) URL, e.g. https://api.example.com' }), schemas/* transform */.pdi((text, ctx) => {
    const url = new URL(text);
    if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
        ctx.issues.push({
            code: 'custom',
            input: text,
            message: 'must use https:// (http:// is accepted only for loopback hosts such as localhost)',
        });
    }
    if (isExampleHost(url.hostname)) {
        ctx.issues.push({
            code: 'custom',
            input: text,
            message: "names an example domain reserved by RFC 2606: replace the example base-url with your service's API URL",
        });
    }
    const blocked = fetchBlockedPort(url);
    if (blocked !== undefined) {
        ctx.issues.push({
            code: 'custom',
            input: text,
            message: `uses port ${blocked}, which fetch refuses to connect to (a "bad port" of the Fetch standard): serve the service on another port`,
        });
    }
    if (url.username || url.password || url.search || url.hash) {
        ctx.issues.push({
            code: 'custom',
            input: text,
            message: 'must not carry credentials, a query or a fragment',
        });
    }
    return url;
}));
/** The longest delay a timer takes, in whole seconds: the bound of a seconds input not listed in `SECONDS_BOUNDS`. */
const TIMER_BOUND = { max: Math.floor(clock/* MAX_TIMER_MS */._o / 1000), words: 'the longest a Node.js timer waits' };
/** Each seconds input's upper bound: far above any real use, far below what a timer can hold. */
const SECONDS_BOUNDS = {
    // A job's whole wait; in report mode, how long a job may stay pending (the pending list keeps a record a day).
    [names/* Inputs */.G0.TimeoutSeconds]: { max: 86_400, words: 'a day' },
    [names/* Inputs */.G0.PollIntervalSeconds]: { max: 3_600, words: 'an hour' },
    [names/* Inputs */.G0.MaxPollIntervalSeconds]: { max: 3_600, words: 'an hour' },
    [names/* Inputs */.G0.AskTimeoutSeconds]: { max: 21_600, words: 'six hours, the longest a GitHub-hosted job runs' },
    [names/* Inputs */.G0.AskIdleTimeoutSeconds]: { max: 3_600, words: 'an hour' },
    [names/* Inputs */.G0.ReportTimeoutSeconds]: { max: 21_600, words: 'six hours, the longest a GitHub-hosted job runs' },
};
/** The bound of the seconds input `name`. */
const secondsBound = (name) => SECONDS_BOUNDS[name] ?? TIMER_BOUND;
const positiveSeconds = (integer, bound) => {
    const form = integer ? 'must be a positive whole number of seconds, e.g. 1800' : 'must be a positive number of seconds, e.g. 5';
    return schemas/* pipe */.FsL(schemas/* string */.YjP().check(api/* _regex */.Fk(integer ? /^\d+$/ : /^\d+(\.\d+)?$/, { error: form })), schemas/* pipe */.FsL(schemas/* transform */.pdi(Number), schemas/* number */.aig()
        .check(api/* _positive */.NC({ error: form }), api/* _lte */.Zm(bound.max, { error: `must be at most ${bound.max} seconds (${bound.words})` }))));
};
const BOOLEAN_TRUE = new Set(['true', 'True', 'TRUE']);
const BOOLEAN_FALSE = new Set(['false', 'False', 'FALSE']);
const booleanSchema = schemas/* pipe */.FsL(schemas/* string */.YjP().check(schemas/* refine */.YPB((v) => BOOLEAN_TRUE.has(v) || BOOLEAN_FALSE.has(v), {
    error: 'must be true or false',
})), schemas/* transform */.pdi((v) => BOOLEAN_TRUE.has(v)));
/** Collects every problem so that all of them are reported at once. */
class InputCollector {
    read;
    problems = [];
    constructor(read) {
        this.read = read;
    }
    raw(name) {
        return this.read(name).trim();
    }
    problem(input, message) {
        this.problems.push({ input, message });
    }
    /** Parses an input with a schema; on failure records the first message. */
    parse(name, schema, fallback, defaultValue) {
        const text = this.raw(name) || defaultValue || '';
        const result = schema.safeParse(text);
        if (result.success)
            return result.data;
        this.problem(name, `${result.error.issues[0]?.message ?? 'is invalid'} (got ${JSON.stringify(text)})`);
        return fallback;
    }
    required(name, form) {
        const value = this.raw(name);
        if (!value)
            this.problem(name, `is required: ${form}`);
        return value;
    }
    boolean(name, defaultValue) {
        return this.parse(name, booleanSchema, defaultValue, String(defaultValue));
    }
    /** A seconds input, in milliseconds: positive, at most its bound (`SECONDS_BOUNDS`), whole when `integer`. */
    seconds(name, defaultValue, integer = false) {
        return this.parse(name, positiveSeconds(integer, secondsBound(name)), defaultValue, String(defaultValue)) * 1000;
    }
    url(name) {
        if (!this.raw(name)) {
            this.problem(name, 'is required: the service base URL, e.g. https://api.example.com');
            return undefined;
        }
        return this.parse(name, baseUrlSchema, undefined);
    }
    throwIfAny() {
        if (this.problems.length > 0)
            throw new errors/* InputError */.dz(this.problems);
    }
}
/** Spec section 5: assistant keys carry `<svc>_dsc_`, admin keys `<svc>_`. */
const ASSISTANT_KEY_SHAPE = /^[A-Za-z0-9]+_dsc_/;
const ADMIN_KEY_SHAPE = /^[A-Za-z0-9]+_(?!dsc_)/;
const isAssistantKeyShape = (key) => ASSISTANT_KEY_SHAPE.test(key);
const isAdminKeyShape = (key) => ADMIN_KEY_SHAPE.test(key) && !ASSISTANT_KEY_SHAPE.test(key);
/** Checks the admin key's shape: an assistant (public) key is refused by name. */
function checkAdminKey(inputs, key) {
    if (key && isAssistantKeyShape(key)) {
        inputs.problem(names/* Inputs */.G0.AdminApiKey, 'holds an assistant API key (prefix `<svc>_dsc_`); agent jobs need the admin API key (prefix `<svc>_` without `dsc_`) from the API keys page of the dashboard');
    }
}
/** Checks the project id's form: one word, as the dashboard shows it (a space or a line break is a paste error). */
function checkProjectId(inputs, projectId) {
    if (projectId && /[\s\p{Cc}]/u.test(projectId)) {
        inputs.problem(names/* Inputs */.G0.ProjectId, `must be the project id from the dashboard, one word without spaces (got ${JSON.stringify(projectId)})`);
    }
}


/***/ }),

/***/ 2765:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AnyEventSchema: () => (/* binding */ AnyEventSchema),
/* harmony export */   ClosedPullRequestEventSchema: () => (/* binding */ ClosedPullRequestEventSchema),
/* harmony export */   DeploymentStatusEventSchema: () => (/* binding */ DeploymentStatusEventSchema),
/* harmony export */   IssueCommentEventSchema: () => (/* binding */ IssueCommentEventSchema),
/* harmony export */   IssuesEventSchema: () => (/* binding */ IssuesEventSchema),
/* harmony export */   PullRequestEventSchema: () => (/* binding */ PullRequestEventSchema),
/* harmony export */   PushEventSchema: () => (/* binding */ PushEventSchema),
/* harmony export */   ReviewCommentEventSchema: () => (/* binding */ ReviewCommentEventSchema),
/* harmony export */   UserSchema: () => (/* binding */ UserSchema),
/* harmony export */   parsePayload: () => (/* binding */ parsePayload),
/* harmony export */   readEvent: () => (/* binding */ readEvent),
/* harmony export */   repositoryOf: () => (/* binding */ repositoryOf)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4343);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3759);
/* harmony import */ var _github_load_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9747);
/* harmony import */ var _util_validation_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5709);
/**
 * The workflow's event, as `@actions/github`'s `context` reads it from the
 * runner's environment: its name from `GITHUB_EVENT_NAME`, its webhook
 * payload from the file at `GITHUB_EVENT_PATH`. The payload is untrusted
 * input: only the fields the action uses are checked here, with zod, each
 * with a message that names it.
 */



const UserSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    login: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._minLength */ .m9(1)),
    /** `User`, `Bot` or `Organization`. */
    type: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
});
const RepositorySchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    name: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    owner: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ login: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }),
});
const IssueSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    number: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    title: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    body: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    html_url: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    /** Present when the issue is a pull request (comments on a PR arrive as `issue_comment`). */
    pull_request: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({}))),
    /** The labels it has (an issue opened from a template may arrive labelled). */
    labels: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ name: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }))),
});
const PullRequestSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    number: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    title: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    body: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    html_url: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
});
const CommentSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    id: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    body: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    html_url: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    user: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(UserSchema),
    /** Review comments only: the file and line the comment is on. */
    path: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    line: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig())),
});
const base = {
    sender: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(UserSchema),
    repository: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(RepositorySchema),
};
const IssuesEventSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    ...base,
    action: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    issue: IssueSchema,
    label: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ name: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() })),
});
const PullRequestEventSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    ...base,
    action: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    pull_request: PullRequestSchema,
    label: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ name: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() })),
});
const IssueCommentEventSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    ...base,
    action: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    issue: IssueSchema,
    comment: CommentSchema,
});
const ReviewCommentEventSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    ...base,
    action: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    pull_request: PullRequestSchema,
    comment: CommentSchema,
});
const AnyEventSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3(base);
/** A closed pull request: merged or not, and what the "what changed" section of the prompt reads from it. */
const ClosedPullRequestSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    ...PullRequestSchema.shape,
    merged: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY())),
    merged_by: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(UserSchema)),
    user: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(UserSchema)),
    base: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ ref: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }),
    labels: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ name: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }))),
    /** Counts GitHub gives with the payload: the fallback when the files or commits API cannot be read. */
    commits: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()),
    additions: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()),
    deletions: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()),
    changed_files: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()),
});
const ClosedPullRequestEventSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    ...base,
    action: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('closed'),
    pull_request: ClosedPullRequestSchema,
});
const PushCommitSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    id: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    message: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    author: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ name: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), username: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()) }),
    added: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    removed: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    modified: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
});
const PushEventSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    ...base,
    ref: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    before: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    after: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    created: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY()),
    deleted: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY()),
    forced: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY()),
    compare: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    /** At most 20, as GitHub sends them: the fallback when the compare API cannot be read. */
    commits: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(PushCommitSchema)),
    repository: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ ...RepositorySchema.shape, default_branch: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()) })),
});
/**
 * A deployment's status changed (report mode: a docs preview for the job
 * comment). Only the state, the deployment's sha and ref are read: the
 * preview itself is looked up through the API (src/preview/).
 */
const DeploymentStatusEventSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    ...base,
    deployment_status: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ state: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }),
    deployment: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ id: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), sha: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._regex */ .Fk(/^[0-9a-f]{7,64}$/i)), ref: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }),
});
/**
 * The event of this run, from `@actions/github`'s `context`, which the
 * GitHub client's module holds: loaded on demand, once the inputs are valid,
 * so a run that fails its inputs check never loads it. A payload file that
 * cannot be read, or is not JSON, is an error naming the file
 * (src/github/load.ts).
 */
async function readEvent(env) {
    const { eventContext } = await (0,_github_load_js__WEBPACK_IMPORTED_MODULE_0__/* .loadGitHub */ .g)(env.GITHUB_EVENT_PATH);
    try {
        const context = eventContext();
        // Typed as a string; unset outside GitHub Actions.
        const name = context.eventName;
        return { name: name?.trim() ?? '', payload: context.payload };
    }
    catch (error) {
        // Where the payload is read on use rather than at import (the in-process tests' stand-in of the toolkit).
        throw await (0,_github_load_js__WEBPACK_IMPORTED_MODULE_0__/* .eventPayloadError */ .P)(error, env.GITHUB_EVENT_PATH);
    }
}
/** Parses a payload with a schema, or throws an error naming the event and the fields that are off. */
function parsePayload(schema, event) {
    const result = schema.safeParse(event.payload);
    if (result.success)
        return result.data;
    throw new Error(`The ${event.name} event payload is not what GitHub sends: ${(0,_util_validation_js__WEBPACK_IMPORTED_MODULE_1__/* .formatIssues */ .o)(result.error.issues, event.payload).join('; ')}`);
}
/** `owner/repo` from `GITHUB_REPOSITORY`, else from the payload's repository. */
function repositoryOf(env, payload) {
    const [owner, repo, ...rest] = (env.GITHUB_REPOSITORY ?? '').split('/');
    if (owner && repo && rest.length === 0)
        return { owner, repo };
    if (payload.repository)
        return { owner: payload.repository.owner.login, repo: payload.repository.name };
    return undefined;
}


/***/ }),

/***/ 5709:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ formatIssues)
/* harmony export */ });
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(767);

/** The value found at `path` inside `data`, for error messages. */
function valueAt(data, path) {
    let current = data;
    for (const key of path) {
        if (current === null || typeof current !== 'object')
            return undefined;
        current = current[key];
    }
    return current;
}
function describe(value) {
    if (value === undefined)
        return 'nothing (the field is missing)';
    const text = JSON.stringify(value) ?? typeof value;
    return (0,_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(text, 80);
}
function expectation(issue) {
    switch (issue.code) {
        case 'invalid_type':
            return issue.expected;
        case 'invalid_value':
            return `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
        case 'invalid_format':
            return issue.format === 'regex' ? issue.message : `a ${issue.format} string`;
        case 'too_small':
            return `at least ${String(issue.minimum)}${issue.origin === 'string' ? ' characters' : ''}`;
        case 'unrecognized_keys':
            return `only known fields (not ${issue.keys.map((k) => JSON.stringify(k)).join(', ')})`;
        case 'too_big':
            return `at most ${String(issue.maximum)}${issue.origin === 'string' ? ' characters' : ''}`;
        default:
            return issue.message;
    }
}
/** One line per issue: the field, what was expected, what was received. */
function formatIssues(issues, data) {
    return issues.map((issue) => {
        const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '(body)';
        return `field '${field}': expected ${expectation(issue)}, received ${describe(valueAt(data, issue.path))}`;
    });
}


/***/ })

};

//# sourceMappingURL=864.index.js.map