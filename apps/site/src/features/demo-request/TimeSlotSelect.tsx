import { bookableSlots } from '@hlasovy-asistent/validation';
import { Fragment, useEffect, useId } from 'react';
import { copy } from '../../copy/demoForm.ts';
import type { ScheduleControlProps } from './DatePickerField.tsx';
import { LabelledField } from './fields/LabelledField.tsx';
import { SelectControl } from './fields/SelectControl.tsx';
import { groupSlots, workingHoursAnchor } from './slotGroups.ts';
import { slotLabel } from './slotLabel.ts';

export interface TimeSlotSelectProps extends ScheduleControlProps {
  /** yyyy-MM-dd, or '' when no date is chosen yet. */
  date: string;
}

/**
 * The 15-minute slot choice for the chosen day (Europe/Bratislava): today only slots starting at
 * least 30 minutes ahead, grouped by part of the day. A native list opens at its selected option:
 * the placeholder ("Vyberte čas", not selectable) sits right before the first free slot in
 * working hours, so the list opens there, with the night's slots still above; when that is the
 * list's first slot anyway the placeholder is hidden at the top. A chosen slot that is no longer
 * bookable is cleared.
 */
export function TimeSlotSelect({
  date,
  value,
  onChange,
  now,
  disabled,
  errorId,
  invalid,
}: TimeSlotSelectProps) {
  const id = useId();
  const slots = date ? bookableSlots(date, now()) : [];
  const stale = value !== '' && !slots.includes(value);
  useEffect(() => {
    if (stale) onChange('');
  }, [stale, onChange]);

  const placeholder = !date
    ? copy.timeNeedsDate
    : slots.length === 0
      ? copy.noSlotsLeft
      : copy.timePlaceholder;
  const anchor = workingHoursAnchor(slots);
  const placeholderOption = (where: 'top' | 'anchor') => (
    <option
      value=""
      disabled={slots.length > 0}
      hidden={where === 'top' && slots.length > 0}
      data-testid="time-placeholder"
    >
      {placeholder}
    </option>
  );
  return (
    <LabelledField id={id} label={copy.time}>
      <SelectControl
        id={id}
        name="scheduledTime"
        value={stale ? '' : value}
        empty={value === '' || stale}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled || slots.length === 0}
        required
        aria-invalid={invalid || undefined}
        aria-describedby={errorId}
      >
        {anchor === null && placeholderOption('top')}
        {groupSlots(slots).map((group) => (
          <optgroup key={group.part} label={copy.partsOfDay[group.part]}>
            {group.slots.map((slot) => [
              slot === anchor && (
                <Fragment key="placeholder">{placeholderOption('anchor')}</Fragment>
              ),
              <option key={slot} value={slot}>
                {slotLabel(slot)}
              </option>,
            ])}
          </optgroup>
        ))}
      </SelectControl>
    </LabelledField>
  );
}
