import { createConfig, lintFromString } from "@redocly/openapi-core";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as openapi from "@/app/api/v1/openapi.json/route";
import { type Operation, pathParams, requiresIfMatch } from "@/lib/contract/operation";
import { operations } from "@/lib/contract/operations";
import { permissions } from "@/lib/domain/roles";
import { call } from "./helpers";

// The document is generated from the declarations alone: every declared operation is in it with its summary,
// guard, parameters, If-Match rule, security and schemas, and Redocly's recommended rules find no error.

const res = await call(openapi.GET, "GET", "/api/v1/openapi.json");
const doc = res.body;
const entry = (op: Operation) => doc.paths[op.path]?.[op.method.toLowerCase()];
const name = (op: Operation) => `${op.method} ${op.path}`;
const schemaOf = (schema: z.ZodType, io: "input" | "output") =>
  JSON.parse(JSON.stringify(z.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any" })));

/** The warnings of Redocly's recommended rules the document keeps, each for a reason. */
const keptWarnings = new Set([
  // `/api/v1/user/{uid}/deactivate` and `/api/v1/user/activate/{token}` are both the API's contract; a uid
  // is never the word "activate", so the server tells them apart.
  "no-ambiguous-paths",
  // The single sign-on callback is the identity provider's browser redirect back: by the protocol it answers
  // 303 (to the app, or to /login with an error), never a 2xx.
  "operation-2xx-response",
]);

describe("GET /api/v1/openapi.json", () => {
  it("answers an OpenAPI 3.1 document without sign-in", () => {
    expect(res.status).toBe(200);
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.components.schemas.Error.required).toEqual(["message", "code", "request_id"]);
    expect(doc.security).toEqual([{ session: [] }, { apiKey: [] }]);
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(["apiKey", "session"]);
  });

  it("describes every declared operation, and nothing else", () => {
    expect(operations.filter((op) => !entry(op)).map(name)).toEqual([]);
    const described = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item as object).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(described.sort()).toEqual(operations.map(name).sort());
    const ids = described.map((d) => entry(operations.find((op) => name(op) === d)!).operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives each its declared summary and states its guard and security", () => {
    for (const op of operations) {
      const e = entry(op);
      expect(e.summary, name(op)).toBe(op.summary);
      const guard = op.public
        ? "No sign-in needed."
        : op.staffOnly
          ? "Plinth staff only."
          : op.permission
            ? `Needs the ${permissions[op.permission]} role or above.`
            : "Any signed-in user.";
      expect(e.description, name(op)).toContain(guard);
      if (op.public) expect(e.security, name(op)).toEqual([]);
      else expect(e.security, name(op)).toBeUndefined();
      if (op.public) expect(e.responses["401"], name(op)).toBeUndefined();
      else expect(e.responses["403"], name(op)).toBeDefined();
    }
  });

  it("declares every path parameter, uids as uuids", () => {
    for (const op of operations) {
      const declared = (entry(op).parameters ?? []).filter((p: { in: string }) => p.in === "path");
      expect(
        declared.map((p: { name: string; schema: { format?: string } }) => [
          p.name,
          p.schema.format === "uuid",
        ]),
        name(op),
      ).toEqual(pathParams(op.path).map((p) => [p.name, p.uid]));
    }
  });

  it("documents If-Match as a required header, and 428 without it, exactly where the wrapper requires it", () => {
    for (const op of operations) {
      const e = entry(op);
      const header = (e.parameters ?? []).find((p: { name: string }) => p.name === "If-Match");
      if (requiresIfMatch(op)) {
        expect(header, name(op)).toMatchObject({ in: "header", required: true });
        expect(e.responses["428"].description, name(op)).toMatch(/If-Match/);
      } else {
        expect(header, name(op)).toBeUndefined();
        expect(e.responses["428"], name(op)).toBeUndefined();
      }
    }
  });

  it("carries the request body and query schemas of the declaration", () => {
    for (const op of operations.filter((o) => o.body)) {
      const content = entry(op).requestBody.content;
      expect(content["application/json"].schema, name(op)).toEqual(schemaOf(op.body!, "input"));
      expect(Boolean(content["application/x-www-form-urlencoded"]), name(op)).toBe(op.formBody === true);
    }
    for (const op of operations.filter((o) => o.query)) {
      const query = (entry(op).parameters ?? []).filter((p: { in: string }) => p.in === "query");
      const properties = Object.keys(schemaOf(op.query!, "input").properties ?? {});
      expect(
        query.map((p: { name: string }) => p.name),
        name(op),
      ).toEqual(properties);
    }
  });

  it("answers each success with its declared status and response schema, and errors in the envelope", () => {
    for (const op of operations) {
      const responses = entry(op).responses;
      const status = String(op.status ?? 200);
      expect(responses[status], name(op)).toBeDefined();
      if (op.response && status !== "204" && !op.produces) {
        expect(responses[status].content["application/json"].schema, name(op)).toEqual(
          schemaOf(op.response, "output"),
        );
      }
      expect(responses["400"].content["application/json"].schema.$ref).toBe("#/components/schemas/Error");
    }
  });

  it("declares a response schema for every operation that answers JSON", () => {
    const untyped = operations.filter((op) => !op.response && !op.produces && op.status !== 204);
    expect(untyped.map(name)).toEqual([]);
  });

  it("leaves out the refusals: no operation for the unknown-path catch-all", () => {
    expect(Object.keys(doc.paths).filter((p) => p.includes("{path}"))).toEqual([]);
  });

  it("passes Redocly's recommended rules with no error, keeping only the listed warnings", async () => {
    const config = await createConfig({ extends: ["recommended"] });
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: "/api/v1/openapi.json",
      config,
    });
    const report = (p: (typeof problems)[number]) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`;
    expect(problems.filter((p) => p.severity === "error").map(report)).toEqual([]);
    expect(problems.filter((p) => !keptWarnings.has(p.ruleId)).map(report)).toEqual([]);
  });
});
