import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiClientError } from "@/lib/client/api";
import { isReportable } from "@/lib/client/report-error";

const captureException = vi.fn();
const init = vi.fn();
vi.mock("@sentry/nextjs", () => ({
  init,
  getClient: () => undefined,
  withScope: (fn: (scope: { setTag: () => void }) => void) => fn({ setTag: () => {} }),
  captureException,
  captureRequestError: vi.fn(),
}));

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  captureException.mockClear();
  init.mockClear();
  delete (globalThis as { __plinthSentry?: unknown }).__plinthSentry;
});

describe("server reportError", () => {
  it("does nothing at all without SENTRY_DSN", async () => {
    vi.stubEnv("SENTRY_DSN", "");
    const { reportError, initErrorReporting } = await import("@/lib/server/report");
    expect(await initErrorReporting()).toBe(false);
    reportError(new Error("boom"));
    await new Promise((r) => setTimeout(r, 10));
    expect(init).not.toHaveBeenCalled();
    expect(captureException).not.toHaveBeenCalled();
  });

  it("initialises once and captures when SENTRY_DSN is set", async () => {
    vi.stubEnv("SENTRY_DSN", "https://key@errors.example/1");
    const { reportError, initErrorReporting } = await import("@/lib/server/report");
    expect(await initErrorReporting()).toBe(true);
    const error = new Error("boom");
    reportError(error, { requestId: "r1" });
    await vi.waitFor(() => expect(captureException).toHaveBeenCalledWith(error));
    expect(init).toHaveBeenCalledTimes(1);
    expect(init.mock.calls[0]![0]).toMatchObject({
      dsn: "https://key@errors.example/1",
      dataCollection: { cookies: false, httpHeaders: false, httpBodies: [] },
    });
  });
});

describe("client isReportable", () => {
  it("never reports a 4xx answer; reports 5xx, network failures and bugs", () => {
    expect(isReportable(new ApiClientError("Not found", 404))).toBe(false);
    expect(isReportable(new ApiClientError("Stale", 412))).toBe(false);
    expect(isReportable(new ApiClientError("Something went wrong.", 500))).toBe(true);
    expect(isReportable(new ApiClientError("Failed to fetch", 0))).toBe(true);
    expect(isReportable(new TypeError("x is undefined"))).toBe(true);
  });

  it("leaves server-rendering errors (they carry a digest) to the server's report", () => {
    expect(
      isReportable(
        Object.assign(new Error("An error occurred in the Server Components render"), { digest: "123" }),
      ),
    ).toBe(false);
  });
});
