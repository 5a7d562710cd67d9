export const id = 876;
export const ids = [876,799,891];
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

/***/ 3876:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  agentMode: () => (/* binding */ agentMode)
});

// EXTERNAL MODULE: ./src/runner/names.ts
var names = __webpack_require__(4090);
// EXTERNAL MODULE: ./node_modules/zod/v4/mini/schemas.js
var schemas = __webpack_require__(4343);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/api.js
var api = __webpack_require__(3759);
// EXTERNAL MODULE: ./src/util/url.ts
var url = __webpack_require__(7997);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(17);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/runner/log.ts
var log = __webpack_require__(7708);
;// CONCATENATED MODULE: ./src/triggers/prompt-file.ts






/** What a file that is not a regular file is, for the message. */
function kindOf(stats) {
    if (stats.isFIFO())
        return 'a named pipe (FIFO)';
    if (stats.isCharacterDevice() || stats.isBlockDevice())
        return 'a device';
    if (stats.isSocket())
        return 'a socket';
    if (stats.isDirectory())
        return 'a directory';
    return 'not a regular file';
}
/**
 * Reads `prompt-file`, a path inside the workspace (`GITHUB_WORKSPACE`, else
 * the working directory). Symbolic links are resolved before the check, so a
 * link in the repository cannot point the prompt at a file outside it. Only a
 * regular file is read: the file is opened without blocking and without
 * following a link (a FIFO or device swapped in after the check cannot hold
 * the open), and checked on the open descriptor. `signal` (the run's deadline
 * and cancellation) ends the read.
 */
async function readPromptFile(path, env, signal) {
    const given = (0,external_node_path_.resolve)(env.GITHUB_WORKSPACE || process.cwd());
    const unreadable = (error) => {
        const code = error.code ?? 'error';
        // Most often the workflow did not check the repository out: the workspace is empty.
        const hint = code === 'ENOENT'
            ? `: no such file in the workspace (${given}); add a step with 'uses: actions/checkout' before this one, or fix the path`
            : '';
        return new errors/* InputError */.dz([{ input: names/* Inputs */.G0.PromptFile, message: `cannot be read (${code}): ${(0,log/* quote */.hD)(path)}${hint}` }]);
    };
    const outside = () => new errors/* InputError */.dz([{ input: names/* Inputs */.G0.PromptFile, message: `must be a path inside the workspace (${given}); got ${(0,log/* quote */.hD)(path)}` }]);
    const isInside = (root, file) => {
        const inside = (0,external_node_path_.relative)(root, file);
        return !(inside === '..' || inside.startsWith(`..${external_node_path_.sep}`) || (0,external_node_path_.isAbsolute)(inside));
    };
    if (!isInside(given, (0,external_node_path_.resolve)(given, path)))
        throw outside();
    let workspace;
    let file;
    try {
        workspace = await (0,promises_.realpath)(given);
        file = await (0,promises_.realpath)((0,external_node_path_.resolve)(given, path));
    }
    catch (error) {
        throw unreadable(error);
    }
    if (!isInside(workspace, file))
        throw outside();
    const notRegular = (stats) => new errors/* InputError */.dz([{ input: names/* Inputs */.G0.PromptFile, message: `must be a regular file; ${(0,log/* quote */.hD)(path)} is ${kindOf(stats)}` }]);
    // Checked before opening too, for the message: opening a socket fails with ENXIO, which says less.
    try {
        const stats = await (0,promises_.stat)(file);
        if (!stats.isFile())
            throw notRegular(stats);
    }
    catch (error) {
        if (error instanceof errors/* InputError */.dz)
            throw error;
        throw unreadable(error);
    }
    let handle;
    try {
        handle = await (0,promises_.open)(file, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NONBLOCK | external_node_fs_.constants.O_NOFOLLOW);
    }
    catch (error) {
        throw unreadable(error);
    }
    let text;
    try {
        const stats = await handle.stat();
        if (!stats.isFile()) {
            throw new errors/* InputError */.dz([{ input: names/* Inputs */.G0.PromptFile, message: `must be a regular file; ${(0,log/* quote */.hD)(path)} is ${kindOf(stats)}` }]);
        }
        text = await handle.readFile({ encoding: 'utf8', ...(signal ? { signal } : {}) });
    }
    catch (error) {
        if (error instanceof errors/* InputError */.dz)
            throw error;
        if (signal?.aborted) {
            throw new errors/* InputError */.dz([
                {
                    input: names/* Inputs */.G0.PromptFile,
                    message: `could not be read in time ('${names/* Inputs */.G0.TimeoutSeconds}' passed or the run was cancelled): ${(0,log/* quote */.hD)(path)}`,
                },
            ]);
        }
        throw unreadable(error);
    }
    finally {
        await handle.close().catch(() => undefined);
    }
    if (!text.trim())
        throw new errors/* InputError */.dz([{ input: names/* Inputs */.G0.PromptFile, message: `is an empty file: ${(0,log/* quote */.hD)(path)}` }]);
    return text.trim();
}

