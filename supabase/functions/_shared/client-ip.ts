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

/** The 8 groups of an IPv6 address as numbers, or null when `text` is not one. */
function ipv6Groups(text: string): number[] | null {
  let address = text;
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address);
  if (v4) {
    const bytes = v4.slice(1).map(Number);
    if (bytes.some((b) => b > 255)) return null;
    const [a = 0, b = 0, c = 0, d = 0] = bytes;
    address = `${address.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string | undefined) => (part ? part.split(':') : []);
  const head = parse(halves[0]);
  const tail = parse(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return null;
  return groups.map((g) => Number.parseInt(g, 16));
}

/** RFC 5952 text: lower case, the longest run (2+) of zero groups, the first on ties, as `::`. */
function formatIpv6(groups: readonly number[]): string {
  let best = { start: -1, length: 1 };
  for (let i = 0; i < groups.length; ) {
    let j = i;
    while (j < groups.length && groups[j] === 0) j += 1;
    if (j - i > best.length) best = { start: i, length: j - i };
    i = j === i ? i + 1 : j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (best.start < 0) return hex.join(':');
  const head = hex.slice(0, best.start).join(':');
  const tail = hex.slice(best.start + best.length).join(':');
  return `${head}::${tail}`;
}

/**
 * The rate-limit key of an address: IPv4 as is; IPv6 as its /64 network, since one subscriber
 * usually holds a whole /64 (`2001:db8:1:2::/64`, the same text PostgreSQL's
 * `network(set_masklen(ip, 64))` prints, so the database's insert limit agrees); an
 * IPv4-mapped IPv6 as the IPv4. Anything else is kept as it is.
 */
export function rateLimitKeyOf(ip: string): string {
  const text = ip.trim();
  if (!text.includes(':')) return text || 'unknown';
  const groups = ipv6Groups(text);
  if (!groups) return text;
  const mapped = groups.slice(0, 6).join(',') === '0,0,0,0,0,65535';
  if (mapped) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  return `${formatIpv6([...groups.slice(0, 4), 0, 0, 0, 0])}/64`;
}

/** The wider networks of an IPv6 caller, next to its /64 (`rateLimitKeyOf`). */
export interface NetworkPrefixes {
  /** `2001:db8:1:200::/56`: what one home or small site is usually given. */
  net56: string;
  /** `2001:db8:1::/48`: what a tunnel broker hands out for free (65,536 /64s). */
  net48: string;
}

/**
 * The /56 and /48 of a (non-mapped) IPv6 address, in the text of `rateLimitKeyOf`; null for IPv4,
 * IPv4-mapped addresses and anything that does not parse (their key is the address itself).
 */
export function networkPrefixesOf(ip: string): NetworkPrefixes | null {
  const text = ip.trim();
  if (!text.includes(':')) return null;
  const groups = ipv6Groups(text);
  if (!groups || groups.slice(0, 6).join(',') === '0,0,0,0,0,65535') return null;
  const [a = 0, b = 0, c = 0, d = 0] = groups;
  return {
    net56: `${formatIpv6([a, b, c, d & 0xff00, 0, 0, 0, 0])}/56`,
    net48: `${formatIpv6([a, b, c, 0, 0, 0, 0, 0])}/48`,
  };
}

/** `rateLimitKeyOf(clientIp(...))`: what per-client limits count (demo_ip, voice_ip...). */
export function clientRateLimitKey(req: Request, trustedProxyHops?: number): string {
  return rateLimitKeyOf(clientIp(req, trustedProxyHops));
}
