// What a booking in a voice call left in the database, read with the superuser connection (the
// call's link lives in the private schema, which no API key can read): for browser tests that
// book on the page and check the lead, its slot, its consent record and its call id.
import pg from 'pg';

export interface VoiceBooking {
  requestId: string;
  vapiCallId: string;
  slotId: string;
  email: string;
  consentSource: string | null;
  consentTextVersion: string | null;
  /** The scheduled call of the lead (null: none was scheduled), as an ISO instant. */
  scheduledAt: string | null;
}

/** The leads booked in the voice call `callId`, oldest first. */
export async function voiceBookingsOf(dbUrl: string, callId: string): Promise<VoiceBooking[]> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{
      request_id: string;
      vapi_call_id: string;
      slot_id: string;
      email: string;
      consent_source: string | null;
      consent_text_version: string | null;
      scheduled_at: Date | null;
    }>(
      `select b.request_id, b.vapi_call_id, b.slot_id, r.email, r.consent_source,
              r.consent_text_version, c.scheduled_at
         from private.demo_slot_bookings as b
         join public.demo_requests as r using (request_id)
         left join private.demo_calls as c using (request_id)
        where b.vapi_call_id = $1
        order by b.booked_at`,
      [callId],
    );
    return rows.map((row) => ({
      requestId: row.request_id,
      vapiCallId: row.vapi_call_id,
      slotId: row.slot_id,
      email: row.email,
      consentSource: row.consent_source,
      consentTextVersion: row.consent_text_version,
      scheduledAt: row.scheduled_at?.toISOString() ?? null,
    }));
  } finally {
    await client.end();
  }
}
