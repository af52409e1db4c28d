/**
 * The first thing every caller hears: that this is an AI assistant, and, when the assistant
 * records, that the call is recorded (the same rule /gdpr states: 0 days = no recording).
 */
export function firstMessage(productName: string, recording: boolean): string {
  return [
    `Dobrý deň, tu ${productName}. Som asistent s umelou inteligenciou.`,
    recording ? 'Hovor sa nahráva na účely kontroly kvality.' : null,
    'Pomáham firmám vybavovať hovory a dohadovať stretnutia. Čomu sa venuje vaša firma?',
  ]
    .filter(Boolean)
    .join(' ');
}
