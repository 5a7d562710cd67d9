export const id = 950;
export const ids = [950];
export const modules = {

/***/ 9950:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runAgent: () => (/* binding */ runAgent)
});

// EXTERNAL MODULE: ./src/runner/log.ts
var log = __webpack_require__(7708);
// EXTERNAL MODULE: ./src/github/lazy.ts
var lazy = __webpack_require__(4105);
// EXTERNAL MODULE: ./node_modules/zod/v4/mini/schemas.js
var schemas = __webpack_require__(4343);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/api.js
var api = __webpack_require__(3759);
// EXTERNAL MODULE: ./src/runner/names.ts
var names = __webpack_require__(4090);
// EXTERNAL MODULE: ./src/util/url.ts
var url = __webpack_require__(7997);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(17);
// EXTERNAL MODULE: ./src/runner/inputs.ts
var runner_inputs = __webpack_require__(9205);
// EXTERNAL MODULE: ./src/runner/read-input.ts
var read_input = __webpack_require__(2897);
// EXTERNAL MODULE: ./src/triggers/trigger.ts + 3 modules
var triggers_trigger = __webpack_require__(5964);
;// CONCATENATED MODULE: ./src/modes/agent/settings.ts







/** The values of `on-budget-exhausted`. */
const BUDGET_POLICIES = ['fail', 'wait', 'skip'];
/** The shortest delay between polls against a real service. */
const MIN_POLL_INTERVAL_MS = 1000;
const budgetPerHourSchema = schemas/* pipe */.FsL(schemas/* string */.YjP().check(api/* _regex */.Fk(/^\d+$/, { error: 'must be a whole number of jobs, e.g. 100' })), schemas/* pipe */.FsL(schemas/* transform */.pdi(Number), schemas/* number */.aig().check(api/* _positive */.NC({ error: 'must be at least 1' }))));
/** `owner/repo` as GitHub spells names: an account of letters, digits and `-`; a repository of those, `_` and `.`. */
const repositorySchema = schemas/* string */.YjP().check(api/* _regex */.Fk(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/, {
    error: "must be 'owner/repo', the repository that keeps the budget ledger (e.g. acme/docs)",
}), schemas/* refine */.YPB((value) => !/\/\.{1,2}$/.test(value), {
    error: "must be 'owner/repo', the repository that keeps the budget ledger (e.g. acme/docs)",
}));
const budgetPolicySchema = schemas/* enum */.k5n(BUDGET_POLICIES, { error: "must be 'fail', 'wait' or 'skip'" });
/** Checks the admin key's shape: an assistant (public) key is refused by name. */
function checkAdminKey(inputs, key) {
    if (key && (0,runner_inputs/* isAssistantKeyShape */.Fd)(key)) {
        inputs.problem(names/* Inputs */.G.AdminApiKey, 'holds an assistant API key (prefix `<svc>_dsc_`); agent jobs need the admin API key (prefix `<svc>_` without `dsc_`) from the API keys page of the dashboard');
    }
}
/** Reads and validates the inputs of the agent run, reporting all problems at once. */
function readSettings(read = read_input/* readInput */.R) {
    const inputs = new runner_inputs/* InputCollector */.mL(read);
    const mode = inputs.raw(names/* Inputs */.G.Mode);
    if (mode && mode !== 'agent')
        inputs.problem(names/* Inputs */.G.Mode, `must be 'agent' or 'ask' (got ${JSON.stringify(mode)})`);
    const baseUrl = inputs.url(names/* Inputs */.G.BaseUrl);
    const projectId = inputs.required(names/* Inputs */.G.ProjectId, 'the project id from the dashboard');
    const adminApiKey = inputs.required(names/* Inputs */.G.AdminApiKey, 'the admin API key, passed from a secret');
    checkAdminKey(inputs, adminApiKey);
    const prompt = inputs.raw(names/* Inputs */.G.Prompt);
    const wait = inputs.boolean(names/* Inputs */.G.Wait, true);
    const timeoutMs = inputs.seconds(names/* Inputs */.G.TimeoutSeconds, 1800, true);
    const pollIntervalMs = inputs.seconds(names/* Inputs */.G.PollIntervalSeconds, 5);
    const maxPollIntervalMs = inputs.seconds(names/* Inputs */.G.MaxPollIntervalSeconds, 30);
    const dryRun = inputs.boolean(names/* Inputs */.G.DryRun, false);
    const budgetPerHour = inputs.parse(names/* Inputs */.G.BudgetPerHour, budgetPerHourSchema, 100, '100');
    const onBudgetExhausted = inputs.parse(names/* Inputs */.G.OnBudgetExhausted, budgetPolicySchema, 'fail', 'fail');
    const budgetRepository = inputs.raw(names/* Inputs */.G.BudgetRepository) ? inputs.parse(names/* Inputs */.G.BudgetRepository, repositorySchema, '') : '';
    const trigger = (0,triggers_trigger/* readTriggerSettings */.Qi)(inputs);
    // Sub-second polling would hammer the service; it is allowed only against a loopback emulator (tests, demos).
    if (pollIntervalMs < MIN_POLL_INTERVAL_MS && !(baseUrl && (0,url/* isLoopbackHost */.c)(baseUrl.hostname))) {
        inputs.problem(names/* Inputs */.G.PollIntervalSeconds, 'must be at least 1 second (less is accepted only for a loopback base-url)');
    }
    if (maxPollIntervalMs < pollIntervalMs) {
        inputs.problem(names/* Inputs */.G.MaxPollIntervalSeconds, `must be at least '${names/* Inputs */.G.PollIntervalSeconds}' (${pollIntervalMs / 1000} s)`);
    }
    inputs.throwIfAny();
    if (!baseUrl)
        throw new errors/* InputError */.dz([{ input: names/* Inputs */.G.BaseUrl, message: 'is required' }]);
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
        trigger,
    };
}

