/**
 * The order files start in: the longest tier first (e2e, which spawns the
 * bundle), so that on 2 workers its files do not start last and set the
 * length of the run. Within a tier, vitest's own order (failed first, then
 * the longest as last timed).
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const TIERS = ['e2e', 'unit'];

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