// EXTERNAL MODULE: ./src/runner/inputs.ts
var runner_inputs = __webpack_require__(9205);
// EXTERNAL MODULE: ./src/budget/inputs.ts
var budget_inputs = __webpack_require__(8136);
// EXTERNAL MODULE: ./src/github/writes-per-minute.ts
var writes_per_minute = __webpack_require__(4298);
// EXTERNAL MODULE: ./src/runner/read-input.ts
var read_input = __webpack_require__(2897);
// EXTERNAL MODULE: ./src/triggers/settings.ts
var settings = __webpack_require__(8800);
;// CONCATENATED MODULE: ./src/modes/agent/settings.ts










/** `timeout-seconds` when not given. */
const DEFAULT_TIMEOUT_MS = 1_800_000;
/** The shortest delay between polls against a real service. */
const MIN_POLL_INTERVAL_MS = 1000;
const budgetPerHourSchema = schemas/* pipe */.FsL(schemas/* string */.YjP().check(api/* _regex */.Fk(/^\d+$/, { error: 'must be a whole number of jobs, e.g. 100' })), schemas/* pipe */.FsL(schemas/* transform */.pdi(Number), schemas/* number */.aig().check(api/* _positive */.NC({ error: 'must be at least 1' }))));
/** The longest `timeout-seconds` with `continue-open-pr` (a GitHub-hosted job's six hours; see `MAX_HOLD_MS`). */
const CONTINUE_OPEN_PR_MAX_TIMEOUT_MS = 6 * 3_600_000;
/**
 * Reads and validates the inputs of the agent run, reporting all problems at once. `githubApiUrl`
 * (`GITHUB_API_URL`): a loopback one accepts more than GitHub's 80 writes a minute.
 */
