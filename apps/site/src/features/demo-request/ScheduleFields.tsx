import { DatePickerField } from './DatePickerField.tsx';
import { FieldError } from './fields/FieldError.tsx';
import { TimeSlotSelect } from './TimeSlotSelect.tsx';

export interface ScheduleFieldsProps {
  date: string;
  time: string;
  onDateChange: (date: string) => void;
  onTimeChange: (time: string) => void;
  now: () => number;
  disabled: boolean;
  error: string | undefined;
  errorId: string;
}

/** Date and 15-minute slot of a scheduled call, sharing one validation message. */
export function ScheduleFields(props: ScheduleFieldsProps) {
  const errorId = props.error ? props.errorId : undefined;
  const shared = { now: props.now, disabled: props.disabled, errorId };
  // The message belongs to both controls; only the empty ones are invalid (a slot that slipped
  // under the lead time is cleared, so focus lands on the time, not on the still valid date).
  return (
    <div>
      <div className="grid gap-4">
        <DatePickerField
          {...shared}
          value={props.date}
          onChange={props.onDateChange}
          invalid={Boolean(errorId) && !props.date}
        />
        <TimeSlotSelect
          {...shared}
          date={props.date}
          value={props.time}
          onChange={props.onTimeChange}
          invalid={Boolean(errorId) && !props.time}
        />
      </div>
      <FieldError id={props.errorId} message={props.error} />
    </div>
  );
}
