import * as core from '@actions/core';
import { Inputs } from './names.js';

/** Reads one input (trimmed, as the runner passes it); tests pass their own. */
export type InputReader = (name: string) => string;
export const readInput: InputReader = (name) => core.getInput(name);

/** The modes the `mode` input names. */
export type ModeName = 'agent' | 'ask' | 'impact' | 'report';

/**
 * The mode the `mode` input selects: `ask`, `impact` or `report`; anything
 * else is the agent run, whose settings refuse a value that is not `agent`.
 */
export function modeOf(read: InputReader): ModeName {
  const mode = read(Inputs.Mode).trim();
  return mode === 'ask' || mode === 'impact' || mode === 'report' ? mode : 'agent';
}
