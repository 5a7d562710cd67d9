/** The action's entry point: the runner starts `dist/index.js`, built from this file. */
import { run } from './main.js';

await run();
