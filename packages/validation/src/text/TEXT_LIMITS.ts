/** Length caps of the text sanitisers (sanitised text max 10000, transcript 5000, label 100). */
export const TEXT_LIMITS = {
  general: 10000,
  transcript: 5000,
  label: 100,
} as const;
