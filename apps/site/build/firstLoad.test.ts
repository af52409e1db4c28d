import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { assetsOfHtml, measureOnDemand, staticImports } from './firstLoad.ts';

describe('first-load parsing', () => {
  test('collects scripts, module preloads and stylesheets', () => {
    const html = `<script type="module" crossorigin src="/assets/index-a.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-b.js">
      <link rel="stylesheet" crossorigin href="/assets/index-c.css">
      <link rel="icon" href="/favicon.svg">
      <style>.inline{}</style><link rel="stylesheet" href="/assets/inline-d.css" disabled>`;
    expect(assetsOfHtml(html)).toEqual({
      js: ['/assets/index-a.js', '/assets/vendor-b.js'],
      css: ['/assets/index-c.css'],
    });
  });

  test.each([
    ['named import', 'import{a as b}from"./x-1.js";', ['./x-1.js']],
    ['side-effect import', 'import"./y.js";foo()', ['./y.js']],
    ['re-export', 'export{a}from"./z.js"', ['./z.js']],
    ['dynamic import is on demand', 'const m=()=>import("./lazy.js")', []],
    ['bare specifiers are ignored', 'import React from "react"', []],
  ])('%s', (_title, code, expected) => {
    expect(staticImports(code)).toEqual(expected);
  });
});

describe('measureOnDemand', () => {
  test('the chunk and its static imports, minus what the first load already has', () => {
    const dir = mkdtempSync(join(tmpdir(), 'on-demand-'));
    try {
      mkdirSync(join(dir, 'assets'));
      const write = (name: string, code: string) => writeFileSync(join(dir, 'assets', name), code);
      write(
        'DemoRequestModal-x1.js',
        'import{a}from"./shared-2.js";import"./index-3.js";import("./lazy-4.js")',
      );
      write('shared-2.js', 'export const a=1;');
      write('index-3.js', 'export{};');
      write('lazy-4.js', 'export{};');
      const measured = measureOnDemand(dir, 'DemoRequestModal-', ['/assets/index-3.js']);
      expect(measured?.js).toEqual(['/assets/DemoRequestModal-x1.js', '/assets/shared-2.js']);
      expect(measured?.jsGzip).toBeGreaterThan(0);
      expect(measureOnDemand(dir, 'Nothing-', [])).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
