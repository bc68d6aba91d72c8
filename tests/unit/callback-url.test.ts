import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeCallbackUrl } from "@/lib/domain/callback-url";

const origin = "http://localhost:3000";
const landing = (value: string) => safeCallbackUrl(value, origin);
/** Where a browser would go: the answer resolved against this site, as `location.assign` does. */
const destination = (value: string) => new URL(landing(value), origin);

describe("safeCallbackUrl", () => {
  it("keeps a path on this site, with its query and hash", () => {
    expect(landing("/project?status=bid#top")).toBe("/project?status=bid#top");
    expect(landing(`${origin}/estimate/abc`)).toBe("/estimate/abc");
  });

  it("falls back to the dashboard for nothing, the root and the login page itself", () => {
    for (const value of [undefined, "", "/", "/login", "/login?callbackUrl=/x", `${origin}/`]) {
      expect(safeCallbackUrl(value, origin)).toBe("/dashboard");
    }
  });

  it("refuses the probe's tab and newline between the slashes, backslashes and other schemes", () => {
    for (const value of [
      "/\t/host/pwned",
      "/\n/host/pwned",
      "/\r\n/host",
      "//host/pwned",
      "/\\host/pwned",
      "\\\\host",
      "\\/host",
      " //host",
      "http://host/pwned",
      "https://localhost:3001/x",
      "javascript:alert(1)",
      "data:text/html,hi",
      "HTTP://host",
      "http:host",
      "/%09/host",
    ]) {
      expect(destination(value).origin, value).toBe(origin);
    }
  });

  it("never leaves this origin, whatever the characters (property)", () => {
    const pieces = fc.constantFrom(
      "/",
      "\\",
      "\t",
      "\n",
      "\r",
      "\u0000",
      " ",
      ":",
      "@",
      "%2F",
      "%5C",
      "%09",
      "host",
      "evil.test",
      "http:",
      "https:",
      "javascript:",
      "//",
      ".",
      "?",
      "#",
      "\u3002",
      "\uFF0F",
    );
    const value = fc.oneof(
      fc.array(pieces, { maxLength: 8 }).map((p) => p.join("")),
      fc.string({ unit: "binary", maxLength: 20 }),
    );
    fc.assert(
      fc.property(value, (v) => {
        expect(destination(v).origin).toBe(origin);
        expect(destination(decodeURIComponent(encodeURIComponent(v))).origin).toBe(origin);
      }),
      { numRuns: 500 },
    );
  });
});
