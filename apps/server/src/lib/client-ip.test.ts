import { describe, expect, it } from 'vitest';
import { ipBucket } from './client-ip.ts';

describe('ipBucket', () => {
  it('keeps IPv4 addresses, and unwraps IPv4-mapped IPv6', () => {
    expect(ipBucket('203.0.113.7')).toBe('203.0.113.7');
    expect(ipBucket('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('puts every address of one IPv6 /64 in one bucket, however it is written', () => {
    const bucket = ipBucket('2001:db8:85a3:12::1');
    expect(bucket).toBe('2001:db8:85a3:12::/64');
    for (const other of [
      '2001:db8:85a3:12:ffff:ffff:ffff:ffff',
      '2001:0DB8:85A3:0012:0000:0000:0000:0002',
      '2001:db8:85a3:12:1:2:3:4',
      '2001:db8:85a3:12::1%eth0',
    ]) {
      expect(ipBucket(other)).toBe(bucket);
    }
    expect(ipBucket('2001:db8:85a3:13::1')).not.toBe(bucket);
  });

  it('handles compression at either end and embedded IPv4', () => {
    expect(ipBucket('::1')).toBe('0:0:0:0::/64');
    expect(ipBucket('fe80::')).toBe('fe80:0:0:0::/64');
    expect(ipBucket('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });
});
