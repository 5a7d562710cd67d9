export const id = 821;
export const ids = [821,891];
export const modules = {

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
/* harmony export */   w2: () => (/* binding */ isBot)
/* harmony export */ });
/* unused harmony exports isPermissionLevel, getPermission */
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

/***/ 1821:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  agentMode: () => (/* binding */ agentMode)
});

// EXTERNAL MODULE: ./src/runner/names.ts
var names = __webpack_require__(4090);
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

// EXTERNAL MODULE: ./src/runner/inputs.ts + 1 modules
var runner_inputs = __webpack_require__(2939);
// EXTERNAL MODULE: ./src/budget/inputs.ts
var budget_inputs = __webpack_require__(8136);
// EXTERNAL MODULE: ./src/github/writes-per-minute.ts
var writes_per_minute = __webpack_require__(4298);
// EXTERNAL MODULE: ./src/runner/read-input.ts
var read_input = __webpack_require__(2897);
// EXTERNAL MODULE: ./src/triggers/settings.ts
var settings = __webpack_require__(8800);
// EXTERNAL MODULE: ./src/util/clock.ts
var clock = __webpack_require__(7110);
;// CONCATENATED MODULE: ./src/modes/agent/settings.ts









/** `timeout-seconds` when not given. */
const DEFAULT_TIMEOUT_MS = 1_800_000;
/** The shortest delay between polls: 20 a second at most, for an emulator or a service on the runner's own network. */
const MIN_POLL_INTERVAL_MS = 50;
/** The longest `timeout-seconds` with `continue-open-pr` (a GitHub-hosted job's six hours; see `MAX_HOLD_MS`). */
const CONTINUE_OPEN_PR_MAX_TIMEOUT_MS = 6 * 3_600_000;
/**
 * Reads and validates the inputs of the agent run, reporting all problems at once. `githubApiUrl`
 * (`GITHUB_API_URL`): a GitHub Enterprise Server accepts more than GitHub's 80 writes a minute.
 */
