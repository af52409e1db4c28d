/** The honeypot's label: read by form-filling bots only (the field is hidden from people). */
export const botCheckCopy = {
  honeypotLabel: 'Webová stránka (nevypĺňajte)',
} as const;
