import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as callback from "@/app/api/v1/auth/sso/callback/route";
import * as start from "@/app/api/v1/auth/sso/start/route";
import * as ssoConfig from "@/app/api/v1/company/sso/route";
import { db, schema } from "@/db";
import { ssoErrorMessages } from "@/lib/domain/sso";
import { OutboundRefused } from "@/lib/server/net/outbound";
import { providerKeys } from "@/lib/server/sso/discovery";
import { call, companyWithRoles } from "./helpers";

// The sign-in's requests to the provider after discovery (token, keys) go through net/outbound.ts too: a
// provider whose endpoints' host names resolve to the loopback is refused when the loopback is not allowed,
// and nothing is sent there. The provider here is a stub on 127.0.0.1 whose discovery document names its
// token and key endpoints by the name `localhost` (resolved at connection time, by the guarded lookup).

let stub: Server;
let port = 0;
const hits: string[] = [];

beforeAll(async () => {
  stub = createServer((req, res) => {
    hits.push(req.url ?? "");
    const issuer = `http://127.0.0.1:${port}`;
    res.setHeader("content-type", "application/json");
    if (req.url === "/.well-known/openid-configuration") {
      res.end(
        JSON.stringify({
          issuer,
          authorization_endpoint: `${issuer}/auth`,
          token_endpoint: `https://localhost:${port}/token`,
          jwks_uri: `https://localhost:${port}/jwks`,
        }),
      );
      return;
    }
    res.end(JSON.stringify({ keys: [] }));
  });
  await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", resolve));
  port = (stub.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => stub.close(() => resolve())));
afterEach(() => {
  process.env.OUTBOUND_ALLOW_LOOPBACK = "1";
  vi.restoreAllMocks();
});

describe("SSO token and key requests refuse internal addresses", () => {
  it("the callback refuses a token endpoint resolving to the loopback, with a clear message", async () => {
    const acme = await companyWithRoles();
    const domain = `out-${randomUUID().slice(0, 8)}.test`;
    const saved = await call(ssoConfig.PUT, "PUT", "/api/v1/company/sso", {
      cookie: acme.cookies.admin,
      headers: { "if-match": '"0"' },
      body: {
        issuer_url: `http://127.0.0.1:${port}`,
        client_id: "plinth",
        client_secret: "secret-secret",
        domains: [domain],
        default_role: "editor",
        jit_enabled: true,
        require_sso: false,
      },
    });
    expect(saved.status).toBe(200);
    // Started while the loopback is allowed (development): discovery finds the document.
    const started = await call(start.POST, "POST", "/api/v1/auth/sso/start", {
      body: { email: `new@${domain}` },
    });
    expect(started.body).toMatchObject({ method: "sso" });
    const state = new URL(started.body.redirect_url).searchParams.get("state")!;

    delete process.env.OUTBOUND_ALLOW_LOOPBACK;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const before = hits.length;
    const res = await call(callback.GET, "GET", `/api/v1/auth/sso/callback?code=abc&state=${state}`);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/login?error=sso_refused");
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(ssoErrorMessages.sso_refused).toMatch(/address Plinth may not connect to/);
    expect(warn.mock.calls.some(([m]) => /localhost resolves to an internal address/.test(String(m)))).toBe(
      true,
    );
    // Nothing reached the provider's token endpoint, and nobody was provisioned.
    expect(hits.slice(before)).toEqual([]);
    const users = await db()
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, `new@${domain}`));
    expect(users).toHaveLength(0);
  });

  it("the provider's keys (JWKS) are fetched through the same check", async () => {
    delete process.env.OUTBOUND_ALLOW_LOOPBACK;
    const before = hits.length;
    await expect(providerKeys(`https://localhost:${port}/jwks`)).rejects.toBeInstanceOf(OutboundRefused);
    await expect(providerKeys(`http://127.0.0.1:${port}/jwks`)).rejects.toThrow(/must use https/);
    expect(hits.slice(before)).toEqual([]);
    // Allowed (development and tests): fetched and read as a key set.
    process.env.OUTBOUND_ALLOW_LOOPBACK = "1";
    await expect(providerKeys(`http://127.0.0.1:${port}/jwks`)).resolves.toBeTypeOf("function");
    expect(hits.slice(before)).toEqual(["/jwks"]);
  });
});
