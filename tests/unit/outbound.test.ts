import { afterEach, describe, expect, it } from "vitest";
import { isPublicAddress, outboundUrlProblem } from "@/lib/server/net/outbound";

const saved = process.env.OUTBOUND_ALLOW_LOOPBACK;
afterEach(() => {
  if (saved === undefined) delete process.env.OUTBOUND_ALLOW_LOOPBACK;
  else process.env.OUTBOUND_ALLOW_LOOPBACK = saved;
});

describe("isPublicAddress", () => {
  it.each([
    "127.0.0.1",
    "127.1.2.3",
    "10.0.0.5",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "100.100.100.200",
    "0.0.0.0",
    "224.0.0.1",
    "::1",
    "::",
    "fe80::1",
    "fd00:ec2::254",
    "::ffff:127.0.0.1",
    "::ffff:169.254.169.254",
  ])("refuses %s", (ip) => expect(isPublicAddress(ip)).toBe(false));

  it.each(["8.8.8.8", "172.32.0.1", "93.184.216.34", "2606:4700:4700::1111"])("allows %s", (ip) =>
    expect(isPublicAddress(ip)).toBe(true),
  );
});

describe("outboundUrlProblem", () => {
  it("wants https, and refuses internal address literals", () => {
    delete process.env.OUTBOUND_ALLOW_LOOPBACK;
    expect(outboundUrlProblem("https://idp.example.com")).toBeNull();
    expect(outboundUrlProblem("http://idp.example.com")).toMatch(/https/);
    expect(outboundUrlProblem("http://127.0.0.1:8080")).toMatch(/https/);
    expect(outboundUrlProblem("https://169.254.169.254/latest")).toMatch(/internal/);
    expect(outboundUrlProblem("https://[::1]/")).toMatch(/internal/);
    expect(outboundUrlProblem("https://user:pw@idp.example.com")).toMatch(/password/);
    expect(outboundUrlProblem("file:///etc/passwd")).toMatch(/https/);
  });

  it("allows http on the loopback only with OUTBOUND_ALLOW_LOOPBACK, never private addresses", () => {
    process.env.OUTBOUND_ALLOW_LOOPBACK = "1";
    expect(outboundUrlProblem("http://127.0.0.1:8080")).toBeNull();
    expect(outboundUrlProblem("http://localhost:8080")).toBeNull();
    expect(outboundUrlProblem("http://10.0.0.1")).toMatch(/https/);
    expect(outboundUrlProblem("https://10.0.0.1")).toMatch(/internal/);
    expect(outboundUrlProblem("https://169.254.169.254")).toMatch(/internal/);
  });
});
