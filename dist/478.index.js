export const id = 478;
export const ids = [478,799];
export const modules = {

/***/ 8136:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i9: () => (/* binding */ readBudgetPolicy),
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
const budgetPolicySchema = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_policy_js__WEBPACK_IMPORTED_MODULE_3__.BUDGET_POLICIES, { error: "must be 'fail', 'wait' or 'skip'" });
const messagesPerMonthSchema = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ._regex */ .Fk(/^\d+$/, { error: 'must be a whole number of messages, e.g. 10000' })), zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .transform */ .pdi(Number), zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().check(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ._positive */ .NC({ error: 'must be at least 1' }))));
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


/***/ }),

/***/ 3799:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BUDGET_POLICIES: () => (/* binding */ BUDGET_POLICIES),
/* harmony export */   budgetContext: () => (/* binding */ budgetContext)
/* harmony export */ });
/** The values of `on-budget-exhausted`. */
const BUDGET_POLICIES = ['fail', 'wait', 'skip'];
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

/***/ 4105:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ lazyGitHub)
/* harmony export */ });
/* harmony import */ var _runner_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4090);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17);


/**
 * The run's one GitHub client for `github-token`: made on first use, and only
 * then, so a run that needs no GitHub never loads Octokit. Without a token it
 * rejects with an error naming the input.
 */
function lazyGitHub(access, create) {
    let client;
    return () => {
        client ??= access.token
            ? create(access)
            : Promise.reject(new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz([
                { input: _runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.GithubToken, message: 'is empty: pass ${{ github.token }} or a token that may read and write issues' },
            ]));
        return client;
    };
}


/***/ }),

/***/ 5435:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KQ: () => (/* binding */ isAllowedBot),
/* harmony export */   O6: () => (/* binding */ reaches),
/* harmony export */   Yj: () => (/* binding */ checkPermission),
/* harmony export */   eO: () => (/* binding */ PERMISSION_LEVELS),
/* harmony export */   ox: () => (/* binding */ getPermission),
/* harmony export */   w2: () => (/* binding */ isBot)
/* harmony export */ });
/* unused harmony export isPermissionLevel */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3116);

/** Repository roles, weakest first. */
const PERMISSION_LEVELS = ['read', 'triage', 'write', 'maintain', 'admin'];
function isPermissionLevel(text) {
    return PERMISSION_LEVELS.includes(text);
}
/** True when `granted` is at least `required`. */
function reaches(granted, required) {
    if (granted === 'none')
        return false;
    return PERMISSION_LEVELS.indexOf(granted) >= PERMISSION_LEVELS.indexOf(required);
}
/** Permissions read in this run, per client (one client per run) and per repository and login. */
const cache = new WeakMap();
/**
 * The person's role on the repository (`GET /repos/{owner}/{repo}/collaborators/{username}/permission`).
 * `role_name` tells triage and maintain apart; a custom role falls back to the
 * base `permission`. Someone the API does not know (404) has `none`. Read once
 * per login in a run (the trigger's author, each author of a marker); a failed
 * read is not kept.
 */
async function getPermission(client, repository, login) {
    const known = cache.get(client) ?? new Map();
    cache.set(client, known);
    const key = `${repository.owner}/${repository.repo}\n${login}`.toLowerCase();
    let read = known.get(key);
    if (!read) {
        read = readPermission(client, repository, login);
        known.set(key, read);
        void read.catch(() => known.delete(key));
    }
    return read;
}
async function readPermission(client, repository, login) {
    try {
        const { data } = await client.rest.repos.getCollaboratorPermissionLevel({ ...repository, username: login });
        const role = data.role_name ?? '';
        if (isPermissionLevel(role))
            return role;
        return isPermissionLevel(data.permission) ? data.permission : 'none';
    }
    catch (error) {
        if ((0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .statusOf */ .c2)(error) === 404)
            return 'none';
        throw error;
    }
}
/** Reads the person's permission and compares it with `min-permission`. */
async function checkPermission(client, repository, login, required) {
    const granted = await getPermission(client, repository, login);
    return { allowed: reaches(granted, required), granted };
}
/** A GitHub App or other bot account (`type: Bot`, or a login ending in `[bot]`). */
function isBot(user) {
    return user.type === 'Bot' || /\[bot\]$/i.test(user.login);
}
/** `renovate[bot]` and `renovate` name the same bot; case does not matter. */
function botName(login) {
    return login.replace(/\[bot\]$/i, '').toLowerCase();
}
/** True when `allowed-bots` lists the bot by name (with or without `[bot]`), or is `*`. */
function isAllowedBot(login, allowedBots) {
    return allowedBots.some((entry) => entry === '*' || botName(entry) === botName(login));
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
/* harmony export */   wN: () => (/* binding */ DEFAULT_WRITES_PER_MINUTE)
/* harmony export */ });
/* unused harmony exports GITHUB_WRITES_LIMIT, LOOPBACK_WRITES_LIMIT */
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4343);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3759);
/* harmony import */ var _runner_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4090);
/* harmony import */ var _util_url_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7997);
/**
 * `github-writes-per-minute`, read by every mode that writes to GitHub: the
 * spacing of the run's own writes (write-spacing.ts) and, in agent mode, the
 * pace the runs that share a budget ledger keep to together (budget/pace.ts).
 */



