// Rate limits count per client address. One IPv6 subscriber usually holds a whole /64, so
// counting per full IPv6 address would let anyone rotate through 2^64 "clients".
import net from 'node:net';

/** The rate-limit bucket of an address: IPv4 as is, IPv6 by its /64 prefix. */
export function ipBucket(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!net.isIPv6(ip)) return ip;
  return `${expandIpv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight hextets of an IPv6 address, lower case, without zero compression. */
function expandIpv6(ip: string): string[] {
  const address = ip.split('%')[0]!; // zone index
  const [head = '', tail] = address.split('::');
  const parts = (s: string) => (s ? s.split(':') : []);
  const left = parts(head);
  const right = tail === undefined ? [] : parts(tail);
  // An embedded IPv4 tail counts as two hextets.
  const last = right.length ? right : left;
  if (last.length && last[last.length - 1]!.includes('.')) {
    const v4 = last.pop()!.split('.').map(Number);
    last.push(((v4[0]! << 8) | v4[1]!).toString(16), ((v4[2]! << 8) | v4[3]!).toString(16));
  }
  const missing = 8 - left.length - right.length;
  const all = tail === undefined ? left : [...left, ...Array(missing).fill('0'), ...right];
  return all.map((h) => h.toLowerCase().replace(/^0+(?=.)/, ''));
}