function readSettings(read = read_input/* readInput */.R, githubApiUrl) {
    const inputs = new runner_inputs/* InputCollector */.mL(read);
    const mode = inputs.raw(names/* Inputs */.G0.Mode);
    if (mode && mode !== 'agent')
        inputs.problem(names/* Inputs */.G0.Mode, `must be 'agent', 'ask', 'impact' or 'report' (got ${JSON.stringify(mode)})`);
    const baseUrl = inputs.url(names/* Inputs */.G0.BaseUrl);
    const projectId = inputs.required(names/* Inputs */.G0.ProjectId, 'the project id from the dashboard');
    const adminApiKey = inputs.required(names/* Inputs */.G0.AdminApiKey, 'the admin API key, passed from a secret');
    (0,runner_inputs/* checkAdminKey */.FS)(inputs, adminApiKey);
    const prompt = inputs.raw(names/* Inputs */.G0.Prompt);
    const wait = inputs.boolean(names/* Inputs */.G0.Wait, true);
    const timeoutMs = inputs.seconds(names/* Inputs */.G0.TimeoutSeconds, DEFAULT_TIMEOUT_MS / 1000, true);
    const pollIntervalMs = inputs.seconds(names/* Inputs */.G0.PollIntervalSeconds, 5);
    const maxPollIntervalMs = inputs.seconds(names/* Inputs */.G0.MaxPollIntervalSeconds, 30);
    const dryRun = inputs.boolean(names/* Inputs */.G0.DryRun, false);
    const budgetPerHour = inputs.parse(names/* Inputs */.G0.BudgetPerHour, budgetPerHourSchema, 100, '100');
    const onBudgetExhausted = (0,budget_inputs/* readBudgetPolicy */.i9)(inputs);
    const budgetRepository = (0,budget_inputs/* readBudgetRepository */.s7)(inputs);
    const githubWritesPerMinute = (0,writes_per_minute/* readWritesPerMinute */.u)(inputs, githubApiUrl);
    const continueOpenPr = inputs.boolean(names/* Inputs */.G0.ContinueOpenPr, false);
    const trigger = (0,settings/* readTriggerSettings */.Q)(inputs);
    // Sub-second polling would hammer the service; it is allowed only against a loopback emulator (tests, demos).
    // (Not checked when base-url itself is refused: whether it is loopback is unknown, and one problem is enough.)
    if (baseUrl && pollIntervalMs < MIN_POLL_INTERVAL_MS && !(0,url/* isLoopbackHost */.c)(baseUrl.hostname)) {
        inputs.problem(names/* Inputs */.G0.PollIntervalSeconds, 'must be at least 1 second (less is accepted only for a loopback base-url)');
    }
    if (maxPollIntervalMs < pollIntervalMs) {
        inputs.problem(names/* Inputs */.G0.MaxPollIntervalSeconds, `must be at least '${names/* Inputs */.G0.PollIntervalSeconds}' (${pollIntervalMs / 1000} s)`);
    }
    // A continue-open-pr run holds the last job for at most six hours (MAX_HOLD_MS: a record must not block forever),
    // so a longer run could lose the hold while it still works and two runs could both start a job.
    if (continueOpenPr && timeoutMs > CONTINUE_OPEN_PR_MAX_TIMEOUT_MS) {
        inputs.problem(names/* Inputs */.G0.TimeoutSeconds, `must be at most ${CONTINUE_OPEN_PR_MAX_TIMEOUT_MS / 1000} (six hours) with '${names/* Inputs */.G0.ContinueOpenPr}': true, the longest a run holds the last job`);
    }
    inputs.throwIfAny();
    if (!baseUrl)
        throw new errors/* InputError */.dz([{ input: names/* Inputs */.G0.BaseUrl, message: 'is required' }]);
    return {
        baseUrl,
        projectId,
        adminApiKey,
        prompt,
        wait,
        timeoutMs,
        pollIntervalMs,
        maxPollIntervalMs,
        dryRun,
        budgetPerHour,
        onBudgetExhausted,
        ...(budgetRepository ? { budgetRepository } : {}),
        githubWritesPerMinute,
        continueOpenPr,
        trigger,
    };
}
/**
 * The agent run's settings, `prompt-file` included: its text becomes the
 * prompt, and a file that cannot be read is one more problem in the list (all
 * problems at once, before any request). The read stops at `timeout-seconds`
 * or on cancellation.
 */
async function readAgentSettings(read, env, signal) {
    const problems = [];
    let settings;
    try {
        settings = readSettings(read, env.GITHUB_API_URL);
    }
    catch (error) {
        if (!(error instanceof errors/* InputError */.dz))
            throw error;
        problems.push(...error.problems);
    }
    const promptFile = read(names/* Inputs */.G0.PromptFile).trim();
    let prompt = settings?.prompt ?? '';
    if (promptFile) {
        const timeout = AbortSignal.timeout(settings?.timeoutMs ?? DEFAULT_TIMEOUT_MS);
        try {
            prompt = await readPromptFile(promptFile, env, AbortSignal.any([signal, timeout]));
        }
        catch (error) {
            if (!(error instanceof errors/* InputError */.dz))
                throw error;
            problems.push(...error.problems);
        }
    }
    if (problems.length > 0 || !settings)
        throw new errors/* InputError */.dz(problems);
    return { ...settings, prompt };
}

