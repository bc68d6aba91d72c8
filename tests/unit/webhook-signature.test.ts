import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { newWebhookSecret, signWebhook, verifyWebhook } from "@/lib/server/webhooks/signature";

describe("webhook signatures", () => {
  const secret = "whsec_test";
  const body = '{"event":"estimate.updated","data":{"uid":"e1"}}';

  it("is t=<seconds>,v1=<hex HMAC-SHA256 of '<t>.<body>'>", () => {
    const expected = createHmac("sha256", secret).update(`1700000000.${body}`).digest("hex");
    expect(signWebhook(secret, body, 1_700_000_000)).toBe(`t=1700000000,v1=${expected}`);
  });

  it("verifies its own signature and refuses another secret, another body or an old timestamp", () => {
    const header = signWebhook(secret, body, 1_700_000_000);
    expect(verifyWebhook(secret, body, header, 1_700_000_100)).toBe(true);
    expect(verifyWebhook("whsec_other", body, header, 1_700_000_100)).toBe(false);
    expect(verifyWebhook(secret, `${body} `, header, 1_700_000_100)).toBe(false);
    expect(verifyWebhook(secret, body, header, 1_700_000_000 + 301)).toBe(false);
    expect(verifyWebhook(secret, body, "t=x,v1=00", 1_700_000_000)).toBe(false);
    expect(verifyWebhook(secret, body, "garbage", 1_700_000_000)).toBe(false);
  });

  it("makes secrets that differ and carry the whsec_ prefix", () => {
    const a = newWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);
    expect(newWebhookSecret()).not.toBe(a);
  });
});
