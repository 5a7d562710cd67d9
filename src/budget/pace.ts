/**
 * The pace of the runs that share a ledger (and so, as a rule, a token):
 * their GitHub writes are spaced so that together they stay under
 * `github-writes-per-minute` (default 60 of GitHub's 80 content-creating
 * requests a minute), from what the ledger shows of the others.
 *
 * Each reservation's entry says how many writes its job makes (`writes`: the
 * reservation's two, its comment, reactions, the note on the pull request…),
 * and stands for `writes / rate` of the minute. The next reservation may go
 * when the one before it has had its share: a virtual schedule over the
 * recent entries (the generic cell rate algorithm), which lets one reservation
 * come early by a share (so that a run that wakes a little late does not push
 * every later one back) and never two shares; and the writes of the
 * reservations of the last minute never add up to more than the rate. A
 * burst of fifty label jobs (five writes each) at 60 writes a minute is then
 * let through one every 5 s.
 *
 * Who goes next: each entry keeps its run's number (`GITHUB_RUN_NUMBER`:
 * a burst's runs are numbered one after another), and once three of a
 * workflow's runs have gone, a waiting run counts the numbers ahead of it
 * that took no slot yet (`counted`) and takes its place in the slot
 * (`placeMs`): the runs go in number order. Before that, and for runs the
 * queue cannot count (no run number, another workflow, an earlier version),
 * tickets: each run draws one (a number in [0, 1), from its run number:
 * `drawTicket`) and listens before its first write for a time set by it, so
 * the lowest tickets come first; the tickets taken so far say how dense the
 * queue is, so a run can estimate how many are ahead of it. A run far back
 * sleeps until its turn is near and says when it expects its slot.
 */
import { CREATE_ALLOWANCE_MS, type BudgetWindow } from './window.js';

/** The golden ratio's fractional part: the step between the tickets of consecutive run numbers. */
const GOLDEN_STEP = (Math.sqrt(5) - 1) / 2;
/**
 * The random part of a ticket, less than a burst's gaps. Runs of one run number (a matrix's legs on one project)
 * differ by this alone, so they tend to wake together and race once at their first write: a known cost, ADR 0011.
 */
const TICKET_JITTER = 1 / 256;

/** Where a workflow's tickets start, from its name (FNV-1a): two workflows feeding one ledger are not in step. */
function offsetOf(workflow: string): number {
  let hash = 0x811c9dc5;
  for (const char of workflow) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193);
  return (hash >>> 0) / 2 ** 32;
}

/**
 * A run's ticket. The runs of a burst (a backlog labelled at once) are numbered one after another
 * (`GITHUB_RUN_NUMBER`, per workflow); run number × the golden ratio, modulo 1, spreads any number of
 * consecutive ones as evenly as points can be (the three-gap theorem: for 20 runs, no two tickets closer than
 * about 0.03, the jitter included, where 20 random ones have two within 0.003 more often than not). Even gaps
 * keep the runs' turns (their part of a slot, how many runs are ahead) apart, so that two runs rarely wake for
 * the same slot and race for it (issue 30). Each workflow starts at its own offset (`workflow`: the repository
 * and the workflow's name), so the runs of two workflows are as random to each other as before. Without a run
 * number (a run outside Actions), a random ticket.
 */
export function drawTicket(runNumber: number | undefined, random: () => number, workflow = ''): number {
  const spread = runNumber === undefined ? random() : (offsetOf(workflow) + runNumber * GOLDEN_STEP + TICKET_JITTER * random()) % 1;
  return Math.floor(spread * 1e6) / 1e6;
}

/** The writes of a job whose entry does not say (written by an earlier version): its most, a slash-command job's. */
export const UNKNOWN_JOB_WRITES = 7;
/** The most writes an entry is taken to stand for: an entry from outside cannot hold the pace for long. */
const MAX_JOB_WRITES = 20;
/** The ledger's two writes of a reservation: the commit and the ref update. */
export const RESERVATION_WRITES = 2;
const MINUTE_MS = 60_000;

/** What a run's job writes to GitHub, besides its reservation. */
export interface JobWrites {
  /** The job comment: created, then updated at the end. */
  comment: boolean;
  /** 👀 and 🚀 (or 😕) on the triggering comment of a slash command. */
  reactions: boolean;
  /** The note on the agent's pull request, once the run has waited for the job. */
  note: boolean;
  /** `wait: false`: the job is recorded as pending in the ledger (a write of its own). */
  handOff: boolean;
  /** `continue-open-pr`: the hold on the last job, taken, recorded and given back. */
  openPr: boolean;
}

