import { isIPv4, isIPv6 } from "node:net";

/**
 * The key per-IP limits count under: an IPv4 address as is, an IPv6 address by its /64 network.
 * One IPv6 subscriber usually holds a whole /64 (2^64 addresses), so counting single addresses would
 * give them an unlimited budget. IPv4-mapped IPv6 (`::ffff:192.0.2.1`) counts as the IPv4 address.
 */
export function clientNetworkKey(ip: string): string {
  const address = ip.replace(/%.*$/, ""); // zone index (fe80::1%eth0)
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const groups = expandIPv6(address);
  const mappedV4 = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mappedV4) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (with `::` and a dotted IPv4 tail resolved). */
function expandIPv6(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split(".").map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part ? part.split(":").map((group) => Number.parseInt(group, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => 0);
  return [...left, ...zeros, ...right];
}
