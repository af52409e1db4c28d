// `pnpm --filter @hlasovy-asistent/supabase run gen:types`: regenerates types/database.ts from the
// migrations with the pinned Supabase CLI against a throwaway local cluster (no Docker). Run it
// after changing a migration and commit the result.
import { writeFileSync } from 'node:fs';
import { startDatabase } from '@hlasovy-asistent/local-stack';
import { DATABASE_TYPES_FILE, generateDatabaseTypes } from './database-types.ts';

const db = await startDatabase({ engine: 'native' });
try {
  const types = await generateDatabaseTypes(db.dbUrl);
  writeFileSync(DATABASE_TYPES_FILE, types);
  console.log(`wrote ${DATABASE_TYPES_FILE} (${types.length} bytes)`);
} finally {
  await db.stop();
}
