import { Inputs } from '../../runner/names.js';
import { InputError } from '../../util/errors.js';
import type { RepositoryRef } from '../../github/permissions.js';
import type { AgentTrigger, Subject } from '../../triggers/trigger.js';

function describeSubject(subject: Subject, repository: RepositoryRef): string {
  const kind = subject.isPullRequest ? 'Pull request' : 'Issue';
  return `${kind} #${subject.number} in ${repository.owner}/${repository.repo}: ${subject.title}\n${subject.url}`;
}

/**
 * The prompt for the agent. Label: the standing instructions (`prompt`), then
 * the issue or PR's title, URL and body. Command: the standing instructions,
 * the instruction from the comment, then the title and URL as context.
 * Standalone events: the standing instructions alone, which must be given.
 */
export function buildPrompt(trigger: AgentTrigger, standing: string): string {
  const parts: string[] = standing ? [standing] : [];
  switch (trigger.kind) {
    case 'standalone':
      if (!standing) {
        const event = trigger.event ? `${trigger.event} events` : 'runs outside a workflow event';
        throw new InputError([
          {
            input: Inputs.Prompt,
            message: `is empty: give the instruction for the agent ('${Inputs.Prompt}' or '${Inputs.PromptFile}'); it is the whole prompt for ${event}`,
          },
        ]);
      }
      break;
    case 'label': {
      const body = trigger.subject.body.trim();
      parts.push(`${describeSubject(trigger.subject, trigger.repository)}${body ? `\n\n${body}` : ''}`);
      break;
    }
    case 'command': {
      const where = trigger.comment.path
        ? ` (on ${trigger.comment.path}${trigger.comment.line === undefined ? '' : ` line ${trigger.comment.line}`})`
        : '';
      parts.push(`Request from ${trigger.actor.login} in a comment${where}:\n${trigger.instruction}`);
      parts.push(`Context: ${describeSubject(trigger.subject, trigger.repository)}`);
      break;
    }
  }
  return parts.join('\n\n');
}
