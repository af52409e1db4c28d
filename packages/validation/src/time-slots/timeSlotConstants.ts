/** The business's time zone. */
export const TIME_ZONE = 'Europe/Bratislava';
/** Length of one bookable slot, in minutes. */
export const SLOT_MINUTES = 15;
/** A slot must start at least this many minutes after now. */
export const MIN_LEAD_MINUTES = 30;