/** The content-creating requests a job costs in all, its reservation included. */
export function jobWrites(writes: JobWrites): number {
  return (
    RESERVATION_WRITES +
    (writes.comment ? 2 : 0) +
    (writes.reactions ? 2 : 0) +
    (writes.note ? 1 : 0) +
    (writes.handOff ? RESERVATION_WRITES : 0) +
    (writes.openPr ? 3 * RESERVATION_WRITES : 0)
  );
}

/** The share of the minute a job of `writes` writes takes at `perMinute`, in ms. */
export function shareMs(writes: number, perMinute: number): number {
  return Math.ceil((writes * MINUTE_MS) / Math.max(1, perMinute));
}

/** When the pace lets the next reservation through, and how busy the last minute was. */
export interface PaceState {
  /** GitHub-clock ms: `now` or earlier when a reservation may go now. */
  opensAt: number;
  /** Reservations taken in the last minute. */
  lastMinute: number;
  /**
   * About how many waiting runs are ahead of this one; undefined until the queue shows it. Counted from the run
   * numbers the queue's entries keep (see `placeMs`), else estimated from their tickets: 0 at the front, a run the
   * queue passed by (it came late, or lost a race) included.
   */
  ahead?: number;
  /**
   * Counted: when, after `opensAt`, this run reads, and before which it does not write (ms): its place in the slot
   * when its turn is near, two turns before its own when it is further back. The runs near their turn each have a
   * place a quarter share apart, so that they go in order and each sees in a read whether the ones before it wrote.
   */
  placeMs?: number;
}

/** What places a run in the queue: its ticket, and its run number within its workflow when it has one. */
export interface QueueKey {
  ticket: number;
  run?: RunNumber | undefined;
}

/** A run's number within its workflow (`GITHUB_RUN_NUMBER`: one after another, in the order of the events). */
export interface RunNumber {
  number: number;
  repository?: string | undefined;
  workflow?: string | undefined;
}

/** Reservations of a queue that must have gone before their tickets tell its density. */
const MIN_TICKETS = 3;
/** Reservations of a workflow's runs that must have gone before the queue counts from their numbers. */
const MIN_COUNTED = 3;
/**
 * A gap of this many shares between reservations, past the minute the pace's cap may hold a queue (when its last
 * minute is full, the next reservation waits until the first of them is a minute old), ends a queue.
 */
const QUEUE_GAP_SHARES = 3;

/** The widest span of run numbers counted one by one: beyond it, the queue is not one burst of this workflow. */
const MAX_RUN_SPAN = 1000;

interface Taken {
  at: number;
  writes: number;
  ticket: number | undefined;
  run: number | undefined;
  repository: string | undefined;
  workflow: string | undefined;
}

/**
 * The queue's reservations, latest first: back from `now` while no gap between two is longer than a minute and three
 * shares. A gap of three shares alone ended a queue that the cap held (measured: a burst of 50 whose first minute
 * was full waited 15 s for its next slot; every waiting run found no queue, none held its write, and eleven wrote
 * at once).
 */
function queueOf(taken: Taken[], now: number, perMinute: number): Taken[] {
  const queue: Taken[] = [];
  let after = now;
  for (const entry of [...taken].reverse()) {
    if (after - entry.at > MINUTE_MS + QUEUE_GAP_SHARES * shareMs(entry.writes, perMinute)) break;
    queue.push(entry);
    after = entry.at;
  }
  return queue;
}

/**
 * Three reservations in a row whose numbers rise by at most this much each show the queue going in number order (up
 * to three numbers that took no slot between two that did). Tickets scatter the first reservations of a burst of
 * more than eight by steps of five and more (the three-gap theorem: for 20 runs, +8, −5 and −13).
 */
const IN_ORDER_STEP = 4;
/** The passed numbers whose part that took a slot says how many of the missing ones ahead will come. */
const TOOK_WINDOW = 12;

/** Where a run stands in a queue counted from run numbers. */
interface Count {
  /**
   * The runs ahead of it: the numbers below its own, above where the queue has come, that took no slot yet, each
   * counted for the part of the last passed numbers that took one.
   */
  ahead: number;
  /** How far its number is below where the queue has come: it goes before every counted run. */
  below?: number;
  /** The queue went in number order and every number up to where it has come took a slot: none can come late. */
  settled: boolean;
}

