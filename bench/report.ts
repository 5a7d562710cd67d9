/**
 * The benchmark's report: one markdown table, the three guard rails each
 * beside its floor, then the figures that have no target (what the create
 * request waits for with the ledger, the bundle's bytes).
 *
 * Written with erasable TypeScript only, so Node 24 runs it as it is.
 */
import { cpus, loadavg, release, totalmem, type as osType } from 'node:os';
import type { BundleSize, Files } from './bundle-size.ts';
import type { Stats } from './harness.ts';
import type { Ledger, LedgerCase } from './ledger.ts';
import type { Memory } from './memory.ts';
import type { ColdStart, FirstRequest } from './start-up.ts';

/** The guard rails: the action's median over its floor's, measured in the same run. */
export const GUARD_RAILS = { coldStart: 1.5, firstRequest: 2.0, peakRss: 1.3 } as const;

export interface Figures {
  cold: ColdStart;
  first: FirstRequest;
  ledger: Ledger;
  memory: Memory;
  size: BundleSize;
  coldLoaded: Files;
  runLoaded: Files;
}

export interface Verdict {
  name: string;
  ratio: number;
  limit: number;
  met: boolean;
}

const ms = (value: number): string => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const msStats = (s: Stats): string => `${ms(s.median)} (${s.q1.toFixed(0)}–${s.q3.toFixed(0)})`;
const mib = (kib: number): string => `${(kib / 1024).toFixed(1)} MiB`;
const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
const times = (value: number): string => `${value.toFixed(2)}×`;

const verdict = (name: string, ratio: number, limit: number): Verdict => ({ name, ratio, limit, met: ratio <= limit });

/** The three guard rails, judged on the median of the per-round ratios. */
export function verdicts(figures: Figures): Verdict[] {
  return [
    verdict('cold start', figures.cold.ratio, GUARD_RAILS.coldStart),
    verdict('time to first request', figures.first.ratio, GUARD_RAILS.firstRequest),
    verdict('peak RSS', figures.memory.ratio, GUARD_RAILS.peakRss),
  ];
}

export function machine(): string {
  const cpu = cpus();
  return [
    `Node ${process.version} on ${osType()} ${release()}`,
    `${String(cpu.length)} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}`,
    `${(totalmem() / 2 ** 30).toFixed(0)} GiB`,
    `load average ${loadavg()[0]?.toFixed(2) ?? '?'} at start`,
    new Date().toISOString().slice(0, 10),
  ].join(' · ');
}

const fileList = (files: Files): string => files.files.map((f) => `\`${f}\``).join(', ');

function ledgerRow(what: string, ledger: LedgerCase): string[] {
  if (ledger.kind === 'silent') return [what, msStats(ledger.create), 'no GitHub request seen: the ledger was not used', '', '', ''];
  const missing =
    ledger.notFound.length > 0 ? `; routes the stand-in does not implement (answered 404): ${ledger.notFound.join(', ')}` : '';
  const gap = ledger.writeGap === undefined ? '' : `; ${ms(ledger.writeGap)} idle before each write after the first`;
  return [
    what,
    ledger.create.n > 1 ? msStats(ledger.create) : ms(ledger.create.median),
    `first GitHub request at ${ms(ledger.firstGitHub.median)}; ${String(ledger.requests)} GitHub requests, the last answered at ${ms(ledger.ledgerDone.median)}${gap}; then the create request${missing}`,
    '',
    '',
    '',
  ];
}

/** The table; `judge` false (a quick run) leaves the verdicts out: too few runs to judge. */
export function table(figures: Figures, judge: boolean): string {
  const { cold, first, memory, size } = figures;
  const [coldVerdict, firstVerdict, rssVerdict] = verdicts(figures);
  const judged = (v: Verdict | undefined): string[] => [
    times(v!.ratio),
    `≤ ${v!.limit.toFixed(1)}×`,
    judge ? (v!.met ? 'met' : '**missed**') : 'not judged',
  ];
  const rows: string[][] = [
    [
      `Cold start: \`node dist/index.js\` failing on a missing input (median, q1–q3, ${String(cold.action.n)} runs)`,
      msStats(cold.action),
      `\`@actions/core\` alone, ncc, failing the same way: ${msStats(cold.floor)}`,
      ...judged(coldVerdict),
    ],
    [
      'Bundle: loaded by that failing run',
      `${kib(figures.coldLoaded.bytes)} in ${String(figures.coldLoaded.files.length)} files`,
      fileList(figures.coldLoaded),
      '',
      '',
      '',
    ],
    [
      `Time to first request at a loopback stand-in (median, q1–q3, ${String(first.action.n)} runs)`,
      msStats(first.action),
      `\`@actions/core\` + \`@actions/github\`, ncc, one GitHub request: ${msStats(first.floor)}`,
      ...judged(firstVerdict),
    ],
    ledgerRow(
      `Time to the create request with the budget ledger in use, a lone run on the ledger an earlier run wrote (median, q1–q3, ${String(figures.ledger.warm.create.n)} runs one after the other)`,
      figures.ledger.warm,
    ),
    ledgerRow('The same, the first run, on a ledger that does not exist yet (it creates it: ADR 0011)', figures.ledger.cold),
    [
      `Peak RSS, full run against the emulator: create, three polls, completed, summary (median of ${String(memory.action.n)})`,
      mib(memory.action.median),
      `bare Node, \`fetch\`, the same four requests: ${mib(memory.bare.median)}`,
      ...judged(rssVerdict),
    ],
    [
      'Bundle: dist/ (all files · code only)',
      `${kib(size.all.bytes)} in ${String(size.all.files.length)} files · ${kib(size.code.bytes)} in ${String(size.code.files.length)}`,
      '',
      '',
      '',
      '',
    ],
    [
      'Bundle: loaded by that full run',
      `${kib(figures.runLoaded.bytes)} in ${String(figures.runLoaded.files.length)} files`,
      fileList(figures.runLoaded),
      '',
      '',
      '',
    ],
  ];
  const header = ['Measure', 'This action', 'Floor, same run', 'Ratio (median of the rounds)', 'Guard rail', ''];
  const line = (cells: readonly string[]): string => `| ${cells.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** For scale, beside the floors: bare Node. */
export function scale(figures: Figures): string {
  const { cold, first } = figures;
  return [
    `For scale, in the same rounds: \`node -e 0\` ${ms(cold.bare.median)} (the action ${times(cold.action.median / cold.bare.median)}, \`@actions/core\` alone ${times(cold.floor.median / cold.bare.median)});`,
    `a bare \`fetch\` POST reaches the stand-in at ${ms(first.bare.median)} (the action ${times(first.action.median / first.bare.median)}, the toolkit's floor ${times(first.floor.median / first.bare.median)}).`,
  ].join(' ');
}

export function ledgerNote(ledger: Ledger): string[] {
  const lines: string[] = [];
  if (ledger.warm.kind === 'measured') {
    lines.push(
      `With the ledger, a lone run on a ledger in use (median run): ${ledger.warm.timeline}. No other run in the recent past: it reserves at once, and its ref update follows its commit at once (the client's write spacing, 1 s at \`github-writes-per-minute\`: 60, applies between writes, and a run's first write has none before it).`,
      '',
    );
  }
  if (ledger.cold.kind === 'measured') {
    lines.push(
      `The first run, on a ledger that does not exist yet: ${ledger.cold.timeline}. Before its first write it waits its part of the election that creates the ledger once (ADR 0011), then looks again.`,
      '',
    );
  }
  return lines;
}
