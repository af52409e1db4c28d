import * as z from 'zod/mini';
import { demoSlotOfferSchema } from './demoSlotOffer.ts';

/** The names of the assistant's booking tools (answered by the `vapi-tools` function). */
export const DEMO_TOOL_NAMES = {
  /** Free demo slots (optional arguments `date` 'yyyy-MM-dd', `time` 'HH:mm': from then on). */
  slots: 'demo_slots',
  /** The visitor chose an offered slot by voice (argument `slotId`): the page opens the form. */
  select: 'select_demo_slot',
} as const;

/** `metadata` of a `demo_slots` result: the offered slots, in the order they were said. */
const demoSlotsMetadataSchema = z.object({ slots: z.array(demoSlotOfferSchema) });

/** `metadata` of a `select_demo_slot` result: the chosen (offered) slot. */
const selectDemoSlotMetadataSchema = z.object({
  selectedSlotId: z.string(),
  slot: demoSlotOfferSchema,
});

type DemoSlotsMetadata = z.infer<typeof demoSlotsMetadataSchema>;
type SelectDemoSlotMetadata = z.infer<typeof selectDemoSlotMetadataSchema>;

/** What the page makes of a forwarded tool result (`tool-calls-result`), null when it is not ours. */
export type DemoToolOutcome =
  | { tool: 'demo_slots'; slots: DemoSlotsMetadata['slots'] }
  | { tool: 'select_demo_slot'; slot: SelectDemoSlotMetadata['slot'] };

/** Reads a `toolCallResult` (`{ name, metadata }`) of our tools; anything else gives null. */
export function readDemoToolResult(result: {
  name?: unknown;
  metadata?: unknown;
}): DemoToolOutcome | null {
  if (result.name === DEMO_TOOL_NAMES.slots) {
    const parsed = demoSlotsMetadataSchema.safeParse(result.metadata);
    return parsed.success ? { tool: 'demo_slots', slots: parsed.data.slots } : null;
  }
  if (result.name === DEMO_TOOL_NAMES.select) {
    const parsed = selectDemoSlotMetadataSchema.safeParse(result.metadata);
    return parsed.success ? { tool: 'select_demo_slot', slot: parsed.data.slot } : null;
  }
  return null;
}
