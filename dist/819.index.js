export const id = 819;
export const ids = [819];
export const modules = {

/***/ 2819:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IMPACT_ACTIONS: () => (/* binding */ IMPACT_ACTIONS),
/* harmony export */   IMPACT_EVENTS: () => (/* binding */ IMPACT_EVENTS),
/* harmony export */   startImpact: () => (/* binding */ startImpact)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4343);
/* harmony import */ var _runner_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4090);
/* harmony import */ var _runner_log_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7708);
/* harmony import */ var _github_permissions_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5435);
/* harmony import */ var _triggers_event_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2765);
/**
 * An impact check, from the workflow event to the pull request to check: a
 * `pull_request` or `pull_request_target` event whose action is `opened`,
 * `reopened`, `ready_for_review` or `synchronize`. Drafts wait for
 * `ready_for_review` unless `impact-drafts` is on; a bot's pull request is
 * checked only when the bot is in `allowed-bots`. Nothing of the pull
 * request's own code is read or run: its title, description and head commit
 * come from the payload, its changes from the files API.
 */





/** The pull request events an impact check runs on, and their actions. */
const IMPACT_EVENTS = ['pull_request', 'pull_request_target'];
const IMPACT_ACTIONS = ['opened', 'reopened', 'ready_for_review', 'synchronize'];
const PullEventSchema = zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .looseObject */ ._H3({
    action: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    pull_request: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .looseObject */ ._H3({
        number: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig(),
        title: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
        body: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP())),
        html_url: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
        draft: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY())),
        head: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .looseObject */ ._H3({ sha: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP() }),
        changed_files: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig()),
        user: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .nullable */ .mee(_triggers_event_js__WEBPACK_IMPORTED_MODULE_3__.UserSchema)),
    }),
    sender: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .optional */ .lqM(_triggers_event_js__WEBPACK_IMPORTED_MODULE_3__.UserSchema),
});
/** Which pull request to check, or why there is none; throws on an event impact mode does not run on. */
function startImpact(event, env, settings) {
    if (!IMPACT_EVENTS.includes(event.name)) {
        throw new Error(`Impact mode runs on ${IMPACT_EVENTS.join(' and ')} events (${IMPACT_ACTIONS.join(', ')}); this run's event is ${(0,_runner_log_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(event.name || 'none')}.`);
    }
    const payload = (0,_triggers_event_js__WEBPACK_IMPORTED_MODULE_3__.parsePayload)(PullEventSchema, event);
    const pr = payload.pull_request;
    const sender = payload.sender;
    const triggeredBy = sender?.login ?? '';
    const skip = (reason) => ({ kind: 'skip', reason, triggeredBy });
    const action = IMPACT_ACTIONS.find((name) => name === payload.action);
    if (!action) {
        return skip(`Nothing to do: the ${event.name} event's action is ${(0,_runner_log_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(payload.action)}; impact checks run on ${IMPACT_ACTIONS.join(', ')}.`);
    }
    if (pr.draft === true && !settings.drafts) {
        return skip(`Nothing to do: pull request #${pr.number} is a draft; it is checked once it is ready for review (or with '${_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ImpactDrafts}': true).`);
    }
    if (sender && (0,_github_permissions_js__WEBPACK_IMPORTED_MODULE_2__/* .isBot */ .w2)(sender) && !(0,_github_permissions_js__WEBPACK_IMPORTED_MODULE_2__/* .isAllowedBot */ .KQ)(sender.login, settings.allowedBots)) {
        return skip(`Not checked: ${(0,_runner_log_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(sender.login)} is a bot not listed in '${_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.AllowedBots}'.`);
    }
    const repository = (0,_triggers_event_js__WEBPACK_IMPORTED_MODULE_3__.repositoryOf)(env, _triggers_event_js__WEBPACK_IMPORTED_MODULE_3__.AnyEventSchema.safeParse(event.payload).data ?? {});
    if (!repository)
        throw new Error(`Cannot tell the repository of the ${event.name} event: GITHUB_REPOSITORY is not set`);
    return {
        kind: 'check',
        pull: {
            repository,
            number: pr.number,
            title: pr.title,
            body: pr.body ?? '',
            url: pr.html_url,
            head: pr.head.sha,
            author: (pr.user?.login ?? triggeredBy).toLowerCase(),
            changedFiles: pr.changed_files,
            action,
        },
        triggeredBy,
    };
}


/***/ })

};

//# sourceMappingURL=819.index.js.map