import type * as undici from 'undici';

export { ProxyAgent, fetch } from 'undici';

/** Gives the stand-in the undici module to use behind a proxy (`provide(await import('undici'))`). */
export declare function provide(module: Pick<typeof undici, 'ProxyAgent' | 'fetch'>): void;
