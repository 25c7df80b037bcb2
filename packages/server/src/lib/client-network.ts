import { isIPv6 } from 'node:net';

/** The eight groups of an IPv6 address, lower case without leading zeros. */
function ipv6Groups(ip: string): string[] {
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::ffff:1.2.3.4 style) fills two groups.
  const width = (parts: string[]) => parts.length + (parts.at(-1)?.includes('.') ? 1 : 0);
  const groups = ip.includes('::') ? [...left, ...Array(8 - width(left) - width(right)).fill('0'), ...right] : left;
  return groups.map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''));
}

function ipv4(ip: string): string | null {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  return isIPv6(ip) ? null : ip;
}

/**
 * The network a request comes from, for rate limits: the IPv4 address, or the /64 prefix of an IPv6
 * address (one subscriber usually holds a whole /64, so counting single IPv6 addresses limits nothing).
 */
export function clientNetwork(ip: string): string {
  return ipv4(ip) ?? `${ipv6Groups(ip).slice(0, 4).join(':')}::/64`;
}

/** A network a login attempt is counted against; `scale` multiplies the limit of one network. */
export interface LimitedNetwork {
  id: string;
  scale: number;
}

/**
 * A /48 holds 65,536 /64s and is often one customer's (tunnel brokers hand them out free), so an IPv6 client is
 * counted on its /64 and on its /48 together. The /48 gets this many times one network's limit: a school or an
 * office spreads its people over a few /64s (docs/decisions/0018).
 */
export const SITE_LIMIT_SCALE = 4;

/** Every network a login attempt counts against: the IPv4 address; or the IPv6 /64 and its /48. */
export function clientNetworks(ip: string): LimitedNetwork[] {
  const v4 = ipv4(ip);
  if (v4) return [{ id: v4, scale: 1 }];
  const groups = ipv6Groups(ip);
  return [
    { id: `${groups.slice(0, 4).join(':')}::/64`, scale: 1 },
    { id: `${groups.slice(0, 3).join(':')}::/48`, scale: SITE_LIMIT_SCALE },
  ];
}