/** GitHub's secondary limit on content-creating requests, per token and minute. */
const GITHUB_WRITES_LIMIT = 80;
/** The share of it the runs of a ledger keep to by default (`github-writes-per-minute`), leaving room for the repository's other workflows. */
const DEFAULT_WRITES_PER_MINUTE = 60;
/** The most accepted against a loopback GitHub API (a local stand-in, as in the tests): 1 ms between writes. */
const LOOPBACK_WRITES_LIMIT = 60_000;
const WHOLE_NUMBER = `must be a whole number of writes a minute, e.g. ${DEFAULT_WRITES_PER_MINUTE}`;
function writesPerMinuteSchema(loopback) {
    return zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._regex */ .Fk(/^\d+$/, { error: WHOLE_NUMBER })), zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .transform */ .pdi(Number), zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._positive */ .NC({ error: 'must be at least 1' }), loopback
        ? zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._lte */ .Zm(LOOPBACK_WRITES_LIMIT, { error: `must be at most ${LOOPBACK_WRITES_LIMIT} (against a loopback GitHub API)` })
        : zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._lte */ .Zm(GITHUB_WRITES_LIMIT, {
            error: `must be at most ${GITHUB_WRITES_LIMIT}, GitHub's limit of content-creating requests a minute (more is accepted only for a loopback GITHUB_API_URL)`,
        }))));
}
/** Whether `GITHUB_API_URL` names this machine (a local stand-in of GitHub); unset or unreadable is not. */
function isLoopbackApi(apiUrl) {
    if (!apiUrl)
        return false;
    try {
        return (0,_util_url_js__WEBPACK_IMPORTED_MODULE_1__/* .isLoopbackHost */ .c)(new URL(apiUrl).hostname);
    }
    catch {
        return false;
    }
}
/**
 * `github-writes-per-minute` (default 60): a whole number from 1 to GitHub's 80; against a loopback
 * `GITHUB_API_URL` up to 60 000, so that the tests' runs are not slowed (a validation carve-out only: the
 * spacing is the same for every host).
 */
function readWritesPerMinute(inputs, githubApiUrl) {
    return inputs.parse(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.GithubWritesPerMinute, writesPerMinuteSchema(isLoopbackApi(githubApiUrl)), DEFAULT_WRITES_PER_MINUTE, String(DEFAULT_WRITES_PER_MINUTE));
}


/***/ }),

/***/ 9205:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FS: () => (/* binding */ checkAdminKey),
/* harmony export */   mL: () => (/* binding */ InputCollector),
/* harmony export */   yA: () => (/* binding */ isAdminKeyShape)
/* harmony export */ });
/* unused harmony exports baseUrlSchema, isAssistantKeyShape */
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4343);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3759);
/* harmony import */ var _util_url_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7997);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4090);




/**
 * Reading inputs, shared by both modes: one reader (trimmed, as the runner's
 * `core.getInput` does), and a collector that reports every problem at once,
 * each naming the input and the form it expects.
 */
const baseUrlSchema = zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .url */ .OZ5({ protocol: /^https?$/, error: 'must be an absolute http(s) URL, e.g. https://api.example.com' }), zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .transform */ .pdi((text, ctx) => {
    const url = new URL(text);
    if (url.protocol === 'http:' && !(0,_util_url_js__WEBPACK_IMPORTED_MODULE_0__/* .isLoopbackHost */ .c)(url.hostname)) {
        ctx.issues.push({
            code: 'custom',
            input: text,
            message: 'must use https:// (http:// is accepted only for loopback hosts such as localhost)',
        });
    }
    const blocked = (0,_util_url_js__WEBPACK_IMPORTED_MODULE_0__/* .fetchBlockedPort */ .S)(url);
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
const positiveSeconds = (integer) => zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_4__/* ._regex */ .Fk(integer ? /^\d+$/ : /^\d+(\.\d+)?$/, {
    error: integer ? 'must be a whole number of seconds, e.g. 1800' : 'must be a number of seconds, e.g. 5',
})), zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .transform */ .pdi(Number), zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().check(zod_mini__WEBPACK_IMPORTED_MODULE_4__/* ._positive */ .NC({ error: 'must be greater than 0' }))));
const BOOLEAN_TRUE = new Set(['true', 'True', 'TRUE']);
const BOOLEAN_FALSE = new Set(['false', 'False', 'FALSE']);
const booleanSchema = zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .refine */ .YPB((v) => BOOLEAN_TRUE.has(v) || BOOLEAN_FALSE.has(v), {
    error: 'must be true or false',
})), zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .transform */ .pdi((v) => BOOLEAN_TRUE.has(v)));
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
    seconds(name, defaultValue, integer = false) {
        return this.parse(name, positiveSeconds(integer), defaultValue, String(defaultValue)) * 1000;
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
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(this.problems);
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
        inputs.problem(_names_js__WEBPACK_IMPORTED_MODULE_2__/* .Inputs */ .G0.AdminApiKey, 'holds an assistant API key (prefix `<svc>_dsc_`); agent jobs need the admin API key (prefix `<svc>_` without `dsc_`) from the API keys page of the dashboard');
    }
}


