/** The `deployment_status` payload as report mode reads it: the state, the deployment's id, sha and ref. */
import { describe, expect, it } from 'vitest';
import { DeploymentStatusEventSchema } from '../../src/triggers/event.ts';
import { REPORT_EVENTS, SUPPORTED_EVENTS } from '../../src/triggers/event-names.ts';
import { loadPayload } from '../../tools/events.ts';

describe('the deployment_status event', () => {
  it('the recorded payload parses, with what the preview needs', () => {
    const parsed = DeploymentStatusEventSchema.parse(loadPayload('deployment_status.created.json'));
    expect(parsed.deployment_status.state).toBe('success');
    expect(parsed.deployment).toMatchObject({ id: 145988746, sha: 'f95f852bd8fca8fcc58a9a2d6c842781e32a215e', ref: 'master' });
  });

  it('a payload without a commit sha does not', () => {
    const payload = loadPayload('deployment_status.created.json');
    (payload.deployment as { sha: string }).sha = '../../x';
    expect(DeploymentStatusEventSchema.safeParse(payload).success).toBe(false);
  });

  it('is a report event, not one that starts a job', () => {
    expect(REPORT_EVENTS).toEqual(['deployment_status']);
    expect(SUPPORTED_EVENTS).not.toContain('deployment_status');
  });
});
