/**
 * Runs the GitHub stand-in on its own until stopped:
 *   node tools/stand-ins/cli.ts [--port 8788] [--role login=write ...]
 * Prints `listening on <url>`; point `GITHUB_API_URL` at it. Each `--role`
 * gives a person a role on every repository (others get 404 from the
 * permission endpoint, as non-collaborators do). `--help` lists the flags.
 */
import { GitHubStandIn } from './github.ts';
import { StandInServer, serveUntilStopped } from './server.ts';
import { readCommandLine, type Command } from '../cli-options.ts';

const command: Command = {
  usage: 'node tools/stand-ins/cli.ts',
  summary:
    "The GitHub stand-in on loopback (permissions, comments, reactions); point GITHUB_API_URL at it.\nPrints 'listening on <url>' once it accepts requests; stop it with Ctrl-C.",
  flags: {
    port: { description: 'Port to listen on (0: any free port).', value: 'port', default: '8788', integer: true },
    role: {
      description:
        "A person's role on every repository, e.g. alice=write (read, triage, write, maintain, admin); others are not collaborators.",
      value: 'login=role',
      multiple: true,
    },
  },
};

const values = readCommandLine(command);
const github = new GitHubStandIn();
const roles = Array.isArray(values.role) ? values.role : [];
for (const entry of roles) {
  const [login, role] = entry.split('=');
  if (!login || !role) {
    process.stderr.write(`--role must be login=role, e.g. alice=write (got ${JSON.stringify(entry)}).\nRun with --help for the options.\n`);
    process.exit(2);
  }
  github.roles.set(login, role);
}
// Further stand-ins (e.g. the git database) mount here with `server.use(...)`.
const server = new StandInServer(github.handler);
await serveUntilStopped(server, Number(values.port));
