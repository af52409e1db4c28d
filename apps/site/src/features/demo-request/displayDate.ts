/** 'yyyy-MM-dd' -> 'dd.MM.yyyy', the Slovak display format (no date library needed). */
export function displayDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}.${month}.${year}`;
}
