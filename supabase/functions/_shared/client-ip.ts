/** The client's IP: first hop of X-Forwarded-For (set by the Supabase gateway), else X-Real-IP. */
export function clientIp(req: Request): string {
  const forwarded = req.headers.get('X-Forwarded-For')?.split(',')[0]?.trim();
  if (forwarded) return forwarded.slice(0, 64);
  const real = req.headers.get('X-Real-IP')?.trim();
  return real ? real.slice(0, 64) : 'unknown';
}