;// CONCATENATED MODULE: ./src/modes/agent/run.ts



/** Creates (or resumes) the job and waits for it; every failure becomes a `failed` outcome, with what was learned. */
async function runAgent(deps) {
    const facts = {};
    try {
        const ending = await runSteps(deps, facts);
        return { ...facts, ...ending };
    }
    catch (error) {
        return { ...facts, kind: 'failed', error };
    }
}
async function runSteps(deps, facts) {
    const settings = readSettings(deps.readInput);
    const deadline = deps.clock.now() + settings.timeoutMs;
    // The inputs are valid: only now is the rest of the run loaded (a failing check stays fast),
    // all at once: the service client, Octokit and the budget too, which the run asks for one after another.
    void Promise.all([__webpack_require__.e(/* import() */ 185).then(__webpack_require__.bind(__webpack_require__, 5566)), Promise.all(/* import() */[__webpack_require__.e(239), __webpack_require__.e(584)]).then(__webpack_require__.bind(__webpack_require__, 6584)), Promise.all(/* import() */[__webpack_require__.e(45), __webpack_require__.e(784)]).then(__webpack_require__.bind(__webpack_require__, 1784))]).catch(() => undefined);
    const [{ startTrigger }, { waitForJob }, { createWithinBudget }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(903), __webpack_require__.e(102)]).then(__webpack_require__.bind(__webpack_require__, 9903)),
        __webpack_require__.e(/* import() */ 781).then(__webpack_require__.bind(__webpack_require__, 1781)),
        __webpack_require__.e(/* import() */ 656).then(__webpack_require__.bind(__webpack_require__, 1656)),
    ]);
    // One GitHub client for the run: the trigger's checks, the comment and the budget's ledger.
    const github = (0,lazy/* lazyGitHub */.e)(settings.trigger.githubToken, deps.createGitHub);
    const start = await startTrigger({
        settings,
        env: process.env,
        github,
        clock: deps.clock,
        log: log/* log */.Rm,
        // The prompt file's read counts against `timeout-seconds` and stops on cancellation.
        signal: AbortSignal.any([deps.signal, AbortSignal.timeout(settings.timeoutMs)]),
    });
    facts.triggeredBy = start.triggeredBy;
    if (start.kind === 'skip')
        return { kind: 'skipped', reason: start.reason, commentUrl: start.commentUrl };
    const comment = start.comment;
    facts.comment = comment;
    const client = await deps.createClient(settings);
    if (settings.dryRun)
        return { kind: 'dry-run', url: client.createUrl, prompt: start.prompt };
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
    if (!created) {
        const result = await createWithinBudget(start.prompt, {
            openBudget: deps.openBudget,
            settings,
            github: () => (settings.trigger.githubToken ? github() : Promise.resolve(undefined)),
            runOptions,
            onBudget: (view, remaining) => {
                facts.budget = view;
                if (remaining !== undefined)
                    facts.budgetRemaining = remaining;
            },
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
    }
    // The job exists: it is reported before anything else can fail or be cancelled.
    comment.created(created);
    facts.job = created;
    await recordInLedger?.();
    if (!settings.wait)
        return { kind: 'finished', job: created, waited: false };
    const job = created;
    const outcome = await log/* log */.Rm.group(`Wait for agent job ${job.id}`, () => waitForJob(job, runOptions));
    facts.job = outcome.job;
    facts.waitedMs = outcome.waitedMs;
    switch (outcome.kind) {
        case 'timeout':
            return { kind: 'timeout', job: outcome.job, waitedMs: outcome.waitedMs, timeoutMs: settings.timeoutMs };
        case 'cancelled':
            return { kind: 'cancelled', job: outcome.job, waitedMs: outcome.waitedMs };
        case 'finished':
            return { kind: 'finished', job: outcome.job, waited: true };
    }
}


/***/ })

};

//# sourceMappingURL=950.index.js.map