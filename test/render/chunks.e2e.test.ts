/**
 * The markdown parser that filters assistant answers (micromark, mdast) is
 * loaded by ask mode only: an agent run, dry or full, never loads the chunk
 * that holds it. Checked on the real bundle, by recording every module file
 * `node dist/index.js` loads (a `node:module` load hook given through
 * NODE_OPTIONS).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST } from '../../tools/action.ts';
import { runRecordingLoads } from '../../tools/loaded-modules.ts';
import { useWorld } from '../helpers/world.ts';

/** A string of mdast-util-to-markdown, which only the parser's chunk holds. */
const PARSER_MARKER = 'Cannot handle unknown node';

const world = useWorld({ github: false, assistant: true, emulator: { jobDurationMs: 100 } });

/** The bundle files a run with these inputs loads. */
async function loadedFiles(inputs: Record<string, string>): Promise<string[]> {
  const { result, files } = await runRecordingLoads({ inputs });
  expect(result.code, result.stdout).toBe(0);
  return files;
}

const holdsParser = (file: string): boolean => readFileSync(file, 'utf8').includes(PARSER_MARKER);

describe('the answer parser in the bundle', () => {
  it('sits in a chunk of its own mode, not in the entry', () => {
    const chunks = readdirSync(DIST).filter((f) => f.endsWith('.js'));
    expect(holdsParser(join(DIST, 'index.js'))).toBe(false);
    expect(chunks.filter((f) => holdsParser(join(DIST, f)))).toHaveLength(1);
  });

  it('is loaded by an ask run and by no agent run', async () => {
    const agent = await loadedFiles(
      world.inputs({
        'project-id': 'proj',
        prompt: 'Fix the links',
        'poll-interval-seconds': '0.05',
        'max-poll-interval-seconds': '0.2',
        'timeout-seconds': '20',
      }),
    );
    expect(agent.some((file) => file.startsWith(DIST))).toBe(true);
    expect(agent.filter(holdsParser)).toEqual([]);
    const ask = await loadedFiles(
      world.inputs({ mode: 'ask', domain: 'acme', question: 'How do I rotate an API key?', 'ask-timeout-seconds': '20' }),
    );
    expect(ask.filter(holdsParser)).toHaveLength(1);
  });
});
