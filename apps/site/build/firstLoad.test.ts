import { describe, expect, test } from 'vitest';
import { assetsOfHtml, staticImports } from './firstLoad.ts';

describe('first-load parsing', () => {
  test('collects scripts, module preloads and stylesheets', () => {
    const html = `<script type="module" crossorigin src="/assets/index-a.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-b.js">
      <link rel="stylesheet" crossorigin href="/assets/index-c.css">
      <link rel="icon" href="/favicon.svg">`;
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
