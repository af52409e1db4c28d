/** The Slovak messages of the demo form (field errors and the submit failure). */
export const DEMO_MESSAGES = {
  invalidEmail: 'Neplatný formát emailu',
  invalidPhone: 'Neplatný formát telefónneho čísla',
  missingSchedule: 'Vyberte prosím dátum a čas pre naplánovaný hovor',
  submitFailed: 'Nastala chyba pri odosielaní formulára. Skúste to prosím znovu.',
} as const;
