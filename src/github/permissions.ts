/**
 * Who may start a job: a person's permission on the repository as the API
 * reports it (never guessed from `author_association`), and bots by name.
 */
import type { GitHubClient } from './client.js';
import { statusOf } from './errors.js';

/** Repository roles, weakest first. */
export const PERMISSION_LEVELS = ['read', 'triage', 'write', 'maintain', 'admin'] as const;
export type PermissionLevel = (typeof PERMISSION_LEVELS)[number];
/** What a person may have: one of the roles, or nothing at all. */
export type GrantedPermission = PermissionLevel | 'none';

export function isPermissionLevel(text: string): text is PermissionLevel {
  return (PERMISSION_LEVELS as readonly string[]).includes(text);
}

/** True when `granted` is at least `required`. */
export function reaches(granted: GrantedPermission, required: PermissionLevel): boolean {
  if (granted === 'none') return false;
  return PERMISSION_LEVELS.indexOf(granted) >= PERMISSION_LEVELS.indexOf(required);
}

export interface RepositoryRef {
  owner: string;
  repo: string;
}

/** Permissions read in this run, per client (one client per run) and per repository and login. */
const cache = new WeakMap<GitHubClient, Map<string, Promise<GrantedPermission>>>();

/**
 * The person's role on the repository (`GET /repos/{owner}/{repo}/collaborators/{username}/permission`).
 * `role_name` tells triage and maintain apart; a custom role falls back to the
 * base `permission`. Someone the API does not know (404) has `none`. Read once
 * per login in a run (the trigger's author, each author of a marker); a failed
 * read is not kept.
 */
export async function getPermission(client: GitHubClient, repository: RepositoryRef, login: string): Promise<GrantedPermission> {
  const known = cache.get(client) ?? new Map<string, Promise<GrantedPermission>>();
  cache.set(client, known);
  const key = `${repository.owner}/${repository.repo}\n${login}`.toLowerCase();
  let read = known.get(key);
  if (!read) {
    read = readPermission(client, repository, login);
    known.set(key, read);
    void read.catch(() => known.delete(key));
  }
  return read;
}

async function readPermission(client: GitHubClient, repository: RepositoryRef, login: string): Promise<GrantedPermission> {
  try {
    const { data } = await client.rest.repos.getCollaboratorPermissionLevel({ ...repository, username: login });
    const role = (data as { role_name?: string }).role_name ?? '';
    if (isPermissionLevel(role)) return role;
    return isPermissionLevel(data.permission) ? data.permission : 'none';
  } catch (error) {
    if (statusOf(error) === 404) return 'none';
    throw error;
  }
}

export interface PermissionCheck {
  allowed: boolean;
  granted: GrantedPermission;
}

/** Reads the person's permission and compares it with `min-permission`. */
export async function checkPermission(
  client: GitHubClient,
  repository: RepositoryRef,
  login: string,
  required: PermissionLevel,
): Promise<PermissionCheck> {
  const granted = await getPermission(client, repository, login);
  return { allowed: reaches(granted, required), granted };
}

/** A GitHub App or other bot account (`type: Bot`, or a login ending in `[bot]`). */
export function isBot(user: { login: string; type?: string | undefined }): boolean {
  return user.type === 'Bot' || /\[bot\]$/i.test(user.login);
}

/** `renovate[bot]` and `renovate` name the same bot; case does not matter. */
function botName(login: string): string {
  return login.replace(/\[bot\]$/i, '').toLowerCase();
}

/** True when `allowed-bots` lists the bot by name (with or without `[bot]`), or is `*`. */
export function isAllowedBot(login: string, allowedBots: readonly string[]): boolean {
  return allowedBots.some((entry) => entry === '*' || botName(entry) === botName(login));
}
