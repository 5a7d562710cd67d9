import { Inputs } from '../../runner/names.js';
import { InputError } from '../../util/errors.js';
import type { RepositoryRef } from '../../github/permissions.js';
import type { AgentTrigger, Subject } from '../../triggers/types.js';
import type { Changes } from '../../github/changes.js';
import type { ImpactPage } from '../../comment/impact-marker.js';
import { DEFAULT_CHANGE_INSTRUCTION, capPrompt, mergedSection, pushSection } from './what-changed.js';

function describeSubject(subject: Subject, repository: RepositoryRef): string {
  const kind = subject.isPullRequest ? 'Pull request' : 'Issue';
  return `${kind} #${subject.number} in ${repository.owner}/${repository.repo}: ${subject.title}\n${subject.url}`;
}

/**
 * The prompt for the agent. Label: the standing instructions (`prompt`), then
 * the issue or PR's title, URL and body. Command: the standing instructions,
 * the instruction from the comment, then the title and URL as context.
 * Standalone events: the standing instructions alone, which must be given.
 * Merged pull request and push: the standing instructions (a default when
 * none are given), then what changed (`changes`, read from GitHub; for a
 * merged pull request also the `pages` its docs impact check found), the
 * whole capped at `MAX_PROMPT_CHARS`.
 */
export function buildPrompt(trigger: AgentTrigger, standing: string, changes?: Changes, pages: readonly ImpactPage[] = []): string {
  const parts: string[] = standing ? [standing] : [];
  switch (trigger.kind) {
    case 'merged':
    case 'push': {
      if (!changes) throw new Error(`The changes of the ${trigger.event} event were not read`);
      const section = trigger.kind === 'merged' ? mergedSection(trigger, changes, pages) : pushSection(trigger, changes);
      return capPrompt([standing || DEFAULT_CHANGE_INSTRUCTION, section].join('\n\n'));
    }
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
