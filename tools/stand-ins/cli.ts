/**
 * Runs the GitHub stand-in on its own until stopped:
 *   node tools/stand-ins/cli.ts [--port 8788] [--role login=write ...]
 * Prints `listening on <url>`; point `GITHUB_API_URL` at it. Each `--role`
 * gives a person a role on every repository (others get 404 from the
 * permission endpoint, as non-collaborators do).
 */
import { parseArgs } from 'node:util';
import { GitHubStandIn } from './github.ts';
import { StandInServer, serveUntilStopped } from './server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8788' },
    role: { type: 'string', multiple: true, default: [] },
  },
});

const github = new GitHubStandIn();
for (const entry of values.role) {
  const [login, role] = entry.split('=');
  if (login && role) github.roles.set(login, role);
}
// Further stand-ins (e.g. the git database) mount here with `server.use(...)`.
const server = new StandInServer(github.handler);
await serveUntilStopped(server, Number(values.port));
