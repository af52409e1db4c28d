/** Slovak texts of the refusals the page words itself (the server's messages are English). */
export const BOOKING_REFUSALS = {
  slotTakenPickAnother: 'Vyberte si prosím jeden z ďalších voľných termínov.',
  slotGone: 'Tento termín sa už nedá rezervovať. Vyberte si prosím iný.',
  otherNetwork:
    'Termín sa dá potvrdiť len zo siete, na ktorej rozhovor prebieha (napríklad ste prešli z Wi-Fi na mobilné dáta). Pošlite nám prosím žiadosť cez „Chcem všetko vysvetliť“ alebo nám zavolajte.',
  limited:
    'Dosiahli ste limit žiadostí o ukážku. Skúste to prosím neskôr alebo nám zavolajte na číslo na stránke.',
} as const;
