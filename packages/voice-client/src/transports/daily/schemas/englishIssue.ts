import type * as z from 'zod/mini';
import { englishTypeIssue } from '../../../core/rules.ts';

/**
 * zod's English wording of the issues Daily's strict objects, records and arrays raise
 * themselves: unknown keys and invalid record keys, and a value of the wrong type
 * (englishTypeIssue). Other codes fall through to whatever locale the app configured.
 */
export function englishIssue(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'unrecognized_keys': {
      const keys = issue.keys.map((key) => `"${key}"`).join(', ');
      return `Unrecognized key${issue.keys.length > 1 ? 's' : ''}: ${keys}`;
    }
    case 'invalid_key':
      return `Invalid key in ${issue.origin}`;
    default:
      return englishTypeIssue(issue);
  }
}
