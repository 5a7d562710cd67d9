/**
 * `npm run demo`: runs the bundled action (dist/index.js) end to end against
 * the service emulator and a GitHub git database stand-in on loopback, as the
 * runner would start it, and shows what a user would see: the step's log as
 * the runner shows it (workflow commands rendered, groups folded into
 * headings, no debug lines unless `-- --debug`), the step outputs, and the
 * job summary as readable text (`-- --raw` prints the log and the summary's
 * markdown exactly as written).
 */
import { parseArgs } from 'node:util';
import { DEFAULT_ADMIN_KEY, ServiceEmulator } from '../test/emulator/server.ts';
import { runAction } from '../test/helpers/action.ts';
import { DEFAULT_GITHUB_TOKEN, GitDatabaseStandIn } from '../test/stand-ins/git-database.ts';

const { values: args } = parseArgs({
  options: {
    debug: { type: 'boolean', default: false },
    raw: { type: 'boolean', default: false },
  },
});

const write = (text: string): void => {
  process.stdout.write(text);
};

/**
 * The log as the runner shows it: `::add-mask::` and (without debug logging)
 * `::debug::` lines hidden, annotations as `Warning:` / `Error:` / `Notice:`,
 * group titles as headings with their lines indented, and the lines between
 * `::stop-commands::` and its resume token shown as they are.
 */
class RunnerLog {
  private pending = '';
  private inGroup = false;
  private resumeToken: string | undefined;
  private readonly debug: boolean;

  constructor(debug: boolean) {
    this.debug = debug;
  }

  push(chunk: string): void {
    this.pending += chunk;
    let end = this.pending.indexOf('\n');
    while (end >= 0) {
      this.line(this.pending.slice(0, end));
      this.pending = this.pending.slice(end + 1);
      end = this.pending.indexOf('\n');
    }
  }

  flush(): void {
    if (this.pending) this.line(this.pending);
    this.pending = '';
  }

  private show(text: string): void {
    write(`${this.inGroup ? '  ' : ''}${text}\n`);
  }

  private line(line: string): void {
    if (this.resumeToken !== undefined) {
      if (line === `::${this.resumeToken}::`) this.resumeToken = undefined;
      else this.show(line);
      return;
    }
    const command = /^::([a-z-]+)(?: [^:]*)?::(.*)$/.exec(line);
    if (!command) {
      this.show(line);
      return;
    }
    const [, name = '', message = ''] = command;
    switch (name) {
      case 'add-mask':
        return;
      case 'debug':
        if (this.debug) this.show(`##[debug]${message}`);
        return;
      case 'group':
        this.inGroup = false;
        write(`▾ ${message}\n`);
        this.inGroup = true;
        return;
      case 'endgroup':
        this.inGroup = false;
        return;
      case 'stop-commands':
        this.resumeToken = message;
        return;
      case 'warning':
      case 'error':
      case 'notice':
        this.show(`${name[0]!.toUpperCase()}${name.slice(1)}: ${decodeCommandData(message)}`);
        return;
      default:
        this.show(line);
    }
  }
}

