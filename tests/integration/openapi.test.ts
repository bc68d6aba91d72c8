import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as openapi from "@/app/api/v1/openapi.json/route";
import { routeModules } from "@/app/api/v1/openapi.json/routes";
import { isRefusal } from "@/lib/server/route";
import { call } from "./helpers";

const apiDir = path.join(process.cwd(), "app/api");
const routeFiles = readdirSync(apiDir, { recursive: true, encoding: "utf8" })
  // Auth.js's endpoints and the unknown-path catch-all (404 only) are not operations of the API.
  .filter((f) => path.basename(f) === "route.ts" && !f.includes("[...nextauth]") && !f.includes("[...path]"))
  .map((f) => path.join("app/api", f))
  .sort();

const res = await call(openapi.GET, "GET", "/api/v1/openapi.json");
const doc = res.body;

describe("GET /api/v1/openapi.json", () => {
  it("answers an OpenAPI 3.1 document without sign-in", () => {
    expect(res.status).toBe(200);
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.servers).toEqual([{ url: "http://localhost:3000" }]);
    expect(doc.components.schemas.Error.required).toEqual(["message", "code", "request_id"]);
  });

  it("lists every route file (a new endpoint must be added to routes.ts)", () => {
    expect(routeModules.map((r) => r.file).sort()).toEqual(routeFiles);
  });

  it("describes every method a route file exports, with the purpose from its banner", async () => {
    for (const entry of routeModules) {
      const mod = (await entry.load()) as Record<string, unknown>;
      for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
        if (typeof mod[method] !== "function" || isRefusal(mod[method])) continue;
        const op = doc.paths[entry.path]?.[method.toLowerCase()];
        expect(op, `${method} ${entry.path}`).toBeDefined();
        expect(readFileSync(entry.file, "utf8")).toMatch(/^\/\/ \S+ \S+.*? — /);
        expect(op.summary, `${method} ${entry.path}`).not.toMatch(/^(GET|POST|PUT|PATCH|DELETE) /);
      }
    }
  });

  it("states the guard and the body schema from the handler's own zod schema", () => {
    const password = doc.paths["/api/v1/self/change-password"].put;
    expect(password.description).toMatch(/^Needs the viewer role or above\./);
    expect(password.requestBody.content["application/json"].schema).toMatchObject({
      type: "object",
      required: expect.arrayContaining(["password", "newPassword", "confirm"]),
    });
    expect(doc.paths["/api/v1/api-key"].get.summary).toBe("The company's active API keys");
    expect(doc.paths["/api/v1/api-key"].post.summary).toBe("Issue one (admin; the secret is answered once)");
    const keys = doc.paths["/api/v1/api-key"].post;
    expect(keys.description).toMatch(/^Needs the admin role or above\./);
    expect(keys.requestBody.content["application/json"].schema.properties.role.enum).toEqual([
      "admin",
      "editor",
      "viewer",
    ]);
    expect(
      doc.paths["/api/v1/estimate/{uid}/line/{lineUid}"].patch.parameters.map(
        (p: { name: string }) => p.name,
      ),
    ).toEqual(["uid", "lineUid", "If-Match"]);
    const health = doc.paths["/api/health"].get;
    expect(health.description).toBe("No sign-in needed.");
    expect(health.security).toEqual([]);
    expect(doc.security).toEqual([{ session: [] }, { apiKey: [] }]);
    expect(doc.paths["/api/v1/project"].get.security).toBeUndefined();
    expect(doc.paths["/api/v1/companies"].get.description).toMatch(/^Plinth staff only\./);
  });

  it("documents If-Match as required, and 428 without it, on every update and delete of a versioned resource", () => {
    const line = doc.paths["/api/v1/estimate/{uid}/line/{lineUid}"].patch;
    expect(line.parameters.find((p: { name: string }) => p.name === "If-Match")).toMatchObject({
      in: "header",
      required: true,
    });
    expect(line.responses["428"].description).toMatch(/If-Match/);
    const revoke = doc.paths["/api/v1/api-key/{uid}"].delete;
    expect(revoke.responses["428"]).toBeUndefined();
    expect(doc.paths["/api/v1/project"].post.responses["428"]).toBeUndefined();
  });

  it("leaves out the refusals: no operation for the unknown-path catch-all", () => {
    expect(Object.keys(doc.paths).filter((p) => p.includes("{path}"))).toEqual([]);
  });
});
