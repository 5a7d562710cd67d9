/**
 * Who may start a job: the one check every mode runs on the trigger's actor
 * before it writes anything or calls the service.
 */
import { Inputs } from '../runner/names.js';
import { quote } from '../runner/log.js';
import { getErrorMessage } from '../util/errors.js';
import type { GitHubClient } from '../github/client.js';
import { checkPermission, isAllowedBot, reaches } from '../github/permissions.js';
import type { TriggerSettings } from './settings.js';
import type { Trigger } from './types.js';

/**
 * Why the trigger's author may not start a job, or undefined when they may.
 * Bots need to be listed in `allowed-bots` (a bot that merges or pushes too);
 * people need `min-permission`, read from the API, except a merger or a
 * pusher, who had write access to do it. Adding a label takes triage permission, so for labels the API
 * is asked only when `min-permission` is higher than triage, or when the
 * labeller is the issue's author: an issue template adds its labels for
 * anyone who opens an issue, with the author as the sender.
 */
export async function authorize(
  trigger: Trigger,
  settings: Pick<TriggerSettings, 'minPermission' | 'allowedBots'>,
  github: () => Promise<GitHubClient>,
): Promise<string | undefined> {
  if (trigger.kind === 'standalone') return undefined;
  const { actor, repository } = trigger;
  if (actor.bot) {
    return isAllowedBot(actor.login, settings.allowedBots)
      ? undefined
      : `Refused: ${quote(actor.login)} is a bot not listed in '${Inputs.AllowedBots}'.`;
  }
  // Merging a pull request or pushing to a branch takes write access: the merger or pusher has it by definition.
  if (trigger.kind === 'merged' || trigger.kind === 'push') return undefined;
  if (trigger.kind === 'label' && trigger.author !== '' && actor.login !== trigger.author && reaches('triage', settings.minPermission))
    return undefined;
  const check = await checkPermission(await github(), repository, actor.login, settings.minPermission).catch((error: unknown) => {
    throw new Error(
      `Could not read the permission of ${quote(actor.login)} on ${repository.owner}/${repository.repo}: ${getErrorMessage(error)}`,
      { cause: error },
    );
  });
  if (check.allowed) return undefined;
  return `Refused: ${quote(actor.login)} has ${check.granted === 'none' ? 'no' : `'${check.granted}'`} permission on ${repository.owner}/${repository.repo}; '${Inputs.MinPermission}' is '${settings.minPermission}'.`;
}
