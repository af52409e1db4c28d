// Reads what the demo form stored, with the service-role key (anon cannot read demo_requests,
// and private.demo_calls is reachable only through the service-role RPC get_demo_call).
import type { E2eEnv } from '../support/env.ts';

export interface StoredRequest {
  request_id: string;
  name: string;
  email: string;
  phone: string;
  industry: string;
}

export interface StoredCall {
  request_id: string;
  call_type: 'immediate' | 'scheduled';
  outcome: string;
  scheduled_at: string | null;
  vapi_call_id: string | null;
}

function headers(e2e: E2eEnv) {
  return {
    apikey: e2e.serviceRoleKey,
    authorization: `Bearer ${e2e.serviceRoleKey}`,
    'content-type': 'application/json',
  };
}

export async function requestsByEmail(e2e: E2eEnv, email: string): Promise<StoredRequest[]> {
  const url = new URL(`${e2e.supabaseUrl}/rest/v1/demo_requests`);
  url.searchParams.set('select', 'request_id,name,email,phone,industry');
  url.searchParams.set('email', `eq.${email}`);
  const response = await fetch(url, { headers: headers(e2e) });
  if (!response.ok) throw new Error(`demo_requests: ${response.status} ${await response.text()}`);
  return (await response.json()) as StoredRequest[];
}

export async function demoCall(e2e: E2eEnv, requestId: string): Promise<StoredCall | null> {
  const response = await fetch(`${e2e.supabaseUrl}/rest/v1/rpc/get_demo_call`, {
    method: 'POST',
    headers: headers(e2e),
    body: JSON.stringify({ request_id: requestId }),
  });
  if (!response.ok) throw new Error(`get_demo_call: ${response.status} ${await response.text()}`);
  return (await response.json()) as StoredCall | null;
}

/**
 * Clears the function's rate-limit counters (service-role RPC prune_rate_limits). Every e2e
 * request comes from 127.0.0.1, so without this the per-IP limit (5 per 10 min) would refuse
 * later submissions of the run; this only makes the limits more lenient for parallel tests.
 */
export async function resetFunctionRateLimits(e2e: E2eEnv): Promise<void> {
  const response = await fetch(`${e2e.supabaseUrl}/rest/v1/rpc/prune_rate_limits`, {
    method: 'POST',
    headers: headers(e2e),
    body: JSON.stringify({ max_age: '0 seconds' }),
  });
  if (!response.ok)
    throw new Error(`prune_rate_limits: ${response.status} ${await response.text()}`);
}
