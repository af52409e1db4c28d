import type { DemoSlotOffer } from '@hlasovy-asistent/validation';
import { slotWords } from './slotWords.ts';

export interface SlotButtonsProps {
  slots: readonly DemoSlotOffer[];
  /** The list's accessible name ("Ponúknuté termíny", "Ďalšie voľné termíny"). */
  label: string;
  onPick: (slot: DemoSlotOffer) => void;
  disabled?: boolean;
  /** The page's clock (ms): "dnes"/"zajtra" in the labels where true. */
  now: number;
}

/** The slots as buttons, labelled as people say them ("piatok 4. decembra o 10:00", "zajtra o 9:00"). */
export function SlotButtons({ slots, label, onPick, disabled, now }: SlotButtonsProps) {
  return (
    <ul aria-label={label} className="grid gap-2">
      {slots.map((slot) => (
        <li key={slot.id}>
          <button
            type="button"
            data-slot-id={slot.id}
            className="btn-secondary w-full text-balance"
            onClick={() => onPick(slot)}
            disabled={disabled}
          >
            {slotWords(slot, 'bare', now)}
          </button>
        </li>
      ))}
    </ul>
  );
}
