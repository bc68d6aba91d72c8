import { describe, expect, it } from "vitest";
import { domainList } from "@/lib/contract/sso";
import { emailDomain, isAllowedIssuerUrl, isDomain } from "@/lib/domain/sso";

describe("single sign-on rules", () => {
  it("reads an email's domain in lower case", () => {
    expect(emailDomain("  Ann@Acme.Test ")).toBe("acme.test");
    expect(emailDomain("no-at-sign")).toBe("");
  });

  it("accepts https issuers, and plain http only on the loopback", () => {
    expect(isAllowedIssuerUrl("https://login.example.com/realms/acme")).toBe(true);
    expect(isAllowedIssuerUrl("http://127.0.0.1:4000")).toBe(true);
    expect(isAllowedIssuerUrl("http://localhost:4000")).toBe(true);
    expect(isAllowedIssuerUrl("http://login.example.com")).toBe(false);
    expect(isAllowedIssuerUrl("https://user:pw@login.example.com")).toBe(false);
    expect(isAllowedIssuerUrl("https://login.example.com/?x=1")).toBe(false);
    expect(isAllowedIssuerUrl("not a url")).toBe(false);
  });

  it("takes the form's domains line apart and checks each domain", () => {
    expect(domainList(" Acme.com, acme.co.uk;example.org  other.io ")).toEqual([
      "acme.com",
      "acme.co.uk",
      "example.org",
      "other.io",
    ]);
    expect(isDomain("acme.co.uk")).toBe(true);
    expect(isDomain("localhost")).toBe(false);
    expect(isDomain("-bad.com")).toBe(false);
  });
});
