/**
 * The docs assistant's answer (untrusted markdown) made safe to post, on a
 * real CommonMark + GFM parser: what the parser reads as code stays code,
 * exactly; raw HTML becomes text; only `https` links are kept (an `https`
 * image becomes a link to it), every other link, image, definition, reference
 * and footnote becomes text; and every `@` in a text node, however it was
 * written (`@user`, `&#64;user`, `\@org/team`), is broken by a zero-width
 * space. That is done again once every node is replaced, on each run of
 * adjacent text nodes taken as one, so that no `@` meets a name it did not
 * precede before (`@[user](http://…)` leaves `@` and `user` side by side);
 * and an `@` that ends a text node is broken too, whatever follows it (a kept
 * link, emphasis). The tree is then written back as markdown, which escapes
 * whatever the text would otherwise read as syntax.
 *
 * Loaded only in ask mode (the parser is most of the ask chunk).
 */
import type { Definition, Nodes, PhrasingContent, Root, RootContent, Text } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown, gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown, type Unsafe } from 'mdast-util-to-markdown';
import { gfm } from 'micromark-extension-gfm';
import { codeBlock } from './markdown.js';
import { ZERO_WIDTH_SPACE, dropBidi, httpsUrl, neutraliseMentions } from './text.js';

/** Containers nested deeper than this are not walked: the answer is shown as a code block instead. */
const MAX_DEPTH = 64;
/** Container markers (`>`, list bullets and numbers) that may open one line: more and the answer is shown as a code block. */
const MAX_LINE_CONTAINERS = 32;
/**
 * Emphasis, strikethrough and bracket characters in one stretch between blank
 * lines, and in the whole answer: micromark matches these in time that grows
 * with the square of their number within a paragraph (a paragraph never spans
 * a blank line), so beyond these the answer is shown as a code block.
 */
const MAX_DELIMITERS_PER_BLOCK = 1000;
const MAX_DELIMITERS = 8000;
const CONTAINER_PREFIX = /^(?:[ \t]{0,3}(?:>|[-+*](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$)))+/gm;
const CONTAINER_MARKER = /[>+*-]|\d+[.)]/g;

class TooDeepError extends Error {
  override readonly name = 'TooDeepError';
}

/**
 * Any bare `scheme://` in text is written with its `:` escaped (the GFM
 * extension covers `http` and `https`; this covers `ftp` and the rest), so
 * that no text the filter produced becomes an autolink.
 */
const UNSAFE_SCHEME: Unsafe = {
  character: ':',
  before: '[A-Za-z0-9+.-]',
  after: '\\/',
  inConstruct: 'phrasing',
  notInConstruct: ['autolink', 'destinationLiteral', 'destinationRaw', 'reference', 'titleQuote', 'titleApostrophe'],
};

function text(value: string): Text {
  return { type: 'text', value: neutraliseMentions(value) };
}

/** The visible text of phrasing content, as a plain string. */
function plain(nodes: readonly Nodes[]): string {
  return nodes.map((node) => ('value' in node ? node.value : 'children' in node ? plain(node.children) : '')).join('');
}

/** What the filter keeps besides its own rules (the impact comment asks for more). */
export interface AnswerFilterOptions {
  /** Which `https` links stay links (default: every one); any other becomes its text and its URL in code. */
  keepLink?: (url: URL) => boolean;
  /**
   * Nothing that can make the text look other than it is: GitHub math (`$…$`, `$$…$$`, ` ```math `) written to
   * render as text (each `$` as the reference `&#36;`, which no math delimiter is; a math block as plain code), and
   * bidirectional controls dropped.
   */
  strict?: boolean;
}

interface Context {
  definitions: ReadonlyMap<string, Definition>;
  keepLink: (url: URL) => boolean;
  strict: boolean;
  /** Inside a kept link: nested links and images become their text. */
  inLink: boolean;
  depth: number;
}

/**
 * What a link, image or reference that is not kept leaves: its text and,
 * unless the text already says it, its destination in inline code.
 */
function unlinked(children: PhrasingContent[], url: string): PhrasingContent[] {
  const shown = plain(children).replaceAll(ZERO_WIDTH_SPACE, '');
  const sameAsText = [shown, `http://${shown}`, `mailto:${shown}`].includes(url);
  if (!url || sameAsText) return children;
  return [...children, ...(children.length > 0 ? [text(' (')] : [text('(')]), { type: 'inlineCode', value: url }, text(')')];
}

/** A link or image to `url` with `children` as its text, or those children (plus the URL) as text. */
function linkOrText(url: string, children: PhrasingContent[], context: Context): PhrasingContent[] {
  const https = httpsUrl(url);
  if (!context.inLink && https && context.keepLink(https))
    return [{ type: 'link', url, title: null, children: children.length > 0 ? children : [text(url)] }];
  return context.inLink ? children : unlinked(children, url);
}