/**
 * How many runs of this run's workflow are ahead of it, counted: the run numbers above where the queue has come and
 * below its own that have no reservation yet. Runs of a burst are numbered one after another, so this is exact but
 * for a run that takes no slot (it skipped: another label, another event) or comes late. Where the queue has come:
 * its first three go in ticket order, scattered over the numbers; once three in a row after them rise by a few
 * numbers each, it goes in number order, and a number still missing below the last of them did not come at its turn: it
 * is passed, and counts no more. The numbers missing ahead count for the part of the last twelve passed that took a
 * slot (every other, when each issue also got a label whose run skipped: two missing count as one). A run the queue
 * passed, or one below its lowest number, goes before the counted ones (`below`: the lowest number first).
 * Undefined, and the tickets estimate it, until the queue shows three runs of the workflow, for a run whose number
 * the queue has already (a matrix's legs, a re-run), and for one a thousand numbers or more from the queue's.
 */
function counted(queue: Taken[], run: RunNumber): Count | undefined {
  const taken = queue
    .flatMap((entry) =>
      entry.run !== undefined && entry.repository === run.repository && entry.workflow === run.workflow ? [entry.run] : [],
    )
    .reverse();
  if (taken.length < MIN_COUNTED) return undefined;
  const numbers = new Set(taken);
  const lowest = Math.min(...taken);
  if (Math.abs(run.number - lowest) > MAX_RUN_SPAN || numbers.has(run.number)) return undefined;
  let passed = lowest;
  const later = taken.slice(MIN_COUNTED);
  for (let i = 0; i + 2 < later.length; i++) {
    const [a = 0, b = 0, c = 0] = later.slice(i, i + 3);
    const rising = a < b && b < c && b - a <= IN_ORDER_STEP && c - b <= IN_ORDER_STEP;
    if (rising && c - lowest <= MAX_RUN_SPAN) passed = Math.max(passed, c);
  }
  const tookAbove = (from: number) => [...numbers].filter((number) => number > from && number <= passed).length;
  const settled = passed > lowest && tookAbove(lowest) === passed - lowest;
  if (run.number < passed) return { ahead: 0, below: passed - run.number, settled };
  // Of the last numbers the queue has come past (from the first of them that took a slot), the part that took a slot:
  // the others were runs that took none.
  const from = Math.max(lowest, Math.min(...[...numbers].filter((number) => number > passed - TOOK_WINDOW)) - 1);
  const tookPart = passed > from ? tookAbove(from) / (passed - from) : 1;
  let missing = 0;
  for (let number = passed + 1; number < run.number; number++) if (!numbers.has(number)) missing++;
  return { ahead: missing * tookPart, settled };
}

/** Counted runs this near their turn (or nearer) have a place in every slot. */
const NEAR_COUNTED = 2;
/** The part of a share between the places of two counted runs in a slot (the front, the next, the one after). */
const PLACE_STEP = 0.25;
/** The most turns a counted run far back sleeps before it reads again: those ahead of it may come late, or not at all. */
const MAX_COUNTED_TURNS = 12;

/**
 * A counted run's place in the slot, in ms after the pace opens, until which it holds its write. The pace lets a
 * reservation through anywhere in the share (one share early at most), so the runs near their turn take places in
 * it, a quarter share apart, and each sees in a read whether the ones before it wrote. The runs the queue did not
 * count (passed, or below its lowest number: they may be ahead of every counted run) first, the lowest number first;
 * then the counted front: as the slot opens once the queue is settled, in its middle before (after the runs that may
 * come late); then the next two, in every slot, so that a slot left open by a run counted ahead that never comes (a
 * run of the workflow that took no slot) costs a quarter share. A run further back reads, and may write, in the slot
 * two turns before its own, ten turns out at most: it holds its write that long even when the pace is open, because
 * a hold of the third place alone let the runs far back that woke as a full minute freed write at once (measured:
 * eleven lost commits at each minute's opening in a burst of 50). `ticket` sets where within its place a run goes
 * (runs of one number, a matrix's legs, tie).
 */
function placeMs(count: Count, share: number, ticket: number): number {
  if (count.below !== undefined) return Math.round((Math.max(0, 3 - count.below) * 0.12 + ticket / 16) * share);
  const front = count.settled ? (ticket * share) / 10 : 0.4 * share + (ticket * share) / 16;
  const third = Math.round(front + NEAR_COUNTED * PLACE_STEP * share);
  if (count.ahead <= NEAR_COUNTED) return Math.round(front + count.ahead * PLACE_STEP * share);
  return Math.round((Math.min(count.ahead, MAX_COUNTED_TURNS) - NEAR_COUNTED) * share) + third;
}

