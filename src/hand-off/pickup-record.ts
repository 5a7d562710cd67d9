/**
 * A handed-off follow-up message the job had not taken when the run ended
 * (see service/agent/pickup.ts): the pending record keeps what the job
 * showed before the message in its `pickup` field, and a report run counts a
 * terminal status only once the job shows something else; until then the
 * job is still "sent, not yet picked up". The field is the record's own
 * extension: the list's reader keeps fields it does not know.
 */
import { takenFrom, type PickupBaseline } from '../service/agent/pickup.js';
import type { AgentJob } from '../service/agent/schemas.js';
import type { PendingRecord } from './pending.js';

/** The record's field that holds the baseline. */
export const PICKUP_FIELD = 'pickup';

/** The baseline a record keeps, when it is one (anything else in the field is ignored). */
function pickupOf(record: PendingRecord): PickupBaseline | undefined {
  const value = record[PICKUP_FIELD];
  if (typeof value !== 'object' || value === null) return undefined;
  const { status, prLink } = value as Record<string, unknown>;
  if (typeof status !== 'string' || !(prLink === null || typeof prLink === 'string')) return undefined;
  return { status, prLink };
}

/** True when the record's follow-up message has not been taken by the job as the service shows it now. */
export function awaitingPickup(record: PendingRecord, job: AgentJob): boolean {
  const before = pickupOf(record);
  return before !== undefined && !takenFrom(before, job);
}
