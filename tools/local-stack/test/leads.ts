// The lead rows the stack tests write as the site does, and how many of one were stored.
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';

/** A valid demo request row (a fresh request id), as the site's form inserts it. */
export const leadRow = (overrides: Record<string, string> = {}) => ({
  request_id: crypto.randomUUID(),
  name: 'Ján Novák',
  email: 'jan@example.sk',
  phone: '+421900123456',
  industry: 'financie',
  ...overrides,
});

/** How many rows of `requestId` are stored, read with the service-role client `backend`. */
export async function storedCount(backend: SupabaseClient, requestId: string): Promise<number> {
  const { count, error } = await backend
    .from('demo_requests')
    .select('*', { count: 'exact', head: true })
    .eq('request_id', requestId);
  expect(error).toBeNull();
  return count ?? -1;
}