/***/ }),

/***/ 1359:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $1: () => (/* binding */ jsonInput),
/* harmony export */   JG: () => (/* binding */ readAssistantFilter),
/* harmony export */   PK: () => (/* binding */ readAssistantTimeouts),
/* harmony export */   Q2: () => (/* binding */ readAssistantService)
/* harmony export */ });
/* unused harmony export checkAssistantKey */
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4343);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3759);
/* harmony import */ var _runner_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4090);
/* harmony import */ var _runner_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9205);
/* harmony import */ var _util_validation_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5709);
/* harmony import */ var _util_redact_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(767);
/* harmony import */ var _request_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4221);
/**
 * The inputs every assistant call reads (ask mode and impact mode): where the
 * assistant is and with which key, the API version, the search settings and
 * the deadlines. Each reader records its problems in the collector, so that a
 * mode reports all of its inputs' problems at once.
 */






const positiveInteger = zod_mini__WEBPACK_IMPORTED_MODULE_5__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_6__/* ._regex */ .Fk(/^\d+$/, { error: 'must be a positive whole number, e.g. 5' })), zod_mini__WEBPACK_IMPORTED_MODULE_5__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_5__/* .transform */ .pdi(Number), zod_mini__WEBPACK_IMPORTED_MODULE_5__/* .int */ .Whr().check(zod_mini__WEBPACK_IMPORTED_MODULE_6__/* ._positive */ .NC({ error: 'must be a positive whole number, e.g. 5' }))));
const DOMAIN_SHAPE = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** Parses a JSON input with a schema; every issue names the input and the field. */
function jsonInput(inputs, name, schema, form) {
    const text = inputs.raw(name);
    if (!text)
        return undefined;
    let json;
    try {
        json = JSON.parse(text);
    }
    catch (error) {
        inputs.problem(name, `must be JSON: ${form} (${error instanceof Error ? error.message : 'unreadable'})`);
        return undefined;
    }
    const parsed = schema.safeParse(json);
    if (parsed.success)
        return parsed.data;
    const [first] = parsed.error.issues;
    if (first && first.path.length === 0) {
        inputs.problem(name, `must be ${form}, got ${JSON.stringify((0,_util_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .clip */ .$Q)(text, 80))}`);
        return undefined;
    }
    for (const line of (0,_util_validation_js__WEBPACK_IMPORTED_MODULE_2__/* .formatIssues */ .o)(parsed.error.issues, json))
        inputs.problem(name, line);
    return undefined;
}
/** Checks the assistant key's shape: a secret admin key must not travel where a public key belongs. */
function checkAssistantKey(inputs, key) {
    if (key && (0,_runner_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .isAdminKeyShape */ .yA)(key)) {
        inputs.problem(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.AssistantApiKey, 'holds an admin API key (prefix `<svc>_` without `dsc_`): it is a secret and is not sent to the assistant; use the assistant API key (prefix `<svc>_dsc_`) from the API keys page of the dashboard');
    }
}
/** `base-url`, `assistant-api-key`, `domain`, `assistant-api-version`, `retrieval-page-size`, `fp`. */
function readAssistantService(inputs) {
    const baseUrl = inputs.url(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.BaseUrl);
    const assistantApiKey = inputs.required(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.AssistantApiKey, 'the assistant API key (prefix `<svc>_dsc_`)');
    checkAssistantKey(inputs, assistantApiKey);
    const domain = inputs.required(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Domain, "the documentation site's domain, the last segment of the dashboard URL");
    if (domain && !DOMAIN_SHAPE.test(domain)) {
        inputs.problem(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Domain, `must be the site's domain identifier (letters, digits, '.', '_', '-'), got ${JSON.stringify(domain)}`);
    }
    const apiVersion = inputs.parse(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.AssistantApiVersion, zod_mini__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(_request_js__WEBPACK_IMPORTED_MODULE_4__/* .API_VERSIONS */ .Bo, { error: "must be 'v2' or 'v1'" }), 'v2', 'v2');
    const retrievalPageSize = inputs.parse(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.RetrievalPageSize, positiveInteger, 5, '5');
    const fp = inputs.raw(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Fp) || 'anonymous';
    return { baseUrl, assistantApiKey, domain, apiVersion, retrievalPageSize, fp };
}
/** `filter`: spec 4.4 and the API notes: v1 takes no `groups`. */
function readAssistantFilter(inputs, apiVersion) {
    const filter = jsonInput(inputs, _runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Filter, _request_js__WEBPACK_IMPORTED_MODULE_4__/* .FilterSchema */ .Yj, 'an object such as {"language": "en"}');
    if (apiVersion === 'v1' && filter?.groups !== undefined) {
        inputs.problem(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Filter, "field 'groups' is not accepted by the v1 assistant: remove it or use assistant-api-version v2");
    }
    return filter;
}
/** `ask-timeout-seconds` and `ask-idle-timeout-seconds`: the whole answer, and the longest silence in its stream. */
function readAssistantTimeouts(inputs) {
    return { timeoutMs: inputs.seconds(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.AskTimeoutSeconds, 300), idleTimeoutMs: inputs.seconds(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.AskIdleTimeoutSeconds, 60) };
}


