import { describe, expect, it, vi } from "vitest";
import { DELETE, GET, PATCH, POST, PUT } from "@/app/api/v1/[[...path]]/route";
import { isRefusal } from "@/lib/server/route";
import { call } from "./helpers";
import { type Handler, methods, routeFiles } from "./route-discovery";

// Every answer under /api/v1 is JSON in the one error envelope: unknown paths 404, methods a route does not
// handle 405 with Allow. Walks every route file, so a route added later is covered by existing.
vi.mock("next-auth", () => import("./next-auth-stub"));

const unknown = { GET, POST, PUT, PATCH, DELETE };
const files = (await routeFiles()).filter((f) => !f.pattern.includes("[...nextauth]"));

describe.each(files.filter((f) => !f.pattern.endsWith("[[...path]]")))("$pattern", ({ pattern, mod }) => {
  const handled = methods.filter((m) => !isRefusal(mod[m]));
  const others = methods.filter((m) => isRefusal(mod[m]));

  it("handles every other method: 405 in JSON, with Allow naming what it does handle", async () => {
    expect(methods.filter((m) => typeof mod[m] !== "function")).toEqual([]);
    const allow = [...handled, ...(handled.includes("GET") ? ["HEAD"] : []), "OPTIONS"].join(", ");
    for (const method of others) {
      const res = await call(mod[method] as Handler, method, pattern, method === "GET" ? {} : { body: {} });
      expect(res.status, method).toBe(405);
      expect(res.headers.get("allow")).toBe(allow);
      expect(res.body).toMatchObject({
        code: "method_not_allowed",
        message: "This method is not allowed here",
      });
    }
  });
});

describe("an unknown /api/v1 path", () => {
  it("answers 404 in JSON to every method", async () => {
    for (const method of methods) {
      const res = await call(unknown[method], method, "/api/v1/no/such/thing", {
        params: { path: "no/such/thing" },
      });
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(res.body).toMatchObject({ code: "not_found", message: "No such API path" });
    }
  });

  it("answers 404 to a multipart POST too (never a Server Action's 409)", async () => {
    const res = await call(unknown.POST, "POST", "/api/v1/upload-here", {
      headers: { "content-type": "multipart/form-data; boundary=x", "next-action": "abc" },
      rawBody: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
    });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("not_found");
  });
});
