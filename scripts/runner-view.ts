/**
 * What `npm run demo` shows of a run: the step's log as the runner shows it
 * (from the workflow commands the action writes) and the job summary as a
 * person reads it on the run's page, in plain text.
 */

/**
 * The log as the runner shows it: `::add-mask::` and (without debug logging)
 * `::debug::` lines hidden, annotations as `Warning:` / `Error:` / `Notice:`,
 * group titles as headings with their lines indented, and the lines between
 * `::stop-commands::` and its resume token shown as they are.
 */
export class RunnerLog {
  private pending = '';
  private inGroup = false;
  private resumeToken: string | undefined;
  private readonly debug: boolean;
  private readonly write: (text: string) => void;

  constructor(debug: boolean, write: (text: string) => void) {
    this.debug = debug;
    this.write = write;
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
    this.write(`${this.inGroup ? '  ' : ''}${text}\n`);
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
        // The runner decodes a command's data (`%25` → `%`) before it shows it: a URL in a debug line is as sent.
        if (this.debug) this.show(`##[debug]${decodeCommandData(message)}`);
        return;
      case 'group':
        this.inGroup = false;
        this.write(`▾ ${decodeCommandData(message)}\n`);
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
export function readableSummary(summary: string): string {
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
