/**
 * The order files start in: the unit tier first, while the end-to-end tier's
 * bundle builds in the background (test/setup/bundle.ts), then e2e. Within a
 * tier, vitest's own order (failed first, then the longest as last timed), so
 * that on 2 workers the longest e2e files start early in their tier and the
 * last files to start are short ones.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const TIERS = ['unit', 'e2e'];

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
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.index - b.index)
      .map(({ spec }) => spec);
  }
}
