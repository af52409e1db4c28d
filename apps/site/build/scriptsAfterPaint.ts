// The prerendered page paints before its code loads. Vite names the entry script and its module
// preloads in <head>; the browser then fetches (and, from the cache on a repeat visit, may run)
// the hydration code before the first frame is on screen. Lighthouse's model counts every
// high-priority script fetched before the first paint as blocking it (its mobile LCP estimate
// was 2.4 s for a page whose HTML alone paints it).
// Instead those tags sit inert in a <template> at the end of <body>, and a small inline script
// inserts them once the first contentful paint is reported (a `paint` PerformanceObserver: the
// entry comes after the frame was presented, which is the time LCP and Lighthouse count; a timer
// queued from requestAnimationFrame runs after the frame is drawn but, on a slow device, before
// it is presented, and the scripts then counted as blocking it). Without `paint` entries
// (older Safari) the requestAnimationFrame timer is the signal; if no entry comes within 3 s of
// the first frame (no browser we know of; a starved machine can take a second to present a
// frame) the code loads anyway. A page opened in, or moved to, a background tab gets
// no frames, so there the code loads at once. The CSP allows the inline script by its hash.
// Hydration now comes later than the first frame, so a tap on a control before it would do
// nothing: the same script keeps them. Until the app announces it is hydrated
// (src/lib/pageHydrated.ts), a click on a button (a press of Enter or Space on one is a click
// too) is stopped before React's root sees it and remembered; once hydrated, each remembered
// button still in the page is clicked again, in order, once (repeated taps on a control that did
// not answer ask for one thing). Links are left alone: they work without the code.
import { PAGE_HYDRATED_EVENT } from '../src/lib/pageHydrated.ts';
import { cspHash } from './cspHash.ts';

export interface ScriptsAfterPaint {
  html: string;
  /** CSP source expression (`'sha256-…'`) of the inline loader, when the page has one. */
  hash: string | null;
}

export const PAGE_SCRIPTS_ID = 'page-scripts';

/** Runs once at the end of <body>: every element above it, #root included, is parsed. */
export const AFTER_PAINT_LOADER = [
  '(()=>{const d=document,q=[];',
  'const keep=e=>{const b=e.target.closest&&e.target.closest(\'button,[role="button"]\');',
  'if(!b||b.disabled)return;e.preventDefault();e.stopImmediatePropagation();q.includes(b)||q.push(b)};',
  "d.addEventListener('click',keep,true);",
  `d.addEventListener('${PAGE_HYDRATED_EVENT}',()=>{d.removeEventListener('click',keep,true);`,
  'for(const b of q.splice(0))b.isConnected&&b.click()},{once:true});',
  `const t=d.getElementById('${PAGE_SCRIPTS_ID}');let done=0;`,
  'const go=()=>{done||(done=1,d.head.append(d.importNode(t.content,true)))};',
  "if(d.visibilityState!=='visible')return go();",
  "d.addEventListener('visibilitychange',go,{once:true});",
  "const P=typeof PerformanceObserver=='function'&&PerformanceObserver;",
  "if(!P||!(P.supportedEntryTypes||[]).includes('paint'))return requestAnimationFrame(()=>setTimeout(go));",
  "new P((l,o)=>{l.getEntriesByName('first-contentful-paint').length&&(o.disconnect(),setTimeout(go))})",
  ".observe({type:'paint',buffered:true});",
  'requestAnimationFrame(()=>setTimeout(go,3e3))})()',
].join('');

const PAGE_SCRIPT_TAGS =
  /<script\b(?=[^>]*\btype=["']module["'])(?=[^>]*\bsrc=)[^>]*><\/script>|<link\b(?=[^>]*\brel=["']modulepreload["'])[^>]*>/g;

/** Moves the page's module script and preloads from where Vite put them into the template. */
export function scriptsAfterPaint(html: string): ScriptsAfterPaint {
  const tags = [...new Set(html.match(PAGE_SCRIPT_TAGS) ?? [])];
  if (tags.length === 0) return { html, hash: null };
  if (!html.includes('</body>')) throw new Error('the page has no </body> for its scripts');
  const stripped = html.replace(PAGE_SCRIPT_TAGS, '');
  const tail = `<template id="${PAGE_SCRIPTS_ID}">${tags.join('')}</template><script>${AFTER_PAINT_LOADER}</script>`;
  return {
    html: stripped.replace('</body>', `${tail}</body>`),
    hash: cspHash(AFTER_PAINT_LOADER),
  };
}
