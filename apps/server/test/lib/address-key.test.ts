/** The address a rate limit counts: IPv6 clients by their /64, which one host holds whole. */
import { describe, expect, it } from 'vitest';
import { addressKey } from '../../src/lib/learner-rate-limit';

describe('addressKey', () => {
  it('keeps an IPv4 address, and the IPv4 address inside an IPv4-mapped one', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one /64 as one, whatever its spelling', () => {
    const one = [
      '2001:db8:1:2::1',
      '2001:db8:1:2:aaaa:bbbb:cccc:dddd',
      '2001:0db8:0001:0002:0000:0000:0000:0009',
      '2001:DB8:1:2::ffff',
      '2001:db8:1:2::5%eth0',
    ].map(addressKey);
    expect(new Set(one)).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });

  it("expands '::' wherever it stands, an embedded IPv4 address counting as two groups", () => {
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(addressKey('2001::7:1.2.3.4')).toBe('2001:0:0:0::/64');
    expect(addressKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });
});
