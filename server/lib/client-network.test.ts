import { describe, expect, it } from "vitest";
import { clientNetworkKey } from "./client-network";

describe("clientNetworkKey", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(clientNetworkKey("192.0.2.7")).toBe("192.0.2.7");
  });

  it("keys every address of one IPv6 /64 the same, and another /64 differently", () => {
    const a = clientNetworkKey("2001:db8:1:2::1");
    expect(a).toBe("2001:db8:1:2::/64");
    expect(clientNetworkKey("2001:0DB8:0001:0002:ffff:ffff:ffff:ffff")).toBe(a);
    expect(clientNetworkKey("2001:db8:1:2:abcd::9%eth0")).toBe(a);
    expect(clientNetworkKey("2001:db8:1:3::1")).not.toBe(a);
    expect(clientNetworkKey("::1")).toBe("0:0:0:0::/64");
  });

  it("counts an IPv4-mapped IPv6 address as its IPv4 address", () => {
    expect(clientNetworkKey("::ffff:192.0.2.7")).toBe("192.0.2.7");
    expect(clientNetworkKey("::ffff:c000:0207")).toBe("192.0.2.7");
  });
});
