export const id = 609;
export const ids = [609];
export const modules = {

/***/ 4836:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cr: () => (/* binding */ findPreview),
/* harmony export */   dt: () => (/* binding */ parsePullLink)
/* harmony export */ });
/* unused harmony export MAX_DEPLOYMENTS */
/* harmony import */ var _github_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3116);
/* harmony import */ var _render_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(893);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17);



/** Most deployments looked at, newest first: a pull request has one per push at most, and the newest counts. */
const MAX_DEPLOYMENTS = 5;
/** Statuses read per deployment, newest first. */
const STATUSES_PER_PAGE = 20;
/** Deployment states that end a deployment's story; `queued`, `pending` and `in_progress` do not. */
const FINAL_STATES = new Set(['success', 'failure', 'error', 'inactive']);
const same = (a, b) => a.toLowerCase() === b.toLowerCase();
/**
 * The pull request a link names: `https://<server>/<owner>/<repo>/pull/<n>` on
 * `serverUrl`'s host (`GITHUB_SERVER_URL`); undefined for any other link.
 */
function parsePullLink(link, serverUrl) {
    const url = (0,_render_text_js__WEBPACK_IMPORTED_MODULE_2__/* .httpsUrl */ .N3)(link);
    const server = (0,_render_text_js__WEBPACK_IMPORTED_MODULE_2__/* .httpsUrl */ .N3)(serverUrl);
    if (!url || !server || !same(url.host, server.host) || url.search || url.hash)
        return undefined;
    const base = server.pathname.replace(/\/+$/, '');
    if (!url.pathname.startsWith(`${base}/`))
        return undefined;
    const match = /^\/([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+)\/pull\/(\d+)\/?$/.exec(url.pathname.slice(base.length));
    if (!match)
        return undefined;
    const number = Number(match[3]);
    if (!Number.isSafeInteger(number) || number <= 0)
        return undefined;
    return { owner: match[1] ?? '', repo: match[2] ?? '', number, link: url.href };
}
const request = (signal) => (signal ? { request: { signal } } : {});
/** Newest first, by creation then id (GitHub lists them so; the order is not left to chance). */
const newestFirst = (items) => [...items].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
/** The preview of one deployment: its latest final status, when that is `success` with an https URL. */
async function previewOf(github, pull, deployment, signal) {
    const { data } = await github.rest.repos.listDeploymentStatuses({
        owner: pull.owner,
        repo: pull.repo,
        deployment_id: deployment.id,
        per_page: STATUSES_PER_PAGE,
        ...request(signal),
    });
    const latest = newestFirst(data).find((status) => FINAL_STATES.has(status.state));
    if (latest?.state !== 'success')
        return undefined;
    return (0,_render_text_js__WEBPACK_IMPORTED_MODULE_2__/* .httpsUrl */ .N3)(latest.environment_url)?.href;
}
/**
 * The preview URL of the pull request, or undefined when it has none that
 * counts (or it cannot be read: a debug line for 403/404, else a warning).
 */
async function findPreview(github, pull, options) {
    const { signal, log } = options;
    const where = `${pull.owner}/${pull.repo}#${pull.number}`;
    try {
        const { data: pr } = await github.rest.pulls.get({ owner: pull.owner, repo: pull.repo, pull_number: pull.number, ...request(signal) });
        const list = async (by) => (await github.rest.repos.listDeployments({
            owner: pull.owner,
            repo: pull.repo,
            ...by,
            per_page: MAX_DEPLOYMENTS,
            ...request(signal),
        })).data;
        let deployments = await list({ sha: pr.head.sha });
        if (deployments.length === 0 && pr.head.ref)
            deployments = await list({ ref: pr.head.ref });
        for (const deployment of newestFirst(deployments).slice(0, MAX_DEPLOYMENTS)) {
            const creator = deployment.creator?.login ?? '';
            if (!creator || (options.notBy && same(creator, options.notBy))) {
                log.debug(`Preview of ${where}: deployment ${deployment.id} does not count (created by ${JSON.stringify(creator)}, who triggered the job or is unknown).`);
                continue;
            }
            const url = await previewOf(github, pull, deployment, signal);
            if (url)
                return url;
        }
        log.debug(`Preview of ${where}: no successful deployment with an https URL (${deployments.length} deployment(s)).`);
        return undefined;
    }
    catch (error) {
        const status = (0,_github_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .statusOf */ .c2)(error);
        if (status === 403 || status === 404) {
            log.debug(`Preview of ${where}: the token cannot read its deployments (${status}); no preview link.`);
        }
        else {
            log.warning(`Could not look for the docs preview of ${where}: ${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .getErrorMessage */ .u1)(error)}. The comment has no preview link.`);
        }
        return undefined;
    }
}


/***/ }),

/***/ 609:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   previewForJob: () => (/* binding */ previewForJob)
/* harmony export */ });
/* harmony import */ var _deployments_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4836);

/** The preview of the job's pull request; undefined when the job opened none on this server, or it has no preview yet. */
async function previewForJob(job, options) {
    if (job.status !== 'completed')
        return undefined;
    const pull = (0,_deployments_js__WEBPACK_IMPORTED_MODULE_0__/* .parsePullLink */ .dt)(job.prLink, options.serverUrl);
    if (!pull || !(await options.hasComment()))
        return undefined;
    return (0,_deployments_js__WEBPACK_IMPORTED_MODULE_0__/* .findPreview */ .Cr)(await options.github(), pull, options);
}


/***/ })

};

//# sourceMappingURL=609.index.js.map