/** What a day button's accessible name adds after the date ("24. novembra 2026, utorok, dnes"). */
export const calendarCopy = {
  today: ', dnes',
  selected: ', vybraté',
} as const;