// EXTERNAL MODULE: ./src/github/lazy.ts
var lazy = __webpack_require__(4105);
;// CONCATENATED MODULE: ./src/modes/agent/run.ts
/**
 * The agent run: from the event to a job, created within the hourly budget
 * and waited for. `runAgent` returns how the run ended; it reports nothing
 * itself (`reportAgentOutcome` does, in one place). Main reads the settings
 * first (modes/agent/mode.ts); the rest is loaded once they are valid.
 */



/** Creates (or resumes) the job and waits for it; every failure becomes a `failed` outcome, with what was learned. */
async function runAgent(settings, deps) {
    const facts = {};
    const held = {};
    try {
        const ending = await runSteps(settings, deps, facts, held);
        return { ...facts, ...ending };
    }
    catch (error) {
        return { ...facts, kind: 'failed', error, cancelled: deps.signal.aborted };
    }
    finally {
        // `continue-open-pr`: however the run ends, the hold is given back, with this run's job (if any) as the last one,
        // also past the deadline or after a cancellation.
        if (held.openPr)
            deps.wrapUp();
        await held.openPr?.release(facts.job);
    }
}
async function runSteps(settings, deps, facts, held) {
    const deadline = deps.deadline;
    // The inputs are valid: only now is the rest of the run loaded (a failing check stays fast), all at once.
    const [{ startTrigger }, { waitForJob }, pickups, { createWithinBudget }, { noteOnPull, refusedFollowUp }, { OpenPrSession }, { LedgerStore }, { jobWrites },] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(108), __webpack_require__.e(580), __webpack_require__.e(149), __webpack_require__.e(375)]).then(__webpack_require__.bind(__webpack_require__, 8354)),
        __webpack_require__.e(/* import() */ 722).then(__webpack_require__.bind(__webpack_require__, 6722)),
        __webpack_require__.e(/* import() */ 693).then(__webpack_require__.bind(__webpack_require__, 4693)),
        __webpack_require__.e(/* import() */ 656).then(__webpack_require__.bind(__webpack_require__, 1656)),
        __webpack_require__.e(/* import() */ 64).then(__webpack_require__.bind(__webpack_require__, 5064)),
        Promise.all(/* import() */[__webpack_require__.e(580), __webpack_require__.e(661)]).then(__webpack_require__.bind(__webpack_require__, 9580)),
        __webpack_require__.e(/* import() */ 10).then(__webpack_require__.bind(__webpack_require__, 1010)),
        __webpack_require__.e(/* import() */ 730).then(__webpack_require__.bind(__webpack_require__, 3730)),
    ]);
    // One GitHub client for the run: the trigger's checks, the comment and the budget's ledger.
    const github = (0,lazy/* lazyGitHub */.e)({ token: settings.trigger.githubToken, writesPerMinute: settings.githubWritesPerMinute }, deps.createGitHub);
    // One ledger store for the run (one GitHub clock): the budget, the hand-off and `continue-open-pr` each change their section.
    const ledgerRepository = settings.budgetRepository ?? deps.env.GITHUB_REPOSITORY ?? '';
    const ledger = settings.trigger.githubToken
        ? new LedgerStore({
            client: github,
            repository: ledgerRepository,
            projectId: settings.projectId,
            clock: deps.clock,
            random: deps.random,
            warn: log/* log */.Rm.warning,
        })
        : undefined;
    const sharedLedger = ledgerRepository ? ledger : undefined;
    if (settings.continueOpenPr && !settings.trigger.githubToken) {
        log/* log */.Rm.warning(`'${names/* Inputs */.G0.ContinueOpenPr}' needs '${names/* Inputs */.G0.GithubToken}' (the last job is kept in the budget ledger): every change starts a new job.`);
    }
    // The service client is cheap to make; `continue-open-pr` may need it before the job (to wait for the last one).
    let serviceClient;
    const service = () => (serviceClient ??= deps.createClient(settings));
    const openPr = settings.continueOpenPr && ledger
        ? new OpenPrSession({
            github,
            service,
            ledger,
            clock: deps.clock,
            log: log/* log */.Rm,
            serverUrl: deps.env.GITHUB_SERVER_URL || undefined,
            deadline,
            signal: deps.signal,
            dryRun: settings.dryRun,
            env: deps.env,
            maxPollIntervalMs: settings.maxPollIntervalMs,
        })
        : undefined;
    held.openPr = openPr;
    const start = await startTrigger({
        settings,
        env: deps.env,
        github,
        clock: deps.clock,
        log: log/* log */.Rm,
        openPr,
        onTriggeredBy: (login) => {
            facts.triggeredBy = login;
        },
    });
    facts.triggeredBy = start.triggeredBy;
    if (start.kind === 'skip')
        return { kind: 'skipped', reason: start.reason, commentUrl: start.commentUrl };
    const comment = start.comment;
    facts.comment = comment;
    if (start.undecided !== undefined)
        throw start.undecided;
    const client = await service();
    let followUp = start.followUp;
    const followUpOf = followUp?.jobId;
    if (settings.dryRun) {
        const url = followUpOf === undefined ? client.createUrl : `${client.createUrl}/${encodeURIComponent(followUpOf)}/message`;
        return { kind: 'dry-run', url, prompt: start.prompt, followUpOf };
    }
    const runOptions = {
        client,
        clock: deps.clock,
        log: log/* log */.Rm,
        schedule: { initialMs: settings.pollIntervalMs, maxMs: settings.maxPollIntervalMs },
        deadline,
        signal: deps.signal,
        random: deps.random,
        onJob: (job) => {
            comment.progress(job);
        },
    };
    let created = await comment.resume(client);
    let recordInLedger;
    /** A follow-up message: whether the job has taken it yet (until then a terminal status does not count). */
    let pickup;
    if (!created) {
        const create = (to) => createWithinBudget(start.prompt, {
            followUpOf: to,
            openBudget: deps.openBudget,
            settings,
            ledger: sharedLedger,
            jobWrites: jobWrites({
                // Where the comment goes (see resolveCommentTarget): the event's issue or pull request, or `issue-number`.
                comment: settings.trigger.comment && ('subject' in start.trigger || settings.trigger.issueNumber !== undefined),
                reactions: start.trigger.kind === 'command',
                note: settings.wait && settings.trigger.comment,
                handOff: !settings.wait,
                openPr: openPr !== undefined,
            }),
            onLongWait: (at) => {
                comment.waiting(at);
            },
            runOptions,
            onBudget: (view, remaining) => {
                facts.budget = view;
                if (remaining !== undefined)
                    facts.budgetRemaining = remaining;
            },
        }).catch((error) => {
            // A refused follow-up (400/404) is said as such, with how to start a new job: never a new job behind the user's back.
            throw to === undefined ? error : refusedFollowUp(error, to, settings.trigger.command);
        });
        const result = await create(followUpOf).catch((error) => {
            // Except for a merge or a push (`continue-open-pr`): the user asked for docs for the change, so a new job starts.
            if (!openPr?.fallsBack(error, start.trigger, comment))
                throw error;
            followUp = undefined;
            return create(undefined);
        });
        if (result.kind === 'exhausted') {
            const { exhausted } = result;
            // `skip` ends green; `fail` and `wait` fail the step.
            if (exhausted.policy !== 'skip')
                throw new Error(exhausted.message);
            return { kind: 'skipped', reason: exhausted.message, nextSlotAt: new Date(exhausted.nextSlotAt).toISOString() };
        }
        created = result.job;
        recordInLedger = result.recordInLedger;
        pickup = result.before ? new pickups.Pickup(result.before) : undefined;
    }
    // Until the job has taken a follow-up message, the result it still shows is the last message's: it counts as working.
    const shown = (job) => (pickup && !pickup.see(job) ? pickups.asWorking(job) : job);
    // The job exists: it is reported before anything else can fail or be cancelled.
    comment.created(shown(created));
    facts.job = shown(created);
    // The job exists: its records (the ledger, the hold, the hand-off) are written even if the deadline is near.
    deps.wrapUp();
    await recordInLedger?.();
    // `continue-open-pr`: the job is recorded while this run still holds the record (a run that takes over knows it).
    await openPr?.recordJob(created);
    if (!settings.wait) {
        // The hand-off: the job is recorded as pending for a report run, and the runner is freed.
        const { handOff } = await Promise.all(/* import() */[__webpack_require__.e(764), __webpack_require__.e(176)]).then(__webpack_require__.bind(__webpack_require__, 4764));
        let handed = created;
        if (pickup && !pickup.see(created)) {
            // Sent, not yet picked up: a short wait for the job to take it, then the hand-off either way.
            log/* log */.Rm.info(pickups.notPickedUpLine(created));
            handed = await pickups.untilPickedUp(created, pickup, {
                ...runOptions,
                until: Math.min(deadline, deps.clock.now() + pickups.PICKUP_WAIT_MS),
            });
            if (!pickup.pickedUp)
                log/* log */.Rm.warning(`Agent job ${created.id} had not picked up the follow-up message by the end of this run's wait for it: it is handed off as sent, not yet picked up, and a report run reports it only once it has (or as not picked up, after its 'timeout-seconds').`);
        }
        facts.job = shown(handed);
        const handedOff = await handOff({
            job: facts.job,
            ...(pickup?.pickedUp === false ? { pickup: pickup.before } : {}),
            comment,
            projectId: settings.projectId,
            ledger: sharedLedger,
            log: log/* log */.Rm,
            signal: deps.signal,
        });
        return { kind: 'finished', job: facts.job, waited: false, handedOff };
    }
    const job = created;
    const outcome = await log/* log */.Rm.group(`Wait for agent job ${job.id}`, () => waitForJob(job, runOptions, pickup));
    facts.job = shown(outcome.job);
    facts.waitedMs = outcome.waitedMs;
    switch (outcome.kind) {
        case 'timeout':
            return {
                kind: 'timeout',
                job: facts.job,
                waitedMs: outcome.waitedMs,
                timeoutMs: settings.timeoutMs,
                ...(outcome.notPickedUp ? { notPickedUp: true } : {}),
            };
        case 'cancelled':
            return { kind: 'cancelled', job: facts.job, waitedMs: outcome.waitedMs };
        case 'finished':
            if (settings.trigger.githubToken && settings.trigger.comment)
                await noteOnPull(outcome.job, start, settings.trigger, github, deps.env.GITHUB_SERVER_URL || undefined, followUp?.append);
            return { kind: 'finished', job: outcome.job, waited: true };
    }
}

