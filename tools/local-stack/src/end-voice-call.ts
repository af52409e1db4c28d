// The local counterpart of an end-of-call event: when the voice agent's call ends, its place
// under voice-call's concurrency cap is freed (`public.end_voice_call`), as it would be once
// Vapi reports the end. Failures are only logged: the place then expires with the call's
// maximum duration, as it would without the event.
import pg from 'pg';

export async function endVoiceCall(
  dbUrl: string,
  callId: string,
  log?: (line: string) => void,
): Promise<void> {
  const client = new pg.Client({ connectionString: dbUrl });
  // a connection the server ends (a database stopping) is reported here, not as an uncaught error
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select public.end_voice_call($1)', [callId]);
  } catch (error) {
    log?.(`[vapi] could not free the line of a finished call: ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => {});
  }
}
