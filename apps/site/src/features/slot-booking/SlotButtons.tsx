import type { DemoSlotOffer } from '@hlasovy-asistent/validation';

export interface SlotButtonsProps {
  slots: readonly DemoSlotOffer[];
  /** The list's accessible name ("Ponúknuté termíny", "Ďalšie voľné termíny"). */
  label: string;
  onPick: (slot: DemoSlotOffer) => void;
  disabled?: boolean;
}

/** The slots as buttons, labelled as people say them ("piatok 28. novembra o 10:00"). */
export function SlotButtons({ slots, label, onPick, disabled }: SlotButtonsProps) {
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
            {slot.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
