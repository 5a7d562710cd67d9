export const id = 799;
export const ids = [799];
export const modules = {

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


/***/ })

};

//# sourceMappingURL=799.index.js.map