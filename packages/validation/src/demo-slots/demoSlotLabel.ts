const WEEKDAYS = ['nedeľa', 'pondelok', 'utorok', 'streda', 'štvrtok', 'piatok', 'sobota'] as const;
/** "v" + the weekday in the accusative, as it is said ("vo štvrtok"). */
const ON_WEEKDAY = [
  'v nedeľu',
  'v pondelok',
  'v utorok',
  'v stredu',
  'vo štvrtok',
  'v piatok',
  'v sobotu',
] as const;
const MONTHS = [
  'januára',
  'februára',
  'marca',
  'apríla',
  'mája',
  'júna',
  'júla',
  'augusta',
  'septembra',
  'októbra',
  'novembra',
  'decembra',
] as const;

function parts(date: string) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return { weekday, dayMonth: `${day}. ${MONTHS[month - 1]}` };
}

/** A slot as the card shows it: "piatok 28. novembra o 10:00" (date 'yyyy-MM-dd', time 'HH:mm'). */
export function demoSlotLabel(date: string, time: string): string {
  const { weekday, dayMonth } = parts(date);
  return `${WEEKDAYS[weekday]} ${dayMonth} o ${time}`;
}

/** A slot as it is said: "v piatok 28. novembra o 10:00". */
export function demoSlotSpoken(date: string, time: string): string {
  const { weekday, dayMonth } = parts(date);
  return `${ON_WEEKDAY[weekday]} ${dayMonth} o ${time}`;
}