/***/ }),

/***/ 4221:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bo: () => (/* binding */ API_VERSIONS),
/* harmony export */   Rh: () => (/* binding */ ContextSchema),
/* harmony export */   Yj: () => (/* binding */ FilterSchema)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4343);
/**
 * The shape of an assistant request as the service takes it (spec 2.3, 2.4;
 * the API notes): the versions, the context items and the filter, and the
 * settings every assistant call needs, whichever mode makes it.
 */

const API_VERSIONS = ['v2', 'v1'];
/** Spec 2.3: what the assistant may be given besides the question. Unknown keys are refused (typos). */
const ContextSchema = zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    type: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['code', 'textSelection']),
    value: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    path: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    elementId: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
}));
/** Spec 2.4 leaves the fields out; the API notes give `version`, `language`, `groups` (v2 only). */
const FilterSchema = zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    version: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    language: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    groups: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())),
});


/***/ }),

/***/ 8800:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ readTriggerSettings)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4343);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3759);
/* harmony import */ var _runner_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4090);
/* harmony import */ var _github_permissions_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5435);
/**
 * The inputs that decide what triggers a job and where it is reported, read
 * once with every other input.
 */



const issueNumberSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._regex */ .Fk(/^[1-9]\d*$/, { error: 'must be an issue or pull request number, e.g. 42' })), zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .transform */ .pdi(Number));
const minPermissionSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(_github_permissions_js__WEBPACK_IMPORTED_MODULE_1__/* .PERMISSION_LEVELS */ .eO, { error: `must be one of ${_github_permissions_js__WEBPACK_IMPORTED_MODULE_1__/* .PERMISSION_LEVELS */ .eO.join(', ')}` });
const commandSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._regex */ .Fk(/^\S+$/, { error: 'must be one word without spaces, e.g. /docs' }));
/** Reads the trigger inputs into `inputs`' problem list, so every problem is reported at once. */
function readTriggerSettings(inputs) {
    const promptFile = inputs.raw(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.PromptFile);
    if (promptFile && inputs.raw(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Prompt)) {
        inputs.problem(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.PromptFile, `and '${_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Prompt}' are both given: use one of them`);
    }
    const issueNumber = inputs.raw(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.IssueNumber)
        ? inputs.parse(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.IssueNumber, issueNumberSchema, undefined)
        : undefined;
    return {
        githubToken: inputs.raw(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.GithubToken),
        promptFile,
        comment: inputs.boolean(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Comment, true),
        issueNumber,
        triggerLabel: inputs.raw(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TriggerLabel) || 'docs-agent',
        command: inputs.parse(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Command, commandSchema, '/docs', '/docs'),
        minPermission: inputs.parse(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.MinPermission, minPermissionSchema, 'write', 'write'),
        allowedBots: inputs
            .raw(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.AllowedBots)
            .split(/[\s,]+/)
            .filter((name) => name.length > 0),
    };
}


/***/ }),

/***/ 7997:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ fetchBlockedPort),
/* harmony export */   c: () => (/* binding */ isLoopbackHost)
/* harmony export */ });
const LOOPBACK_HOSTS = new Set(['localhost', '[::1]', '::1']);
/** Whether a URL's hostname names this machine (plain `http://` is accepted only there). */
function isLoopbackHost(hostname) {
    return LOOPBACK_HOSTS.has(hostname) || /^127(\.\d{1,3}){3}$/.test(hostname) || hostname.endsWith('.localhost');
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

//# sourceMappingURL=478.index.js.map