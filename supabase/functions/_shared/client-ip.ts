/**
 * The client's IP for rate limiting. A client can send any X-Forwarded-For it likes and
 * proxies append to it, so only entries written by proxies we trust count:
 * - `trustedProxyHops` set (env TRUSTED_PROXY_HOPS): the entry that many hops from the right
 *   of X-Forwarded-For (1 = the address the nearest proxy saw);
 * - otherwise X-Real-IP, which the Supabase gateway (and the local one) overwrites with the
 *   address of the connection it accepted;
 * - otherwise the last X-Forwarded-For entry. Never the first: that one the client controls.
 */
export function clientIp(req: Request, trustedProxyHops?: number): string {
  const hops = (req.headers.get('X-Forwarded-For') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  const pick = (value: string | undefined) => (value ? value.slice(0, 64) : undefined);
  if (trustedProxyHops !== undefined) {
    return pick(hops[hops.length - trustedProxyHops] ?? hops[0]) ?? 'unknown';
  }
  return pick(req.headers.get('X-Real-IP')?.trim()) ?? pick(hops.at(-1)) ?? 'unknown';
}