// EXTERNAL MODULE: ./src/render/text.ts
var render_text = __webpack_require__(893);
;// CONCATENATED MODULE: ./src/modes/agent/job-outputs.ts
/** What the job says about itself, as the step's outputs. */



/**
 * The job's `prLink` as the `pr-link` output: only an `https` URL (no
 * credentials) is passed on to later steps; anything else is left empty, with
 * a warning, so a workflow never opens or fetches what the service made up.
 */
function prLinkOutput(job) {
    if (!job.prLink)
        return '';
    if ((0,render_text/* httpsUrl */.N3)(job.prLink))
        return job.prLink;
    log/* log */.Rm.warning(`Agent job ${(0,log/* quote */.hD)(job.id)} gave a pull request link that is not an https URL (${(0,log/* quote */.hD)(job.prLink)}): the '${names/* Outputs */.tY.PrLink}' output is left empty.`);
    return '';
}
/** Records the job's id, pull request, model, source and times in `outputs` (`status` is the run's: see report.ts). */
function setJobOutputs(outputs, job) {
    outputs.set(names/* Outputs */.tY.JobId, job.id);
    outputs.set(names/* Outputs */.tY.PrLink, prLinkOutput(job));
    outputs.set(names/* Outputs */.tY.Model, job.model);
    outputs.set(names/* Outputs */.tY.SourceRepository, job.source.repository);
    outputs.set(names/* Outputs */.tY.SourceRef, job.source.ref ?? '');
    outputs.set(names/* Outputs */.tY.CreatedAt, job.createdAt);
    outputs.set(names/* Outputs */.tY.ArchivedAt, job.archivedAt ?? '');
}