/** The filtered replacement of one node (none, one or several nodes). */
function filterNode(node: Nodes, context: Context): Nodes[] {
  switch (node.type) {
    case 'text':
      return [text(node.value)];
    case 'html':
      return [text(node.value)];
    case 'inlineCode':
      return [node];
    case 'code':
      // A math block renders as math: as plain code it shows its source.
      return [context.strict && /^math$/i.test(node.lang ?? '') ? { ...node, lang: null, meta: null } : node];
    case 'definition':
      return [];
    case 'link':
      return linkOrText(node.url, filterPhrasing(node.children, { ...context, inLink: true }), context);
    case 'image':
      return linkOrText(node.url, [text(node.alt || node.url)], context);
    case 'linkReference':
    case 'imageReference': {
      const url = context.definitions.get(node.identifier)?.url ?? '';
      const children =
        node.type === 'linkReference' ? filterPhrasing(node.children, { ...context, inLink: true }) : [text(node.alt ?? node.label ?? '')];
      return linkOrText(url, children, context);
    }
    case 'footnoteReference':
      return [text(`[^${node.label ?? node.identifier}]`)];
    case 'footnoteDefinition': {
      const [first, ...rest] = filterFlow(node.children, context);
      const label = text(`[^${node.label ?? node.identifier}]: `);
      if (first?.type === 'paragraph') return [{ ...first, children: [label, ...first.children] }, ...rest];
      return [{ type: 'paragraph', children: [label] }, ...(first ? [first] : []), ...rest];
    }
    default: {
      if (!('children' in node)) return [node];
      if (context.depth >= MAX_DEPTH) throw new TooDeepError('The answer nests too deeply');
      const inner = { ...context, depth: context.depth + 1 };
      const flow = node.type === 'root' || node.type === 'blockquote' || node.type === 'listItem';
      const children = flow ? filterFlow(node.children, inner) : filterChildren(node.children, inner);
      return [{ ...node, children } as Nodes];
    }
  }
}

function filterChildren(children: readonly Nodes[], context: Context): Nodes[] {
  return children.flatMap((child) => filterNode(child, context));
}

function filterPhrasing(children: readonly PhrasingContent[], context: Context): PhrasingContent[] {
  return filterChildren(children, context) as PhrasingContent[];
}

/** Flow content: raw HTML blocks (now text) are wrapped in paragraphs. */
function filterFlow(children: readonly RootContent[], context: Context): RootContent[] {
  return children.flatMap((child) =>
    filterNode(child, context).map((node): RootContent =>
      node.type === 'text' ? { type: 'paragraph', children: [node] } : (node as RootContent),
    ),
  );
}

/**
 * Adjacent text nodes merged into one, its mentions neutralised again, and
 * an `@` that ends a text node followed by a zero-width space: whatever comes
 * next (spliced-in link text, a kept link, emphasis), the `@` starts no name.
 * Walks the tree already filtered, so its depth is bounded by `MAX_DEPTH`.
 */
function joinText(node: Nodes): Nodes {
  if (!('children' in node)) return node;
  const children: Nodes[] = [];
  for (const child of node.children) {
    const last = children.at(-1);
    if (child.type === 'text' && last?.type === 'text') last.value += child.value;
    else children.push(child.type === 'text' ? { ...child } : joinText(child));
  }
  for (const child of children) {
    if (child.type !== 'text') continue;
    child.value = neutraliseMentions(child.value);
    if (child.value.endsWith('@')) child.value += ZERO_WIDTH_SPACE;
  }
  return { ...node, children } as Nodes;
}

/** Every `$` of a text node written as the reference `&#36;` (an `html` node, written as it is): never a math delimiter. */
function dollarsAsReferences(node: Nodes): Nodes {
  if (!('children' in node)) return node;
  const children: Nodes[] = [];
  for (const child of node.children) {
    if (child.type !== 'text' || !child.value.includes('$')) {
      children.push(dollarsAsReferences(child));
      continue;
    }
    child.value.split('$').forEach((part, index) => {
      if (index > 0) children.push({ type: 'html', value: '&#36;' });
      if (part) children.push({ type: 'text', value: part });
    });
  }
  return { ...node, children } as Nodes;
}

/** True when parsing `markdown` could take more than linear time or nest too deeply to walk (see the limits above). */
function tooCostly(markdown: string): boolean {
  let total = 0;
  for (const block of markdown.split(/\n[ \t]*\n/)) {
    const count = block.match(/[*_~[\]]/g)?.length ?? 0;
    if (count > MAX_DELIMITERS_PER_BLOCK) return true;
    total += count;
  }
  if (total > MAX_DELIMITERS) return true;
  for (const [prefix] of markdown.matchAll(CONTAINER_PREFIX)) {
    if ((prefix.match(CONTAINER_MARKER)?.length ?? 0) > MAX_LINE_CONTAINERS) return true;
  }
  return false;
}

/** Every definition by its normalised identifier; the first one wins, as in CommonMark. */
function collectDefinitions(root: Root): Map<string, Definition> {
  const found = new Map<string, Definition>();
  const stack: Nodes[] = [root];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.type === 'definition' && !found.has(node.identifier)) found.set(node.identifier, node);
    if ('children' in node) stack.push(...[...node.children].reverse());
  }
  return found;
}

/**
 * The assistant's answer as safe markdown for a comment or the job summary
 * (see the module comment). An answer too costly to parse or nested too
 * deeply to walk is shown as a code block instead, which renders nothing.
 */
export function safeAnswerMarkdown(answer: string, options: AnswerFilterOptions = {}): string {
  const strict = options.strict === true;
  const markdown = (strict ? dropBidi(answer) : answer).replace(/\r\n?/g, '\n');
  // Strict: a code block of the raw text would still hold its `$`, which is harmless inside code.
  if (tooCostly(markdown)) return codeBlock(markdown, 'markdown');
  try {
    const tree = fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
    const context: Context = {
      definitions: collectDefinitions(tree),
      keepLink: options.keepLink ?? (() => true),
      strict,
      inLink: false,
      depth: 0,
    };
    const [root] = filterNode(tree, context);
    const joined = joinText(root as Root);
    return toMarkdown(strict ? dollarsAsReferences(joined) : joined, {
      extensions: [gfmToMarkdown(), { unsafe: [UNSAFE_SCHEME] }],
      bullet: '-',
      rule: '-',
      fences: true,
    }).trimEnd();
  } catch (error) {
    if (!(error instanceof TooDeepError || error instanceof RangeError)) throw error;
    return codeBlock(markdown, 'markdown');
  }
}
