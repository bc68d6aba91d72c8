import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import * as start from "@/app/api/v1/auth/sso/start/route";
import * as ssoTest from "@/app/api/v1/company/sso/test/route";
import { resetSsoStartLimits, ssoStartLimits } from "@/lib/server/sso/start-limit";
import { call, companyWithRoles } from "./helpers";

// Test connection must not become a way to read internal services (SSRF), and the sign-in start is throttled.

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let internal: Server;
let hits = 0;
let port = 0;

beforeAll(async () => {
  acme = await companyWithRoles();
  internal = createServer((_req, res) => {
    hits += 1;
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ secret: "internal" }));
  });
  await new Promise<void>((resolve) => internal.listen(0, "127.0.0.1", resolve));
  port = (internal.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => internal.close(() => resolve())));
afterEach(() => {
  process.env.OUTBOUND_ALLOW_LOOPBACK = "1";
  resetSsoStartLimits();
});

const test = (issuer_url: string) =>
  call(ssoTest.POST, "POST", "/api/v1/company/sso/test", {
    cookie: acme.cookies.admin,
    body: { issuer_url },
  });

describe("POST /api/v1/company/sso/test refuses internal addresses", () => {
  it("refuses the loopback (by literal and by name) when loopback is not allowed, without connecting", async () => {
    delete process.env.OUTBOUND_ALLOW_LOOPBACK;
    const before = hits;
    for (const url of [
      `http://127.0.0.1:${port}`,
      `https://127.0.0.1:${port}`,
      `https://localhost:${port}`,
    ]) {
      const res = await test(url);
      expect(res.status, url).toBe(422);
      expect(res.body.message).toMatch(/https|internal/);
    }
    expect(hits).toBe(before);
  });

  it.each(["https://169.254.169.254", "https://10.1.2.3", "https://192.168.0.10", "https://[fd00:ec2::254]"])(
    "refuses %s even with loopback allowed",
    async (url) => {
      const res = await test(url);
      expect(res.status).toBe(422);
      expect(res.body.message).toMatch(/internal/);
    },
  );

  it("reaches a loopback provider only with the dev/test flag, and then reports the failed document", async () => {
    const res = await test(`http://127.0.0.1:${port}`);
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/has no issuer/);
  });
});

describe("POST /api/v1/auth/sso/start is rate limited", () => {
  it("answers 429 with Retry-After past the per-email limit", async () => {
    const send = (ip: string) =>
      call(start.POST, "POST", "/api/v1/auth/sso/start", {
        body: { email: "someone@throttle.test" },
        headers: { "x-forwarded-for": ip },
      });
    for (let i = 0; i < ssoStartLimits.perEmail; i++) expect((await send(`203.0.113.${i}`)).status).toBe(200);
    const refused = await send("203.0.113.99");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.body).toMatchObject({ code: "rate_limited" });
  });

  it("answers 429 past the per-address limit", async () => {
    let last = 0;
    for (let i = 0; i <= ssoStartLimits.perIp; i++) {
      last = (
        await call(start.POST, "POST", "/api/v1/auth/sso/start", {
          body: { email: `person${i}@throttle.test` },
          headers: { "x-forwarded-for": "198.51.100.7" },
        })
      ).status;
    }
    expect(last).toBe(429);
  });
});
