// The assistant's last-synced state, kept with the assistant on Vapi (in its `metadata`), so
// that any machine (a fresh clone, CI) tells dashboard edits apart from its own last sync
// without the snapshot files of the machine that synced: every sync and create sends the
// definition it applies (server secret redacted) under SYNCED_METADATA_KEY.
import type { AssistantBody } from './buildAssistant.ts';
import { type Change, diffAll } from './diff.ts';
import { redactSecret } from './redact.ts';

export const SYNCED_METADATA_KEY = 'hlasovyAsistentSynced';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The definition without its metadata, secret redacted: what the metadata records. */
export function syncedStateOf(desired: AssistantBody): Json {
  const { metadata: _metadata, ...rest } = redactSecret(desired) as Json;
  return rest;
}

/** The body sync sends: the definition plus its own record in `metadata`. */
export function withSyncedState(desired: AssistantBody): AssistantBody {
  const metadata: Json = isObject(desired.metadata) ? desired.metadata : {};
  const record: Json = { ...metadata, [SYNCED_METADATA_KEY]: syncedStateOf(desired) };
  // `metadata` is an object without declared properties (generated as Record<string, never>)
  return { ...desired, metadata: record as AssistantBody['metadata'] };
}

/** The record a live assistant carries, or undefined (created by hand, or before this record). */
export function syncedStateOn(live: unknown): Json | undefined {
  const metadata = isObject(live) ? live.metadata : undefined;
  const state = isObject(metadata) ? metadata[SYNCED_METADATA_KEY] : undefined;
  return isObject(state) ? state : undefined;
}

/**
 * `value` cut to the shape of `shape`: objects keep only the keys `shape` has (Vapi adds defaults
 * of its own), arrays are cut element by element; anything else is the value itself.
 */
function project(value: unknown, shape: unknown): unknown {
  if (isObject(shape) && isObject(value)) {
    return Object.fromEntries(
      Object.keys(shape)
        .filter((key) => key in value)
        .map((key) => [key, project(value[key], shape[key])]),
    );
  }
  if (Array.isArray(shape) && Array.isArray(value) && shape.length === value.length) {
    return value.map((item, i) => project(item, shape[i]));
  }
  return value;
}

/** Dashboard edits by the record on the assistant: what differs from the last synced state. */
export function editsSinceSyncedState(live: unknown, state: Json): Change[] {
  return diffAll(state, project(redactSecret(live), state));
}
