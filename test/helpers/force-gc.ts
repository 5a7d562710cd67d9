/**
 * Preloaded into a spawned `node dist/index.js` (`NODE_OPTIONS="--expose-gc
 * --import …/force-gc.ts"`): a garbage collection every 100 ms, so that an
 * exchange whose abort path is only weakly held loses it early, as it would
 * in a long run. Does not keep the process alive.
 */
const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) throw new Error('force-gc.ts needs --expose-gc');
setInterval(collect, 100).unref();
