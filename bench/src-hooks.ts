/**
 * Lets the benchmark import the action's own modules from src/ as they are,
 * so that it drives the real code (e.g. `waitForJob`) rather than a copy.
 * Two things stop Node 24 from loading src/ directly: its imports name the
 * compiled `.js` files, and it uses TypeScript that type stripping refuses
 * (parameter properties). So, for files under src/ only, `./x.js` resolves to
 * `./x.ts` and the file is transpiled with the project's TypeScript.
 */
import { existsSync, readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SRC = new URL('../src/', import.meta.url).href;

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (context.parentURL?.startsWith(SRC) && specifier.startsWith('.') && specifier.endsWith('.js')) {
      const url = new URL(`${specifier.slice(0, -3)}.ts`, context.parentURL);
      if (existsSync(url)) return { url: url.href, shortCircuit: true };
    }
    return nextResolve(specifier, context);
  },
  load(url, context, nextLoad) {
    if (!url.startsWith(SRC) || !url.endsWith('.ts')) return nextLoad(url, context);
    const { outputText } = ts.transpileModule(readFileSync(new URL(url), 'utf8'), {
      fileName: fileURLToPath(url),
      compilerOptions: {
        module: ts.ModuleKind.ESNext,
        target: ts.ScriptTarget.ES2024,
        verbatimModuleSyntax: true,
      },
    });
    return { format: 'module', source: outputText, shortCircuit: true };
  },
});
