import * as core from '@actions/core';
import { Inputs } from './names.js';

/** Reads one input (trimmed, as the runner passes it); tests pass their own. */
export type InputReader = (name: string) => string;
export const readInput: InputReader = (name) => core.getInput(name);

/** `mode: ask` selects the docs assistant; anything else is the agent run, which refuses what is not `agent`. */
export const isAskMode = (read: InputReader): boolean => read(Inputs.Mode).trim() === 'ask';

/** `mode: report` reports the jobs that runs with `wait: false` handed off. */
export const isReportMode = (read: InputReader): boolean => read(Inputs.Mode).trim() === 'report';

/** `mode: impact` asks the docs assistant which pages a pull request touches, before it merges. */
export const isImpactMode = (read: InputReader): boolean => read(Inputs.Mode).trim() === 'impact';
