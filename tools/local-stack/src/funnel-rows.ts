// What the funnel stored (issue 41), read with the superuser connection (its tables live in the
// private schema): for browser tests that talk, book and reload on the page, then check that a
// conversation's steps counted once each and that the day's counts are exactly its conversations.
import pg from 'pg';

export interface FunnelConversationRow {
  channel: 'voice' | 'written';
  /** The steps counted for the conversation, sorted. */
  steps: string[];
}

/** One count of today (Bratislava), beside the conversations of today that hold its step. */
export interface FunnelCountCheck {
  step: string;
  channel: string;
  count: number;
  /** Conversations started today with this channel whose steps include this one. */
  conversations: number;
  /**
   * The same since yesterday: a conversation begun before midnight may count a step today (the
   * count then lies between the two; without one running over midnight they are equal).
   */
  conversationsSinceYesterday: number;
}

async function withClient<T>(dbUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The conversation the page named by its random id, or null. */
export function funnelConversationOf(
  dbUrl: string,
  conversation: string,
): Promise<FunnelConversationRow | null> {
  return withClient(dbUrl, async (client) => {
    const { rows } = await client.query<FunnelConversationRow>(
      `select channel, array(select unnest(steps) order by 1) as steps
       from private.funnel_conversations where id = $1`,
      [conversation],
    );
    return rows[0] ?? null;
  });
}

/**
 * Today's counts of the conversation steps, each with the number of today's conversations that
 * hold the step (one statement: one snapshot, whatever else runs at the same time).
 */
export function funnelCountChecks(dbUrl: string): Promise<FunnelCountCheck[]> {
  return withClient(dbUrl, async (client) => {
    const { rows } = await client.query<FunnelCountCheck>(
      `with today as (select (now() at time zone 'Europe/Bratislava')::date as day)
       select c.step, c.channel, c.count::int as count,
         (select count(*)::int from private.funnel_conversations as f
          where f.channel = c.channel and c.step = any(f.steps)
            and (f.started_at at time zone 'Europe/Bratislava')::date = c.day) as conversations,
         (select count(*)::int from private.funnel_conversations as f
          where f.channel = c.channel and c.step = any(f.steps)
            and (f.started_at at time zone 'Europe/Bratislava')::date >= c.day - 1)
           as "conversationsSinceYesterday"
       from private.funnel_counts as c, today
       where c.day = today.day and c.channel <> '' and c.step <> 'call_refused'
       order by c.step, c.channel`,
    );
    return rows;
  });
}
