/** Where a project's ledger lives: one ref per project, in the budget repository. */
import { createHash } from 'node:crypto';

export const LEDGER_REF_PREFIX = 'refs/docs-agent/budget/';

/**
 * A project id as one ref component: kept as it is when it is made of
 * letters, digits, `_` and `-` (as project ids are); otherwise those
 * characters are kept, the others become `_`, and a hash of the id is added
 * so that two ids never share a ledger.
 */
export function ledgerRefName(projectId: string): string {
  if (/^[A-Za-z0-9_-]{1,100}$/.test(projectId)) return `${LEDGER_REF_PREFIX}${projectId}`;
  const readable = projectId.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 60);
  const hash = createHash('sha256').update(projectId).digest('hex').slice(0, 10);
  return `${LEDGER_REF_PREFIX}${readable}-${hash}`;
}
