export const id = 102;
export const ids = [102];
export const modules = {

/***/ 3102:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w$: () => (/* binding */ datetime)
/* harmony export */ });
/* unused harmony exports ZodMiniISODateTime, ZodMiniISODate, date, ZodMiniISOTime, time, ZodMiniISODuration, duration */
/* harmony import */ var _core_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8532);
/* harmony import */ var _core_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6985);
/* harmony import */ var _core_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3759);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4343);


const ZodMiniISODateTime = /*@__PURE__*/ _core_index_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("ZodMiniISODateTime", (inst, def) => {
    _core_index_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodISODateTime */ .Ko.init(inst, def);
    _schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .ZodMiniStringFormat */ .zUr.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function datetime(params) {
    return _core_index_js__WEBPACK_IMPORTED_MODULE_3__/* ._isoDateTime */ .G1(ZodMiniISODateTime, params);
}
const ZodMiniISODate = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniISODate", (inst, def) => {
    core.$ZodISODate.init(inst, def);
    schemas.ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function date(params) {
    return core._isoDate(ZodMiniISODate, params);
}
const ZodMiniISOTime = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniISOTime", (inst, def) => {
    core.$ZodISOTime.init(inst, def);
    schemas.ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function time(params) {
    return core._isoTime(ZodMiniISOTime, params);
}
const ZodMiniISODuration = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniISODuration", (inst, def) => {
    core.$ZodISODuration.init(inst, def);
    schemas.ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function duration(params) {
    return core._isoDuration(ZodMiniISODuration, params);
}


/***/ })

};

//# sourceMappingURL=102.index.js.map