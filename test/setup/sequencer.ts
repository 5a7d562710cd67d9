/**
 * The order files start in: the unit tier first, while the end-to-end tier's
 * bundle builds in the background (test/setup/bundle.ts), then e2e. Within a
 * tier, vitest's own order (failed first, then the longest as last timed), so
 * that on 2 workers the longest e2e files start early in their tier and the
 * last files to start are short ones. A fresh clone has no timings (vitest
 * then starts the largest files first): the files known to take longest
 * (`FIRST`, over 30 s each: bursts of racing runs) start first in any case.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const TIERS = ['unit', 'e2e'];
const FIRST = ['test/budget/race.e2e.test.ts', 'test/budget/queue.e2e.test.ts'];

const first = (spec: TestSpecification): number => (FIRST.some((path) => spec.moduleId.endsWith(path)) ? 0 : 1);

const rank = (spec: TestSpecification): number => {
  const index = TIERS.indexOf(spec.project.name);
  return index < 0 ? TIERS.length : index;
};

export default class TierSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Stable: the base order is kept within each tier.
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || first(a.spec) - first(b.spec) || a.index - b.index)
      .map(({ spec }) => spec);
  }
}
