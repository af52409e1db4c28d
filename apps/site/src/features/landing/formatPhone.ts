/** "+421233456789" -> "+421 233 456 789" for display; other shapes are returned unchanged. */
export function formatPhone(e164: string): string {
  const match = /^\+(\d{3})(\d{3})(\d{3})(\d{3})$/.exec(e164);
  return match ? `+${match[1]} ${match[2]} ${match[3]} ${match[4]}` : e164;
}
