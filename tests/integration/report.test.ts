import { describe, expect, it, vi } from "vitest";
import { ApiError, NotFoundError, ValidationError } from "@/lib/server/errors";
import { publicRoute } from "@/lib/server/route";
import { call } from "./helpers";

const reportError = vi.hoisted(() => vi.fn());
vi.mock("@/lib/server/report", () => ({ reportError }));

function failing(error: unknown) {
  const op = { method: "GET", path: "/api/v1/x", summary: "Fails on purpose", public: true } as const;
  return publicRoute(op, () => {
    throw error;
  });
}

describe("the route wrapper's error reporting", () => {
  it("reports an unexpected error once, with the request id, and answers a bare 500", async () => {
    reportError.mockClear();
    const res = await call(failing(new Error("database exploded")), "GET", "/api/v1/x");
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      message: "Something went wrong.",
      code: "internal_error",
      request_id: expect.any(String),
    });
    expect(reportError).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ message: "database exploded" }),
      {
        requestId: res.body.request_id,
      },
    );
  });

  it("reports a 5xx ApiError too", async () => {
    reportError.mockClear();
    const res = await call(failing(new ApiError("internal_error", "Storage is down")), "GET", "/api/v1/x");
    expect(res.status).toBe(500);
    expect(reportError).toHaveBeenCalledTimes(1);
  });

  it("never reports a 4xx", async () => {
    reportError.mockClear();
    for (const error of [
      new NotFoundError(),
      new ValidationError({ a: "Required" }),
      new ApiError("rate_limited", "Slow down"),
    ]) {
      const res = await call(failing(error), "GET", "/api/v1/x");
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    expect(reportError).not.toHaveBeenCalled();
  });
});
