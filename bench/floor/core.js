// The cold-start floor: @actions/core alone, doing what the action does when an input is missing (reads it as
// required, fails the step). The benchmark bundles it with ncc as `npm run bundle` bundles the action (bench/floor.ts).
import * as core from '@actions/core';

try {
  core.getInput('base-url', { required: true });
} catch (error) {
  core.setFailed(error instanceof Error ? error.message : String(error));
}
