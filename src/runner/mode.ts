import { Inputs } from './names.js';
import type { InputReader } from './inputs.js';

/** `mode: ask` selects the docs assistant; anything else is the agent run, which refuses what is not `agent`. */
export const isAskMode = (read: InputReader): boolean => read(Inputs.Mode).trim() === 'ask';
