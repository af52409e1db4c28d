/** A number of days in Slovak, as the retention periods are stated: "1 deň", "2 dni", "180 dní". */
export function daysSk(days: number): string {
  if (days === 1) return '1 deň';
  return days >= 2 && days <= 4 ? `${days} dni` : `${days} dní`;
}