// EXTERNAL MODULE: ./src/render/time.ts
var time = __webpack_require__(2891);
// EXTERNAL MODULE: ./src/runner/summary.ts
var summary = __webpack_require__(1070);
// EXTERNAL MODULE: ./src/util/redact.ts
var redact = __webpack_require__(767);
;// CONCATENATED MODULE: ./src/modes/agent/summary.ts




/** One paragraph on the hourly budget: used, remaining, when the oldest entry expires. */
function budgetParagraph(budget) {
    const ledger = budget.ref ? ` (ledger <code>${(0,render_text/* escapeHtml */.ZD)(budget.ref)}</code>)` : '';
    if (!budget.tracked) {
        return `<p>Hourly budget: not tracked for this run${ledger}: ${summaryText(budget.reason ?? 'unknown reason')}.</p>`;
    }
    const parts = [`${budget.used ?? 0} of ${budget.limit} jobs used in the last 60 minutes, ${budget.remaining ?? 0} remaining`];
    if (budget.oldestExpiresAt)
        parts.push(`the oldest entry expires at ${(0,time/* formatTime */.f)(budget.oldestExpiresAt)}`);
    if (budget.nextSlotAt)
        parts.push(`the next slot frees at ${(0,time/* formatTime */.f)(budget.nextSlotAt)}`);
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
            .addRaw(`<p>Dry run: nothing was sent. ${report.dryRun.followUpOf === undefined ? 'The job would be created at' : `A follow-up message to job <code>${summaryText(report.dryRun.followUpOf)}</code> would be sent to`} <code>${summaryText(report.dryRun.url)}</code> with this prompt:</p>`, true)
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
            ['Time waited', report.waitedMs === undefined ? cell(undefined) : (0,time/* formatDuration */.a)(report.waitedMs)],
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






/** The note of a handed-off job: the comment's text while the agent works (see comment-body.ts). */
const HANDED_OFF_NOTE = 'The agent is working on it.';
/** A finished job: a line in the log, and whether the step fails. */
function finished(job, waited, handedOff = false) {
    // Handed off: the comment keeps the text it has ('working on it'), so it is not written a second time.
    if (!waited && handedOff && job.status === 'active')
        return { note: HANDED_OFF_NOTE };
    if (!waited)
        return { note: `Not waiting ('${names/* Inputs */.G0.Wait}' is false): the job goes on in the service.` };
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
            };
    }
}
function describe(outcome) {
    switch (outcome.kind) {
        case 'skipped':
            log/* log */.Rm.notice(outcome.nextSlotAt ? `${outcome.reason} Skipped ('${names/* Inputs */.G0.OnBudgetExhausted}': skip).` : outcome.reason);
            return { note: outcome.reason };
        case 'dry-run':
            log/* log */.Rm.info(outcome.followUpOf === undefined
                ? `Dry run: nothing is sent. The job would be created with POST ${outcome.url} and this prompt:`
                : `Dry run: nothing is sent. The follow-up message to agent job ${outcome.followUpOf} would be sent with POST ${outcome.url} and this prompt:`);
            log/* log */.Rm.verbatim(outcome.prompt);
            return { note: 'Dry run: no job was created.' };
        case 'finished':
            return finished(outcome.job, outcome.waited, outcome.handedOff);
        case 'timeout': {
            const waited = (0,time/* formatDuration */.a)(outcome.waitedMs);
            if (outcome.notPickedUp)
                return {
                    note: `The follow-up message was sent, but the job had not picked it up after ${waited}: it still showed its earlier result. It may yet take it.`,
                    failure: `Agent job ${outcome.job.id} had not picked up the follow-up message after waiting ${waited} ('${names/* Inputs */.G0.TimeoutSeconds}': ${outcome.timeoutMs / 1000}): it still showed its earlier result, so the message is sent, not yet picked up.`,
                };
            return {
                note: `Still active after ${waited}: the job goes on in the service.`,
                failure: `Agent job ${outcome.job.id} is still ${(0,log/* quote */.hD)(outcome.job.status)} after waiting ${waited} ('${names/* Inputs */.G0.TimeoutSeconds}': ${outcome.timeoutMs / 1000}); the job goes on in the service.`,
            };
        }
        case 'cancelled': {
            const waited = (0,time/* formatDuration */.a)(outcome.waitedMs);
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
/**
 * The `status` output: how the run ended (action.yml lists the values). A job
 * that ended gives its own; one that goes on in the service is `active`.
 */
function agentStatus(outcome) {
    switch (outcome.kind) {
        case 'skipped':
            return 'skipped';
        case 'dry-run':
            return 'dry-run';
        case 'finished': {
            const status = outcome.job.status;
            return status === 'completed' || status === 'archived' || status === 'failed' ? status : 'active';
        }
        case 'timeout':
            return 'active';
        case 'cancelled':
            return 'cancelled';
        case 'failed':
            return outcome.cancelled ? 'cancelled' : 'error';
    }
}
/** The outputs the outcome gives (the comment's URL is added once the comment is written; `status` is main's). */
function setOutputs(outputs, outcome) {
    if (outcome.triggeredBy !== undefined)
        outputs.set(names/* Outputs */.tY.TriggeredBy, outcome.triggeredBy);
    if (outcome.budgetRemaining !== undefined)
        outputs.set(names/* Outputs */.tY.BudgetRemaining, outcome.budgetRemaining);
    if (outcome.job)
        setJobOutputs(outputs, outcome.job);
    if (outcome.kind === 'skipped' && outcome.commentUrl !== undefined)
        outputs.set(names/* Outputs */.tY.CommentUrl, outcome.commentUrl);
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
        report.dryRun = { url: outcome.url, prompt: outcome.prompt, followUpOf: outcome.followUpOf };
    if (outcome.kind === 'skipped' && outcome.nextSlotAt)
        report.skipped = { reason: 'budget', nextSlotAt: outcome.nextSlotAt };
    return report;
}
/** Writes the log lines, outputs, summary and comment for how the run ended; never throws. */
async function reportAgentOutcome(outcome, outputs) {
    const ending = describe(outcome);
    setOutputs(outputs, outcome);
    outputs.flush();
    try {
        await writeSummary(reportOf(outcome, ending));
    }
    catch (error) {
        log/* log */.Rm.warning(`Could not write the job summary: ${(0,errors/* getErrorMessage */.u1)(error)}`);
    }
    if (ending.failure !== undefined)
        log/* log */.Rm.setFailed(ending.failure);
    const comment = outcome.comment;
    if (comment) {
        await comment.finished({
            job: outcome.job,
            note: ending.note,
            failed: ending.failure !== undefined,
            skipped: outcome.kind === 'skipped',
        });
        outputs.set(names/* Outputs */.tY.CommentUrl, comment.url);
        outputs.flush();
    }
}

;// CONCATENATED MODULE: ./src/modes/agent/mode.ts
/**
 * The agent mode as main drives it (src/modes/mode.ts): the settings
 * (`prompt-file` included), the run's deadline (`timeout-seconds`), the run,
 * and its one report.
 */




const agentMode = {
    readSettings: ({ readInput, env, signal }) => readAgentSettings(readInput, env, signal),
    timeout: (settings) => ({ ms: settings.timeoutMs, input: names/* Inputs */.G0.TimeoutSeconds }),
    run: runAgent,
    failed: (error, cancelled) => ({ kind: 'failed', error, cancelled }),
    status: agentStatus,
    report: reportAgentOutcome,
};


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


/***/ })

};

//# sourceMappingURL=876.index.js.map