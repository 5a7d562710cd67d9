/**
 * The emulator's answer to a question that carries code `context` (an impact
 * check): sources chosen from the context's paths, so that the demo and the
 * tests show a real, deterministic list. Each changed file names one page,
 * after the file's name (`src/auth/api-keys.ts` → "Api keys",
 * `https://<domain>.docs.example/reference/api-keys`); tests, fixtures and
 * workflow files name none. The path is the item's `path` (v2) or, for v1
 * (which takes no `path`), the `+++ b/…` line of the hunks' diff header.
 *
 * Written with erasable TypeScript only, so Node 24 runs it as it is.
 */

export interface ImpactAnswer {
  answer: string;
  sources: { url: string; title: string }[];
}

/** Paths whose changes touch no documentation page. */
const NO_PAGE = /(^|\/)(test|tests|__tests__|fixtures|\.github)\/|\.(test|spec)\.[a-z]+$/i;

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The paths of the request's code context items, in order, once each. */
export function contextPaths(body: Record<string, unknown>): string[] {
  const items = Array.isArray(body.context) ? (body.context as unknown[]) : [];
  const paths: string[] = [];
  for (const item of items) {
    if (!isObject(item) || item.type !== 'code') continue;
    const header = typeof item.value === 'string' ? /^\+\+\+ b\/(.+)$/m.exec(item.value)?.[1] : undefined;
    const path = typeof item.path === 'string' ? item.path : header;
    if (path && !paths.includes(path)) paths.push(path);
  }
  return paths;
}

/** The page a changed file names, or undefined for tests, fixtures and workflows. */
export function pageOf(path: string, domain: string): { url: string; title: string } | undefined {
  if (NO_PAGE.test(path)) return undefined;
  const name = (path.split('/').at(-1) ?? path).replace(/\.[^.]+$/, '');
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  if (!slug) return undefined;
  const words = slug.replace(/-/g, ' ');
  return { url: `https://${domain}.docs.example/reference/${slug}`, title: words.charAt(0).toUpperCase() + words.slice(1) };
}

/**
 * The answer to an impact question, or undefined when the request carries no
 * code context (an ordinary question). At most `pageSize` pages
 * (`retrievalPageSize`).
 */
export function impactAnswer(body: Record<string, unknown>, domain: string): ImpactAnswer | undefined {
  const paths = contextPaths(body);
  if (paths.length === 0) return undefined;
  const pageSize = typeof body.retrievalPageSize === 'number' ? body.retrievalPageSize : 5;
  const sources: ImpactAnswer['sources'] = [];
  const lines: string[] = [];
  for (const path of paths) {
    const page = pageOf(path, domain);
    if (!page || sources.some((s) => s.url === page.url) || sources.length >= pageSize) continue;
    sources.push(page);
    lines.push(`- The ${page.title} page describes behaviour that the change to \`${path}\` alters: its examples may be out of date.`);
  }
  if (sources.length === 0) return { answer: 'No page of the documentation describes the behaviour these changes touch.', sources };
  return { answer: ['These pages describe behaviour the change touches:', '', ...lines].join('\n'), sources };
}
