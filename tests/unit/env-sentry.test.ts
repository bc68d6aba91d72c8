import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";

const base = { AUTH_SECRET: "x".repeat(32) };

describe("SENTRY_DSN", () => {
  it("is optional, and empty means off", () => {
    expect(parseEnv(base).SENTRY_DSN).toBeUndefined();
    expect(parseEnv({ ...base, SENTRY_DSN: "" }).SENTRY_DSN).toBeUndefined();
  });

  it("must be a URL when set", () => {
    expect(parseEnv({ ...base, SENTRY_DSN: "https://key@o1.ingest.example/2" }).SENTRY_DSN).toBe(
      "https://key@o1.ingest.example/2",
    );
    expect(() => parseEnv({ ...base, SENTRY_DSN: "not a dsn" })).toThrow(/SENTRY_DSN/);
  });
});
