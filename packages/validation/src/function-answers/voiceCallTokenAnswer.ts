// What the `voice-call-token` function answers: a single-use token for the click's `voice-call`.
import * as z from 'zod/mini';

export const voiceCallTokenAnswerSchema = z.object({
  token: z.string().check(z.minLength(1, 'has no token')),
});

export type VoiceCallTokenAnswer = z.infer<typeof voiceCallTokenAnswerSchema>;