function readSettings(read = read_input/* readInput */.R, githubApiUrl) {
    const inputs = new runner_inputs/* InputCollector */.mL(read);
    const mode = inputs.raw(names/* Inputs */.G0.Mode);
    if (mode && mode !== 'agent')
        inputs.problem(names/* Inputs */.G0.Mode, `must be 'agent', 'ask', 'impact' or 'report' (got ${JSON.stringify(mode)})`);
    const baseUrl = inputs.url(names/* Inputs */.G0.BaseUrl);
    const projectId = inputs.required(names/* Inputs */.G0.ProjectId, 'the project id from the dashboard');
    (0,runner_inputs/* checkProjectId */.vb)(inputs, projectId);
    const adminApiKey = inputs.required(names/* Inputs */.G0.AdminApiKey, 'the admin API key, passed from a secret');
    (0,runner_inputs/* checkAdminKey */.FS)(inputs, adminApiKey);
    const prompt = inputs.raw(names/* Inputs */.G0.Prompt);
    const wait = inputs.boolean(names/* Inputs */.G0.Wait, true);
    const timeoutMs = inputs.seconds(names/* Inputs */.G0.TimeoutSeconds, DEFAULT_TIMEOUT_MS / 1000, true);
    const pollIntervalMs = inputs.seconds(names/* Inputs */.G0.PollIntervalSeconds, 5);
    const maxPollIntervalMs = inputs.seconds(names/* Inputs */.G0.MaxPollIntervalSeconds, 30);
    const dryRun = inputs.boolean(names/* Inputs */.G0.DryRun, false);
    const budgetPerHour = (0,budget_inputs/* readBudgetPerHour */.nv)(inputs);
    const onBudgetExhausted = (0,budget_inputs/* readBudgetPolicy */.i9)(inputs);
    const queueTimeoutMs = (0,budget_inputs/* readQueueTimeout */.Zf)(inputs);
    const budgetRepository = (0,budget_inputs/* readBudgetRepository */.s7)(inputs);
    const githubWritesPerMinute = (0,writes_per_minute/* readWritesPerMinute */.u)(inputs, githubApiUrl);
    const continueOpenPr = inputs.boolean(names/* Inputs */.G0.ContinueOpenPr, false);
    const trigger = (0,settings/* readTriggerSettings */.Q)(inputs);
    if (pollIntervalMs < MIN_POLL_INTERVAL_MS) {
        inputs.problem(names/* Inputs */.G0.PollIntervalSeconds, `must be at least ${MIN_POLL_INTERVAL_MS / 1000} seconds`);
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
        queueTimeoutMs,
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
        const timeout = (0,clock/* timeoutSignal */._)(settings?.timeoutMs ?? DEFAULT_TIMEOUT_MS);
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
;// CONCATENATED MODULE: ./src/modes/agent/dry-run.ts
/**
 * What `dry-run: true` checks without spending anything, each reported as passed or failed: the inputs and the
 * trigger (checked before the run gets here), the service (a job read with a made-up id, which costs no job: the
 * service answers 404 when the key is accepted, 401 or 403 when it is not) and the budget's ledger (a read, as a
 * run makes it before its reservation). Write permissions are not checked: GitHub shows a token's write access
 * only by a write, and a dry run writes nothing; the check says which permission the run will need.
 */


/** The id of the job the check reads: no job has it. */
const MADE_UP_JOB_ID = 'docs-agent-dry-run-check';
/** Reads a job that does not exist: 404 means the key is accepted; 401/403 name the key; anything else says what came back. */
async function checkService(client) {
    const name = `the service and '${names/* Inputs */.G0.AdminApiKey}'`;
    try {
        await client.getJob(MADE_UP_JOB_ID);
        return { name, passed: true, detail: 'a job read was answered' };
    }
    catch (error) {
        if (error instanceof errors/* ServiceHttpError */.iL && error.status === 404) {
            return { name, passed: true, detail: `reachable, and the key is accepted (a job read with a made-up id answered 404)` };
        }
        if (error instanceof errors/* ServiceHttpError */.iL && (error.status === 401 || error.status === 403)) {
            return {
                name,
                passed: false,
                detail: `the key is refused: ${error.message}; check '${names/* Inputs */.G0.AdminApiKey}' (and the key's IP allow-list)`,
            };
        }
        return { name, passed: false, detail: (0,errors/* getErrorMessage */.u1)(error) };
    }
}
/** Reads the budget's ledger as a run does before its reservation; writes nothing. */
async function checkLedger(ledger, signal) {
    const name = "the budget's ledger";
    if (!ledger) {
        return { name, passed: true, detail: `not used: without '${names/* Inputs */.G0.GithubToken}' and a repository the hourly budget is not tracked` };
    }
    const where = `${ledger.ref} in ${ledger.repository}`;
    try {
        // Loaded here: a run whose inputs are wrong loads no budget code (test/runner/load-path.e2e.test.ts).
        const { budgetSection, liveEntries } = await __webpack_require__.e(/* import() */ 985).then(__webpack_require__.bind(__webpack_require__, 985));
        const read = await ledger.view(budgetSection, signal ? { signal } : {});
        const used = liveEntries(read.state, ledger.now()).length;
        return {
            name,
            passed: true,
            detail: `${where} is readable (${used} job(s) in the last 60 minutes); a run writes it, which needs 'contents: write' there`,
        };
    }
    catch (error) {
        return { name, passed: false, detail: `${where} cannot be read (${(0,errors/* getErrorMessage */.u1)(error)}); the token needs 'contents: write' there` };
    }
}

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
        Promise.all(/* import() */[__webpack_require__.e(30), __webpack_require__.e(669), __webpack_require__.e(691)]).then(__webpack_require__.bind(__webpack_require__, 691)),
        __webpack_require__.e(/* import() */ 722).then(__webpack_require__.bind(__webpack_require__, 6722)),
        __webpack_require__.e(/* import() */ 693).then(__webpack_require__.bind(__webpack_require__, 4693)),
        __webpack_require__.e(/* import() */ 656).then(__webpack_require__.bind(__webpack_require__, 1656)),
        __webpack_require__.e(/* import() */ 688).then(__webpack_require__.bind(__webpack_require__, 9688)),
        Promise.all(/* import() */[__webpack_require__.e(669), __webpack_require__.e(889)]).then(__webpack_require__.bind(__webpack_require__, 7669)),
        Promise.all(/* import() */[__webpack_require__.e(251), __webpack_require__.e(10)]).then(__webpack_require__.bind(__webpack_require__, 1010)),
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
        const checks = [
            { name: 'the inputs', passed: true, detail: 'every input has its form' },
            {
                name: 'the event',
                passed: true,
                detail: `${start.trigger.event} starts a job (triggered by ${start.triggeredBy || 'the workflow'})`,
            },
            await checkService(client),
            await checkLedger(sharedLedger, deps.signal),
        ];
        return { kind: 'dry-run', url, prompt: start.prompt, followUpOf, checks };
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
    if (!created && settings.onBudgetExhausted === 'queue' && sharedLedger && comment.recordedJobId === '') {
        // A re-run of a run that queued its request: the queue starts it, once; this attempt creates nothing.
        const { queuedFor } = await Promise.all(/* import() */[__webpack_require__.e(30), __webpack_require__.e(764), __webpack_require__.e(125)]).then(__webpack_require__.bind(__webpack_require__, 5125));
        const queued = await queuedFor(sharedLedger, comment, deps.signal);
        if (queued) {
            log/* log */.Rm.info(`This request is queued already (an earlier attempt of this run queued it): a report run starts it; no job is created.`);
            return {
                kind: 'queued',
                place: queued.place,
                startsAt: new Date(queued.startsAt).toISOString(),
                expiresAt: new Date(queued.expiresAt).toISOString(),
            };
        }
    }
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
            // `queue`: the request waits in the ledger for a later run; the step ends green at once, holding no runner.
            if (exhausted.policy === 'queue')
                return queueInstead(exhausted, {
                    settings,
                    deps,
                    comment,
                    prompt: start.prompt,
                    followUpOf: followUp?.jobId,
                    ledger: sharedLedger,
                    facts,
                });
            // `skip` ends green; `fail` and `wait` fail the step.
            if (exhausted.policy !== 'skip')
                throw new Error(exhausted.message);
            return { kind: 'skipped', reason: exhausted.message, nextSlotAt: new Date(exhausted.nextSlotAt).toISOString() };
        }
        created = result.job;
        recordInLedger = result.recordInLedger;
        // The window as seen right after the reservation: this job's slot is the last one counted.
        if (facts.budget?.tracked && facts.budget.used !== undefined)
            comment.slotTaken({ slot: facts.budget.used, limit: facts.budget.limit });
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
            if (settings.trigger.githubToken && settings.trigger.comment) {
                await noteOnPull(outcome.job, start, settings.trigger, github, deps.env.GITHUB_SERVER_URL || undefined, followUp?.append);
                // The docs preview, looked for once when there is a comment to show it: a deployment of the pull request's head (src/preview/).
                const { previewForJob } = await __webpack_require__.e(/* import() */ 609).then(__webpack_require__.bind(__webpack_require__, 609));
                const preview = await previewForJob(outcome.job, {
                    hasComment: async () => (await comment.settled()) !== undefined,
                    github,
                    serverUrl: deps.env.GITHUB_SERVER_URL || 'https://github.com',
                    notBy: facts.triggeredBy ?? '',
                    signal: deps.signal,
                    log: log/* log */.Rm,
                });
                if (preview)
                    comment.previewFound(preview);
            }
            return { kind: 'finished', job: outcome.job, waited: true };
    }
}
/** `on-budget-exhausted: queue`: queues the request; skipped (green, saying why) when it cannot be queued. */
async function queueInstead(exhausted, run) {
    const { settings, facts } = run;
    const { queueRequest } = await Promise.all(/* import() */[__webpack_require__.e(30), __webpack_require__.e(764), __webpack_require__.e(125)]).then(__webpack_require__.bind(__webpack_require__, 5125));
    const queued = run.ledger
        ? await queueRequest({
            ledger: run.ledger,
            comment: run.comment,
            prompt: run.prompt,
            followUpOf: run.followUpOf,
            projectId: settings.projectId,
            limit: settings.budgetPerHour,
            timeoutMs: settings.queueTimeoutMs,
            log: log/* log */.Rm,
            signal: run.deps.signal,
        })
        : { kind: 'not-queued', reason: `queuing needs '${names/* Inputs */.G0.GithubToken}' and a repository for the ledger` };
    if (queued.kind === 'not-queued') {
        const reason = `${exhausted.message} Not queued: ${queued.reason}.`;
        return { kind: 'skipped', reason, nextSlotAt: new Date(exhausted.nextSlotAt).toISOString() };
    }
    if (facts.budget)
        facts.budget = { ...facts.budget, queued: queued.waiting };
    return {
        kind: 'queued',
        place: queued.place,
        startsAt: new Date(queued.startsAt).toISOString(),
        expiresAt: new Date(queued.expiresAt).toISOString(),
    };
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
    if (budget.queued)
        parts.push(`${budget.queued} ${budget.queued === 1 ? 'request' : 'requests'} queued`);
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
    // The picture of the window, loaded only when there is a window to draw (a failed inputs check loads no budget code).
    const chart = redacted.budget?.tracked ? (await __webpack_require__.e(/* import() */ 919).then(__webpack_require__.bind(__webpack_require__, 7919))).budgetChart(redacted.budget) : undefined;
    await (0,summary/* writeStepSummary */.o)((summary) => {
        fillSummary(summary.addHeading('Docs agent', 2), redacted, chart);
    });
}
function fillSummary(summary, report, chart) {
    if (report.dryRun) {
        summary
            .addRaw(`<p>Dry run: nothing was sent. ${report.dryRun.followUpOf === undefined ? 'The job would be created at' : `A follow-up message to job <code>${summaryText(report.dryRun.followUpOf)}</code> would be sent to`} <code>${summaryText(report.dryRun.url)}</code> with this prompt:</p>`, true)
            // After a blank line (which ends the HTML block the heading started), `<pre>` starts an HTML
            // block that only `</pre>` ends, even across the prompt's blank lines; the escaped prompt cannot close it.
            .addEOL()
            .addCodeBlock((0,render_text/* inlineText */.ln)(report.dryRun.prompt, '\n'));
        const checks = report.dryRun.checks ?? [];
        if (checks.length > 0) {
            summary.addTable([
                [
                    { data: 'Check', header: true },
                    { data: 'Result', header: true },
                ],
                ...checks.map((check) => [
                    summaryText(check.name),
                    `${check.passed ? 'passed' : '<strong>failed</strong>'}: ${summaryText(check.detail)}`,
                ]),
            ]);
        }
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
    if (report.budget) {
        summary.addRaw(budgetParagraph(report.budget), true);
        // The same window drawn (GitHub renders Mermaid): after a blank line, so that the HTML block above has ended.
        if (chart)
            summary.addEOL().addRaw(chart, true);
    }
}

;// CONCATENATED MODULE: ./src/modes/agent/report.ts
/**
 * Reports how an agent run ended, in one place and in this order: the log,
 * the outputs, the job summary, then the comment. Outputs and summary come
 * first: on a cancelled run the runner kills the step a few seconds after the
 * signal, and the comment's writes (paced by GitHub's rate-limit rules) may
 * not finish by then.
 */






/** The note of a handed-off job: the comment's text while the agent works (see comment/job-body.ts). */
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
/** Each check of a dry run as a line of the log; the step fails when one did not pass. */
function dryRunEnding(checks) {
    for (const check of checks) {
        const line = `Dry run check: ${check.name}: ${check.passed ? 'passed' : 'failed'} (${check.detail})`;
        if (check.passed)
            log/* log */.Rm.info(line);
        else
            log/* log */.Rm.error(line);
    }
    const failed = checks.filter((check) => !check.passed);
    if (failed.length === 0)
        return { note: 'Dry run: no job was created; every check passed.' };
    return {
        note: `Dry run: no job was created; ${failed.length} check(s) failed.`,
        failure: `Dry run: ${failed.map((check) => `${check.name}: ${check.detail}`).join('; ')}`,
    };
}
function describe(outcome) {
    switch (outcome.kind) {
        case 'skipped':
            log/* log */.Rm.notice(outcome.nextSlotAt ? `${outcome.reason} Skipped ('${names/* Inputs */.G0.OnBudgetExhausted}': skip).` : outcome.reason);
            return { note: outcome.reason };
        case 'queued': {
            const note = `The hourly budget is used up: the request is queued, number ${outcome.place} in line, expected to start at about ${(0,time/* formatTime */.f)(Date.parse(outcome.startsAt))}; a run with '${names/* Inputs */.G0.Mode}: report' starts it (dropped if not started by ${(0,time/* formatTime */.f)(Date.parse(outcome.expiresAt))}).`;
            log/* log */.Rm.notice(note);
            return { note };
        }
        case 'dry-run':
            log/* log */.Rm.info(outcome.followUpOf === undefined
                ? `Dry run: nothing is sent. The job would be created with POST ${outcome.url} and this prompt:`
                : `Dry run: nothing is sent. The follow-up message to agent job ${outcome.followUpOf} would be sent with POST ${outcome.url} and this prompt:`);
            log/* log */.Rm.verbatim(outcome.prompt);
            return dryRunEnding(outcome.checks);
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
        case 'queued':
            return 'queued';
        case 'dry-run':
            return outcome.checks.every((check) => check.passed) ? 'dry-run' : 'error';
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
        report.dryRun = { url: outcome.url, prompt: outcome.prompt, followUpOf: outcome.followUpOf, checks: outcome.checks };
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
    if (comment && outcome.kind === 'queued') {
        // The comment says it is queued already; the run that starts the request turns it into the job comment.
        outputs.set(names/* Outputs */.tY.CommentUrl, comment.url);
        outputs.flush();
    }
    else if (comment) {
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

// EXTERNAL MODULE: ./src/triggers/forks.ts
var forks = __webpack_require__(2080);
;// CONCATENATED MODULE: ./src/modes/agent/mode.ts
/**
 * The agent mode as main drives it (src/modes/mode.ts): the settings
 * (`prompt-file` included), the run's deadline (`timeout-seconds`), the run,
 * and its one report.
 */





const agentMode = {
    readSettings: async ({ readInput, env, signal }) => {
        await (0,forks/* checkSecretsGiven */.nb)(readInput, env, names/* Inputs */.G0.AdminApiKey);
        return readAgentSettings(readInput, env, signal);
    },
    timeout: (settings) => ({ ms: settings.timeoutMs, input: names/* Inputs */.G0.TimeoutSeconds }),
    run: runAgent,
    failed: (error, cancelled) => (0,forks/* isSecretsWithheldError */.$d)(error) ? { kind: 'skipped', reason: error.message } : { kind: 'failed', error, cancelled },
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

/***/ 2080:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $d: () => (/* binding */ isSecretsWithheldError),
/* harmony export */   nb: () => (/* binding */ checkSecretsGiven)
/* harmony export */ });
/* unused harmony exports WITHHOLDING_EVENTS, isForkWithoutSecrets, SecretsWithheldError, withheldMessage */
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4343);
/* harmony import */ var _event_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2765);
/**
 * Events whose secrets GitHub withholds: on `pull_request`, `pull_request_review` and
 * `pull_request_review_comment`, a pull request from a fork runs with no secrets (an empty key) and a read-only
 * token. A run there with an empty key is skipped with a notice that says so and what works instead, rather than
 * failing on the key it was never given.
 */


/** The events that run a fork's pull request without secrets. */
const WITHHOLDING_EVENTS = ['pull_request', 'pull_request_review', 'pull_request_review_comment'];
const ForkPayloadSchema = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    pull_request: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
        head: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
            repo: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ full_name: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()), fork: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()) }))),
        })),
    })),
    repository: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ full_name: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()) })),
});
/** Whether this event runs a fork's pull request, for which GitHub withholds the secrets. */
function isForkWithoutSecrets(event) {
    if (!WITHHOLDING_EVENTS.includes(event.name))
        return false;
    const parsed = ForkPayloadSchema.safeParse(event.payload);
    if (!parsed.success)
        return false;
    const head = parsed.data.pull_request?.head?.repo;
    const base = parsed.data.repository?.full_name;
    // A deleted fork leaves `head.repo` null: it was a fork all the same.
    if (head === null)
        return true;
    if (!head)
        return false;
    return head.fork === true || (head.full_name !== undefined && base !== undefined && head.full_name !== base);
}
/** A run that cannot work because GitHub gave it no secrets: it ends `skipped`, with this message as its notice. */
class SecretsWithheldError extends Error {
    name = 'SecretsWithheldError';
}
const isSecretsWithheldError = (error) => error instanceof SecretsWithheldError;
/** The notice of a fork's run: why there is no key, and what works instead. */
function withheldMessage(event, keyInput) {
    return (`Skipped: '${keyInput}' is empty because GitHub gives no secrets to a ${event.name} run of a pull request from a fork. ` +
        `What works instead: a '/docs …' comment on the pull request (issue_comment runs in the base repository, with its secrets), ` +
        `or pull_request_target for labels (see docs/triggers.md#pull-requests-from-forks).`);
}
/**
 * Throws `SecretsWithheldError` when `keyInput` is empty on a fork's pull request event: the one case where an empty
 * key is GitHub's doing, not the workflow's. Reads the event only then (a run with its key never loads it here).
 */
