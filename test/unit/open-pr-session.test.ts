/**
 * `OpenPrSession` (continue-open-pr) against a minimal in-memory git
 * database, for what the e2e stand-in cannot script: a ref update that
 * reaches GitHub while its answer is lost to a cancellation.
 */
import { describe, expect, it } from 'vitest';
import { emptyLedger } from '../../src/budget/document.ts';
import { readOpenPr } from '../../src/budget/open-pr.ts';
import type { AgentTrigger } from '../../src/triggers/trigger.ts';
import { TinyGit, session } from '../helpers/tiny-git.ts';

const merged = { kind: 'merged' } as AgentTrigger;

describe('OpenPrSession', () => {
  it('gives back a hold whose write reached GitHub just before the run was cancelled (the answer never came)', async () => {
    const git = new TinyGit(emptyLedger('p'));
    const controller = new AbortController();
    git.onUpdate = (signal) => {
      setTimeout(() => {
        controller.abort();
      }, 5);
      return new Promise<never>((_, reject) => {
        signal?.addEventListener('abort', () => {
          reject(Object.assign(new Error('aborted'), { name: 'AbortError' }));
        });
      });
    };
    const { session: s, logs } = session(git, { signal: controller.signal });
    await expect(s.followUp(merged)).rejects.toThrow();
    expect(readOpenPr(git.doc())?.holder?.run).toBe(s.holder);
    await s.release(undefined);
    expect(readOpenPr(git.doc())?.holder).toBeUndefined();
    expect(logs.filter((l) => l.startsWith('W '))).toEqual([]);
  });

  it('a run that never got the hold writes nothing and says nothing when it gives it back', async () => {
    const git = new TinyGit(emptyLedger('p'));
    const controller = new AbortController();
    controller.abort();
    const { session: s, logs } = session(git, { signal: controller.signal });
    await expect(s.followUp(merged)).rejects.toThrow();
    const head = git.head;
    await s.release(undefined);
    expect(git.head).toBe(head);
    expect(logs).toEqual([]);
  });
});
