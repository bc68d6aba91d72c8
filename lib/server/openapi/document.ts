// The OpenAPI 3.1 document of /api/v1, built from what each handler declares to the route wrapper (its guard
// and its zod schemas) and the one-line banner each route file begins with (`// METHOD /path — purpose`).
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { permissions } from "@/lib/domain/roles";
import { isRefusal, type RouteMeta, requiresIfMatch } from "../route";

const methods = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof methods)[number];
export type RouteModule = Partial<Record<Method, unknown>>;
type Entry = { file: string; path: string; load: () => Promise<RouteModule> };

const errorEnvelope = {
  type: "object",
  required: ["message", "code", "request_id"],
  properties: {
    message: { type: "string", description: "What a person can read; show it as is." },
    code: { type: "string" },
    request_id: { type: "string", format: "uuid" },
    errors: {
      type: "object",
      additionalProperties: { type: "string" },
      description: "Field → message, for validation errors (400).",
    },
  },
};

const errorResponses = {
  "400": "Malformed JSON or validation failed (`errors` names each field)",
  "401": "Not signed in, or an invalid API key",
  "403": "The role (or staff status) does not allow this, or `company-uid` names another company",
  "404": "Unknown id, or another company's (the same answer)",
  "412": "`If-Match` names a version that is no longer current",
};
const ifMatchResponse = { "428": "`If-Match` is missing: send the `ETag` you last read" };
const ifMatchHeader = {
  name: "If-Match",
  in: "header",
  required: true,
  description: "The `ETag` of the version this change starts from; a stale one answers 412, none 428.",
  schema: { type: "string", examples: ['"3"'] },
};

/** "a; b (c; d)" → ["a", "b (c; d)"]: semicolons inside brackets do not separate. */
function topLevelParts(text: string): string[] {
  const parts = [""];
  let depth = 0;
  for (const ch of text) {
    depth += ch === "(" ? 1 : ch === ")" ? -1 : 0;
    if (ch === ";" && depth === 0) parts.push("");
    else parts[parts.length - 1] += ch;
  }
  return parts.map((p) => p.trim());
}

/**
 * The purpose of one method from a route file's banner: `// GET|POST /api/v1/x — list them; add one` gives
 * GET "List them" and POST "Add one" when the parts match the methods one to one, else the whole purpose.
 */
function banner(file: string, method: Method): string | undefined {
  let first: string;
  try {
    first = readFileSync(path.join(process.cwd(), file), "utf8").split("\n", 1)[0] ?? "";
  } catch {
    return undefined;
  }
  const match = /^\/\/\s*(\S+)\s+\S+.*?\s—\s*(.+)$/.exec(first);
  if (!match) return undefined;
  const listed = match[1]!.split("|");
  const parts = topLevelParts(match[2]!);
  const text =
    parts.length === listed.length && listed.includes(method) ? parts[listed.indexOf(method)]! : match[2]!;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function jsonSchema(schema: z.ZodType) {
  return z.toJSONSchema(schema, { target: "draft-2020-12", io: "input", unrepresentable: "any" });
}

function queryParameters(schema: z.ZodType) {
  const json = jsonSchema(schema) as { properties?: Record<string, object>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: "query",
    required: json.required?.includes(name) ?? false,
    schema: s,
  }));
}

function guard(meta: RouteMeta): string {
  if (meta.public) return "No sign-in needed.";
  const who = meta.staffOnly
    ? "Plinth staff only."
    : meta.permission
      ? `Needs the ${permissions[meta.permission]} role or above.`
      : "Any signed-in user.";
  return `${who} Authenticate with the session cookie or \`Authorization: Bearer <API key>\`; staff may send \`company-uid\` to act for a company.`;
}

function operation(entry: Entry, method: Method, meta: RouteMeta | undefined, summary: string | undefined) {
  const pathParams = [...entry.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
    name: m[1],
    in: "path",
    required: true,
    schema: { type: "string" },
  }));
  const versioned = meta !== undefined && requiresIfMatch(meta, method);
  const params = [
    ...pathParams,
    ...(meta?.query ? queryParameters(meta.query) : []),
    ...(versioned ? [ifMatchHeader] : []),
  ];
  const content = meta?.body
    ? {
        "application/json": { schema: jsonSchema(meta.body) },
        ...(meta.formBody ? { "application/x-www-form-urlencoded": { schema: jsonSchema(meta.body) } } : {}),
      }
    : undefined;
  const errors = Object.fromEntries(
    Object.entries({ ...errorResponses, ...(versioned ? ifMatchResponse : {}) })
      .filter(([status]) => !(meta?.public && (status === "401" || status === "403")))
      .map(([status, description]) => [
        status,
        { description, content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } },
      ]),
  );
  return {
    operationId: `${method.toLowerCase()}${entry.path.replace(/[^A-Za-z0-9]+(\w)?/g, (_, c: string) => (c ?? "").toUpperCase())}`,
    summary: summary ?? `${method} ${entry.path}`,
    description: meta ? guard(meta) : undefined,
    tags: [entry.path.split("/")[3] ?? "health"],
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(content ? { requestBody: { required: true, content } } : {}),
    // Signed-in operations use the document's default security; public ones say they need none.
    ...(meta?.public ? { security: [] } : {}),
    responses: { "2XX": { description: "Success" }, ...errors },
  };
}

export async function buildOpenApiDocument(entries: Entry[], serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const entry of entries) {
    const mod = await entry.load();
    for (const method of methods) {
      const handler = mod[method] as ({ meta?: RouteMeta } & object) | undefined;
      if (!handler || isRefusal(handler)) continue;
      paths[entry.path] ??= {};
      paths[entry.path]![method.toLowerCase()] = operation(
        entry,
        method,
        handler.meta,
        banner(entry.file, method),
      );
    }
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Plinth API",
      version: "1",
      description:
        "The REST API of Plinth. JSON fields are snake_case; ids are UUIDs (`uid`). Collections answer " +
        "`{ query, content, total, next_cursor }`. Updates and deletes send `If-Match` with the `ETag` they " +
        "read: a stale one answers 412 and changes nothing, none answers 428. Errors answer " +
        "`{ message, code, request_id, errors? }`, unknown paths 404 and unhandled methods 405 with `Allow`.",
    },
    servers: [{ url: serverUrl }],
    security: [{ session: [] }, { apiKey: [] }],
    paths,
    components: {
      schemas: { Error: errorEnvelope },
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: "authjs.session-token" },
        apiKey: { type: "http", scheme: "bearer", description: "An API key from Settings › API keys" },
      },
    },
  };
}

// The document depends only on the code and the address it is served from: build it once per address. A build
// that fails is not kept, so the next request tries again.
const built = new Map<string, ReturnType<typeof buildOpenApiDocument>>();

export function openApiDocument(entries: Entry[], serverUrl: string) {
  let doc = built.get(serverUrl);
  if (!doc) {
    doc = buildOpenApiDocument(entries, serverUrl);
    built.set(serverUrl, doc);
    doc.catch(() => built.delete(serverUrl));
  }
  return doc;
}
