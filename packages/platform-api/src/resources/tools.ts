import type { Fetcher } from '../fetcher.ts';
import { collection } from './collection.ts';

/** The `tools` namespace: the collection `/tool`. */
export function toolsResource(f: Fetcher) {
  return collection(f, '/tool');
}

export type ToolsResource = ReturnType<typeof toolsResource>;