/**
 * How many waiting runs are ahead of `ticket`, from the tickets of the queue's reservations so far: the runs per
 * unit of ticket (the density) times the ticket, less the reservations already taken below it; 0 at the front.
 * The density comes from the lower half of the tickets taken (the median's rank over the median): runs that went
 * early out of ticket order (the election's losers, a slow start-up) hold high tickets and would make the queue
 * look further on than it is (with the highest ticket as its front, every run below it counted as passed and woke
 * in every slot: issue 30's burst of 20, six lost races). An estimate: a median small by chance makes it large,
 * so a run far back sleeps a minute at most before it reads again (waits.ts).
 */
function estimated(queue: Taken[], ticket: number): number | undefined {
  const tickets = queue.flatMap((entry) => (entry.ticket === undefined ? [] : [entry.ticket]));
  if (tickets.length < MIN_TICKETS) return undefined;
  tickets.sort((a, b) => a - b);
  const rank = Math.ceil(tickets.length / 2);
  const median = tickets[rank - 1] ?? 0;
  if (median <= 0) return undefined;
  const below = tickets.filter((taken) => taken < ticket).length;
  return Math.max(0, (rank / median) * ticket - below);
}

/** An entry's `writes` as the pace counts it: what it says, within 1 and `MAX_JOB_WRITES`. */
function boundedWrites(writes: number | undefined): number {
  if (writes === undefined || !Number.isFinite(writes)) return UNKNOWN_JOB_WRITES;
  return Math.min(MAX_JOB_WRITES, Math.max(1, Math.round(writes)));
}

/** When a reservation was taken: its entry counts from the creation allowance after it (see window.ts). */
const takenAt = (at: string): number => Date.parse(at) - CREATE_ALLOWANCE_MS;

/** A ticket from outside: a number in [0, 1), else none. */
const boundedTicket = (ticket: number | undefined): number | undefined =>
  ticket !== undefined && Number.isFinite(ticket) && ticket >= 0 && ticket < 1 ? ticket : undefined;

/** A run number from outside: a whole number from 1 to 9 digits (as `budgetContext` reads them), else none. */
export const boundedRun = (run: unknown): number | undefined =>
  typeof run === 'number' && Number.isSafeInteger(run) && run >= 1 && run < 1e9 ? run : undefined;

/**
 * The pace at `now` for a job of `ownWrites` writes: the virtual time the
 * recent reservations have used up (each its share after the later of its
 * own time and the one before's end), less one share of this job's as the
 * allowance for coming early; no earlier than the moment the writes of the
 * last minute's reservations leave room for this job's; and, with `key`,
 * how many runs are ahead of it (counted from run numbers, with its place in
 * the slot, else estimated from tickets). With `queued` false (no other run
 * at the pace: a lone run, or runs one after the other) only the last
 * minute's writes count, and it has no place: a run does not wait out the
 * shares of runs that have ended.
 */
export function pace(window: BudgetWindow, now: number, perMinute: number, ownWrites: number, key?: QueueKey, queued = true): PaceState {
  const taken: Taken[] = window.entries
    .map((entry) => ({
      at: takenAt(entry.at),
      writes: boundedWrites(entry.writes),
      ticket: boundedTicket(entry.ticket),
      run: boundedRun(entry.run),
      repository: entry.repository,
      workflow: entry.workflow,
    }))
    .filter((entry) => !Number.isNaN(entry.at))
    .sort((a, b) => a.at - b.at);
  let used = Number.NEGATIVE_INFINITY;
  for (const entry of taken) used = Math.max(used, entry.at) + shareMs(entry.writes, perMinute);
  const recent = taken.filter((entry) => entry.at > now - MINUTE_MS && entry.at <= now);
  // The last minute's writes with this job's must fit the rate: else wait until enough of them are a minute old.
  let room = recent.reduce((sum, entry) => sum + entry.writes, ownWrites) - perMinute;
  let roomAt = Number.NEGATIVE_INFINITY;
  for (const entry of recent) {
    if (room <= 0) break;
    room -= entry.writes;
    roomAt = entry.at + MINUTE_MS;
  }
  const queue = key === undefined ? [] : queueOf(taken, now, perMinute);
  const exact = key?.run === undefined || !queued ? undefined : counted(queue, key.run);
  const ahead = exact?.ahead ?? (key === undefined ? undefined : estimated(queue, key.ticket));
  return {
    opensAt: queued ? Math.max(used - shareMs(ownWrites, perMinute), roomAt) : roomAt,
    lastMinute: recent.length,
    ...(ahead === undefined ? {} : { ahead }),
    ...(exact === undefined || key === undefined ? {} : { placeMs: placeMs(exact, shareMs(ownWrites, perMinute), key.ticket) }),
  };
}
