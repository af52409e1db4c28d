// The funnel as the rest of the site uses it: the page's one funnel, the one loaded already (if
// any), and the written conversation's counting.
export type { Funnel } from './createFunnel.ts';
export { loadedFunnel } from './loadedFunnel.ts';
export { siteFunnel } from './siteFunnel.ts';
export { withWrittenFunnel } from './writtenFunnel.ts';
