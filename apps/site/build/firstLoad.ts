// First-load cost of a prerendered page: the scripts, module preloads and stylesheets its HTML
// names, plus every chunk those scripts import statically (dynamic imports are on demand).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface FirstLoad {
  js: string[];
  css: string[];
  jsGzip: number;
  cssGzip: number;
}

const attr = (tag: string, name: string) =>
  new RegExp(`\\b${name}=["']([^"']+)["']`).exec(tag)?.[1] ?? null;

export function assetsOfHtml(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const src = attr(tag, 'src');
    if (src) js.add(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    const rel = attr(tag, 'rel');
    const href = attr(tag, 'href');
    if (!href) continue;
    if (rel === 'modulepreload') js.add(href);
    // a disabled stylesheet is not fetched (its content is inline: build/inlineStylesheets.ts)
    if (rel === 'stylesheet' && !/\sdisabled[\s>]/.test(tag)) css.add(href);
  }
  return { js: [...js], css: [...css] };
}

/** Relative specifiers of static imports/re-exports (not `import(...)`). */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  const re =
    /(?:^|[;}\n\s])(?:import|export)\s*(?:[\w$*{},\s]+?\s*from\s*)?["'](\.{1,2}\/[^"']+)["']/g;
  for (const match of code.matchAll(re)) if (match[1]) found.add(match[1]);
  return [...found];
}

const gzip = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Inline <style> blocks (the critical CSS) count as first-load CSS too. */
function inlineStyleGzip(html: string): number {
  const blocks = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
  return blocks.length ? gzipSync(blocks.join(''), { level: 9 }).length : 0;
}

/** `entries` and every chunk they import statically, as normalised `/assets/...` paths. */
function staticClosure(outDir: string, entries: readonly string[], htmlFile: string): string[] {
  const seen = new Set<string>();
  const queue = entries.map((src) => posix.normalize(src));
  while (queue.length > 0) {
    const src = queue.shift() as string;
    if (seen.has(src)) continue;
    seen.add(src);
    const file = join(outDir, src);
    if (!existsSync(file)) throw new Error(`${htmlFile} references missing ${src}`);
    for (const spec of staticImports(readFileSync(file, 'utf8'))) {
      queue.push(posix.join(posix.dirname(src), spec));
    }
  }
  return [...seen];
}

export function measureFirstLoad(outDir: string, htmlFile: string): FirstLoad {
  const html = readFileSync(join(outDir, htmlFile), 'utf8');
  const { js, css } = assetsOfHtml(html);
  const jsFiles = staticClosure(outDir, js, htmlFile);
  return {
    js: jsFiles,
    css,
    jsGzip: jsFiles.reduce((sum, src) => sum + gzip(join(outDir, src)), 0),
    cssGzip: css.reduce((sum, href) => sum + gzip(join(outDir, href)), inlineStyleGzip(html)),
  };
}

/**
 * What opening an on-demand chunk costs on top of the first load: the chunk whose file name
 * starts with `namePrefix` plus everything it imports statically that the first load (`loaded`)
 * does not already bring. Undefined when no such chunk exists.
 */
export function measureOnDemand(
  outDir: string,
  namePrefix: string,
  loaded: readonly string[],
): { js: string[]; jsGzip: number } | undefined {
  const file = readdirSync(join(outDir, 'assets')).find(
    (name) => name.startsWith(namePrefix) && name.endsWith('.js'),
  );
  if (!file) return undefined;
  const js = staticClosure(outDir, [`/assets/${file}`], file).filter((f) => !loaded.includes(f));
  return { js, jsGzip: js.reduce((sum, src) => sum + gzip(join(outDir, src)), 0) };
}
