// The schemas of the functions' answers (`@hlasovy-asistent/validation`), loaded on demand: zod
// stays out of the first load, and is switched to its CSP-safe mode before anything parses.
import '../../lib/cspSafeZod.ts';

export {
  readAnswer,
  VOICE_CALL_SESSION_SCHEMAS,
  vapiConfigAnswerSchema,
  voiceCallTokenAnswerSchema,
} from '@hlasovy-asistent/validation';
