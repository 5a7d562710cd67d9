import { describe, expect, it } from 'vitest';
import { AgentJobSchema, isKnownStatus } from '../../src/service/agent/schemas.ts';
import { formatIssues } from '../../src/util/validation.ts';
import { agentJob } from '../helpers/fake-service.ts';

const job = agentJob();

describe('AgentJobSchema', () => {
  it('accepts the spec shape and keeps extra fields', () => {
    const parsed = AgentJobSchema.parse({ ...job, extra: { a: 1 }, source: { ...job.source, more: true } });
    expect(parsed).toMatchObject({ extra: { a: 1 }, source: { more: true } });
  });

  it('accepts a null source.ref, as the published service allows', () => {
    expect(AgentJobSchema.safeParse({ ...job, source: { ...job.source, ref: null } }).success).toBe(true);
  });

  it('accepts an unknown status (reported by the poller, not fatal)', () => {
    expect(AgentJobSchema.safeParse({ ...job, status: 'queued' }).success).toBe(true);
    expect(isKnownStatus('queued')).toBe(false);
    expect(isKnownStatus('archived')).toBe(true);
  });

  it.each(['job\n::error::pwned', 'job 1', 'job\u0085x', 'x##[error]y', ''])('refuses the job id %j', (id) => {
    const result = AgentJobSchema.safeParse({ ...job, id });
    expect(result.success).toBe(false);
    expect(formatIssues(result.error!.issues, { ...job, id })[0]).toMatch(/^field 'id': expected a job id without/);
  });

  it('names the field, the expected and the received value of a violation', () => {
    const bad = { ...job, model: 42, createdAt: 'yesterday', source: { repository: 'r' } };
    const result = AgentJobSchema.safeParse(bad);
    expect(result.success).toBe(false);
    const lines = formatIssues(result.error!.issues, bad);
    expect(lines).toContain("field 'model': expected string, received 42");
    expect(lines).toContain('field \'createdAt\': expected a datetime string, received "yesterday"');
    expect(lines).toContain("field 'source.ref': expected string, received nothing (the field is missing)");
  });
});
