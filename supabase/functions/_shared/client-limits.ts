import { type NetworkPrefixes, networkPrefixesOf, rateLimitKeyOf } from './client-ip.ts';
import type { RateLimitRule } from './env.ts';
import type { RateLimitCheck } from './rate-limit.ts';

/** Limits per visitor of what the page starts (voice calls, chat turns). */
export interface ClientLimits {
  /** Per exact client address: a minute and an hour (`<kind>_addr_minute`, `_addr_hour`). */
  addressMinute: RateLimitRule;
  addressHour: RateLimitRule;
  /** Per network (IPv4 address, IPv6 /64): a minute and an hour (`<kind>_net_*`). */
  networkMinute: RateLimitRule;
  networkHour: RateLimitRule;
  /** Per IPv6 /56 and /48 an hour (`<kind>_net56_hour`, `<kind>_net48_hour`). */
  net56Hour: RateLimitRule;
  net48Hour: RateLimitRule;
}

/** Who is asking: the exact address, its network (IPv4 as is, IPv6 /64), its IPv6 /56 and /48. */
export interface ClientNetworks {
  address: string;
  network: string;
  /** Null for IPv4 (its network is the address). */
  prefixes: NetworkPrefixes | null;
}

/** The caller at `address`: what every per-client limit of a call or a chat turn counts. */
export function clientNetworksOf(address: string): ClientNetworks {
  return { address, network: rateLimitKeyOf(address), prefixes: networkPrefixesOf(address) };
}

/** The per-client checks of `kind`'s buckets, in the order they are counted. */
export function clientLimitChecks(
  kind: 'voice' | 'chat',
  caller: ClientNetworks,
  limits: ClientLimits,
): RateLimitCheck[] {
  return [
    { bucket: `${kind}_addr_minute`, key: caller.address, rule: limits.addressMinute },
    { bucket: `${kind}_addr_hour`, key: caller.address, rule: limits.addressHour },
    { bucket: `${kind}_net_minute`, key: caller.network, rule: limits.networkMinute },
    { bucket: `${kind}_net_hour`, key: caller.network, rule: limits.networkHour },
    ...(caller.prefixes
      ? [
          { bucket: `${kind}_net56_hour`, key: caller.prefixes.net56, rule: limits.net56Hour },
          { bucket: `${kind}_net48_hour`, key: caller.prefixes.net48, rule: limits.net48Hour },
        ]
      : []),
  ];
}
