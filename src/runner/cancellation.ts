import * as core from '@actions/core';

/** Watches for a cancelled run (SIGINT/SIGTERM) for as long as `run` is going. */
export function watchCancellation(): { signal: AbortSignal; dispose: () => void } {
  const controller = new AbortController();
  const onSignal = (name: NodeJS.Signals): void => {
    core.warning(`Received ${name}: stopping now.`);
    controller.abort();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return {
    signal: controller.signal,
    dispose: () => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    },
  };
}
