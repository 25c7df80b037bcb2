import { describe, expect, it } from 'vitest';
import { clientNetwork, clientNetworks, SITE_LIMIT_SCALE } from './client-network.ts';

describe('clientNetwork', () => {
  it('keeps IPv4 addresses and unwraps IPv4-mapped IPv6', () => {
    expect(clientNetwork('10.0.0.1')).toBe('10.0.0.1');
    expect(clientNetwork('::ffff:10.0.0.1')).toBe('10.0.0.1');
  });

  it('groups IPv6 addresses by their /64', () => {
    expect(clientNetwork('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('64:ff9b::10.0.0.1')).toBe('64:ff9b:0:0::/64');
  });

  it('counts an IPv6 client on its /64 and its /48 (with room for a few /64s), an IPv4 client on its address', () => {
    expect(clientNetworks('10.0.0.1')).toEqual([{ id: '10.0.0.1', scale: 1 }]);
    expect(clientNetworks('::ffff:10.0.0.1')).toEqual([{ id: '10.0.0.1', scale: 1 }]);
    expect(clientNetworks('2001:0db8:0001:0002:ffff::1')).toEqual([
      { id: '2001:db8:1:2::/64', scale: 1 },
      { id: '2001:db8:1::/48', scale: SITE_LIMIT_SCALE },
    ]);
    expect(clientNetworks('2001:db8:1:7::1')[1]).toEqual(clientNetworks('2001:db8:1:2::1')[1]);
    expect(clientNetworks('2001:db8::1').map((n) => n.id)).toEqual(['2001:db8:0:0::/64', '2001:db8:0::/48']);
  });
});