/** The runner's escaping of a workflow command's message, undone. */
function decodeCommandData(text: string): string {
  return text.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Inline HTML as plain text: a link shows its URL when its text is not the URL itself. */
function inlineText(html: string): string {
  const linked = html.replace(/<a href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g, (_whole, href: string, text: string) => {
    const shown = text.replace(/<[^>]+>/g, '');
    return decodeEntities(shown) === decodeEntities(href) ? shown : `${shown} (${href})`;
  });
  return decodeEntities(
    linked
      .replace(/<br\s*\/?>/g, '\n')
      .replace(/<[^>]+>/g, '')
      .trim(),
  );
}

/**
 * The job summary as a person reads it on the run's page, in plain text:
 * headings, tables as `Field: value` lines, paragraphs, preformatted blocks
 * and list items. Markdown outside HTML blocks is shown as it is.
 */
function readableSummary(summary: string): string {
  const out: string[] = [];
  const blocks = summary.split(
    /(<h[1-6]>[\s\S]*?<\/h[1-6]>|<table>[\s\S]*?<\/table>|<pre[^>]*>[\s\S]*?<\/pre>|<p>[\s\S]*?<\/p>|<li>[\s\S]*?<\/li>)/,
  );
  for (const block of blocks) {
    const heading = /^<h([1-6])>([\s\S]*?)<\/h[1-6]>$/.exec(block);
    if (heading) {
      out.push('', `${'#'.repeat(Number(heading[1]))} ${inlineText(heading[2] ?? '')}`);
      continue;
    }
    if (block.startsWith('<table>')) {
      const rows = [...block.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) =>
        [...(row[1] ?? '').matchAll(/<t([hd])>([\s\S]*?)<\/t[hd]>/g)].map((cell) => ({
          header: cell[1] === 'h',
          text: inlineText(cell[2] ?? ''),
        })),
      );
      const body = rows.filter((cells) => !cells.every((cell) => cell.header));
      const width = Math.max(0, ...body.map((cells) => cells[0]?.text.length ?? 0));
      out.push('');
      for (const cells of body)
        out.push(
          `  ${(cells[0]?.text ?? '').padEnd(width)}  ${cells
            .slice(1)
            .map((cell) => cell.text)
            .join(' · ')}`,
        );
      continue;
    }
    const pre = /^<pre[^>]*>([\s\S]*?)<\/pre>$/.exec(block);
    if (pre) {
      out.push(
        '',
        ...decodeEntities((pre[1] ?? '').replace(/<[^>]+>/g, ''))
          .split('\n')
          .map((line) => `    ${line}`),
      );
      continue;
    }
    const paragraph = /^<p>([\s\S]*?)<\/p>$/.exec(block);
    if (paragraph) {
      out.push('', inlineText(paragraph[1] ?? ''));
      continue;
    }
    const item = /^<li>([\s\S]*?)<\/li>$/.exec(block);
    if (item) {
      out.push(`  - ${inlineText(item[1] ?? '')}`);
      continue;
    }
    const rest = inlineText(block.replace(/<\/?(?:ul|ol|details|summary)[^>]*>/g, '\n'));
    if (rest) out.push('', rest);
  }
  return `${out.join('\n').trim()}\n`;
}

const emulator = new ServiceEmulator({ jobDurationMs: 4000 });
// GitHub's git database, for the hourly budget's ledger, on the same loopback server.
const github = new GitDatabaseStandIn({ repositories: ['acme/docs'] });
emulator.use(github.handler);
const baseUrl = await emulator.start();
write(`Service emulator and GitHub stand-in listening on ${baseUrl}\n`);
write(
  `Running node dist/index.js as the runner starts it (inputs as INPUT_* variables)${args.raw ? '' : `; the log as the runner shows it${args.debug ? ', debug lines included' : ' (-- --debug adds the debug lines)'}`}:\n\n`,
);

const log = new RunnerLog(args.debug);
let shown = 0;
const result = await runAction({
  inputs: {
    'base-url': baseUrl,
    'project-id': 'demo-project',
    'admin-api-key': DEFAULT_ADMIN_KEY,
    prompt: 'Fix the broken links on the quickstart page',
    'poll-interval-seconds': '1',
    'max-poll-interval-seconds': '2',
    'timeout-seconds': '60',
    'github-token': DEFAULT_GITHUB_TOKEN,
  },
  env: {
    GITHUB_API_URL: baseUrl,
    GITHUB_REPOSITORY: 'acme/docs',
    GITHUB_RUN_ID: '1',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_EVENT_NAME: 'workflow_dispatch',
    GITHUB_WORKFLOW: 'Docs agent (demo)',
    ...(args.debug ? { RUNNER_DEBUG: '1' } : {}),
  },
  onStdout: (text) => {
    const chunk = text.slice(shown);
    shown = text.length;
    if (args.raw) write(chunk);
    else log.push(chunk);
  },
});
log.flush();
await emulator.stop();

write(`\nExit code: ${String(result.code)}\n\nOutputs:\n`);
const width = Math.max(0, ...Object.keys(result.outputs).map((name) => name.length));
for (const [name, value] of Object.entries(result.outputs)) write(`  ${name.padEnd(width)}  ${value === '' ? '(empty)' : value}\n`);
write(`\nJob summary${args.raw ? ' (GITHUB_STEP_SUMMARY, as written)' : ' (as the run page shows it, in plain text)'}:\n`);
write(args.raw ? `${result.summary}\n` : readableSummary(result.summary));
process.exitCode = result.code ?? 1;
