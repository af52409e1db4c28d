// The privacy settings the database enforces by itself, provisioned for each local stack: the
// rate-limit pepper (RATE_LIMIT_PEPPER, kept in the `vault` schema; a fresh random one per stack
// unless given) and the lead retention period (LEAD_RETENTION_DAYS, default 180 from the migration).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface PrivacySettings {
  /** At least 32 characters; default: 32 random bytes in hex, new for every stack. */
  rateLimitPepper?: string;
  /** Days a lead is kept (1-3650); default: the database's (180). */
  leadRetentionDays?: number;
}

function generatePepper(): string {
  return randomBytes(32).toString('hex');
}

/** Stores the settings through the same SQL functions an operator uses; returns the pepper. */
export async function provisionPrivacySettings(
  dbUrl: string,
  settings: PrivacySettings = {},
): Promise<string> {
  const pepper = settings.rateLimitPepper ?? generatePepper();
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    await client.query('select public.set_rate_limit_pepper($1)', [pepper]);
    if (settings.leadRetentionDays !== undefined) {
      await client.query('select public.set_lead_retention_days($1)', [settings.leadRetentionDays]);
    }
  } finally {
    await client.end();
  }
  return pepper;
}