async function checkSecretsGiven(read, env, keyInput) {
    if (read(keyInput).trim() !== '' || !WITHHOLDING_EVENTS.includes(env.GITHUB_EVENT_NAME?.trim() ?? ''))
        return;
    const event = await (0,_event_js__WEBPACK_IMPORTED_MODULE_0__.readEvent)(env).catch(() => undefined);
    if (event && isForkWithoutSecrets(event))
        throw new SecretsWithheldError(withheldMessage(event, keyInput));
}


/***/ }),

/***/ 8800:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ readTriggerSettings)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4343);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3759);
/* harmony import */ var _runner_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4090);
/* harmony import */ var _github_permissions_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5435);
/* harmony import */ var _runner_log_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7708);
/**
 * The inputs that decide what triggers a job and where it is reported, read
 * once with every other input.
 */




const issueNumberSchema = zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_4__/* ._regex */ .Fk(/^[1-9]\d*$/, { error: 'must be an issue or pull request number, e.g. 42' })), zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .transform */ .pdi(Number));
const minPermissionSchema = zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(_github_permissions_js__WEBPACK_IMPORTED_MODULE_1__/* .PERMISSION_LEVELS */ .eO, { error: `must be one of ${_github_permissions_js__WEBPACK_IMPORTED_MODULE_1__/* .PERMISSION_LEVELS */ .eO.join(', ')}` });
const commandSchema = zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_4__/* ._regex */ .Fk(/^\S+$/, { error: 'must be one word without spaces, e.g. /docs' }));
/** Reads the trigger inputs into `inputs`' problem list, so every problem is reported at once. */
function readTriggerSettings(inputs) {
    const promptFile = inputs.raw(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.PromptFile);
    if (promptFile && inputs.raw(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Prompt)) {
        inputs.problem(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.PromptFile, `and '${_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Prompt}' are both given: use one of them`);
    }
    // Outside a workflow (`npm run local-action` fills action.yml's defaults) nothing expands `${{ github.token }}`:
    // sent as a token it would reach the real api.github.com. Such a run has no GitHub, as with an empty token.
    const givenToken = inputs.raw(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.GithubToken);
    const unexpanded = /^\$\{\{.*\}\}$/.test(givenToken);
    if (unexpanded) {
        _runner_log_js__WEBPACK_IMPORTED_MODULE_2__/* .log */ .Rm.warning(`'${_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.GithubToken}' is a workflow expression that nothing expanded (outside a workflow, as with npm run local-action): this run uses no GitHub.`);
    }
    const issueNumber = inputs.raw(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.IssueNumber)
        ? inputs.parse(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.IssueNumber, issueNumberSchema, undefined)
        : undefined;
    return {
        githubToken: unexpanded ? '' : givenToken,
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


/***/ })

};

//# sourceMappingURL=821.index.js.map