/**
 * Typed refusals of a slot booking, in Slovak (tool errors the assistant reads, and the codes
 * handle-demo-request answers with). `slot_taken` and `slot_outside_hours` are followed by the
 * next free slots. They name the conversation ("rozhovor"), which is a call or a written one.
 */
export const DEMO_SLOT_ERRORS = {
  slot_not_offered:
    'Tento termín nebol v tomto rozhovore ponúknutý. Vyberte si, prosím, jeden z ponúknutých termínov.',
  slot_taken: 'Tento termín je už obsadený.',
  slot_outside_hours: 'V tomto čase ukážky nerobíme.',
  no_free_slots: 'V najbližších dňoch nie je voľný žiadny termín ukážky.',
  invalid_arguments:
    'Neplatné údaje pre nástroj: očakáva sa dátum, čas alebo identifikátor ponúknutého termínu.',
  unknown_tool: 'Tento nástroj server nepozná.',
  no_call: 'Správa neobsahuje identifikátor hovoru ani rozhovoru.',
} as const;
