// The OpenAPI 3.1 document of /api, generated from the operation declarations of lib/contract alone: each
// operation's guard, schemas and summary. Nothing is read from disk and nothing depends on the request.
import { z } from "zod";
import { type Operation, pathParams, requiresIfMatch } from "@/lib/contract/operation";
import { operations } from "@/lib/contract/operations";
import { permissions } from "@/lib/domain/roles";

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
  "401": "Not signed in, or an API key that is invalid, expired or revoked (the message says which)",
  "403":
    "The role (or staff status) does not allow this, an API key's scopes do not, or `company-uid` names another company",
  "404": "Unknown id, or another company's (the same answer)",
  "412": "`If-Match` names a version that is no longer current",
  "429": "Too many requests with this API key: wait `Retry-After` seconds",
};
/** Sent on every answer to a request made with an API key (lib/server/public-api/rate-limit.ts). */
const rateLimitHeaders = {
  "RateLimit-Limit": { $ref: "#/components/headers/RateLimit-Limit" },
  "RateLimit-Remaining": { $ref: "#/components/headers/RateLimit-Remaining" },
  "RateLimit-Reset": { $ref: "#/components/headers/RateLimit-Reset" },
};
const headerComponents = {
  "RateLimit-Limit": {
    description: "Requests per minute this API key may make",
    schema: { type: "integer" },
  },
  "RateLimit-Remaining": { description: "Requests left before 429", schema: { type: "integer" } },
  "RateLimit-Reset": {
    description: "Seconds until the allowance is full again",
    schema: { type: "integer" },
  },
  "Retry-After": { description: "Seconds to wait before trying again", schema: { type: "integer" } },
};
const idempotencyHeader = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description:
    "Any unique string (a UUID): repeating the request with the same key within 24 hours answers the first " +
    "successful answer again (same status and body) instead of doing the write twice. Scoped to the caller. " +
    "A repeat sent while the first is still running answers 409.",
  schema: { type: "string", maxLength: 200 },
};
const ifMatchResponse = { "428": "`If-Match` is missing: send the `ETag` you last read" };
const ifMatchHeader = {
  name: "If-Match",
  in: "header",
  required: true,
  description: "The `ETag` of the version this change starts from; a stale one answers 412, none 428.",
  schema: { type: "string", examples: ['"3"'] },
};

function jsonSchema(schema: z.ZodType, io: "input" | "output" = "input") {
  return z.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any" });
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

function guard(meta: Operation): string {
  if (meta.public) return "No sign-in needed.";
  const who = meta.staffOnly
    ? "Plinth staff only."
    : meta.permission
      ? `Needs the ${permissions[meta.permission]} role or above.`
      : "Any signed-in user.";
  return `${who} Authenticate with the session cookie or \`Authorization: Bearer <API key>\`; staff may send \`company-uid\` to act for a company.`;
}

function successResponse(op: Operation) {
  const status = String(op.status ?? 200);
  if (status === "204") return { "204": { description: "Done; no content" } };
  if (status === "303") {
    const location = { description: "Where the browser goes next", schema: { type: "string" } };
    return { "303": { description: "Redirect (a browser navigation)", headers: { Location: location } } };
  }
  if (op.produces) return { [status]: { description: "Success", content: { [op.produces]: {} } } };
  const schema = op.response ? jsonSchema(op.response, "output") : {};
  return { [status]: { description: "Success", content: { "application/json": { schema } } } };
}

function openApiOperation(op: Operation) {
  const params = [
    ...pathParams(op.path).map(({ name, uid }) => ({
      name,
      in: "path",
      required: true,
      schema: uid ? { type: "string", format: "uuid" } : { type: "string" },
    })),
    ...(op.query ? queryParameters(op.query) : []),
    ...(requiresIfMatch(op) ? [ifMatchHeader] : []),
    ...(op.method === "POST" && !op.public ? [idempotencyHeader] : []),
  ];
  const content = op.body
    ? {
        "application/json": { schema: jsonSchema(op.body) },
        ...(op.formBody ? { "application/x-www-form-urlencoded": { schema: jsonSchema(op.body) } } : {}),
      }
    : undefined;
  const errors = Object.fromEntries(
    Object.entries({ ...errorResponses, ...(requiresIfMatch(op) ? ifMatchResponse : {}) })
      .filter(([status]) => !(op.public && (status === "401" || status === "403" || status === "429")))
      .map(([status, description]) => [
        status,
        {
          description,
          ...(op.public
            ? {}
            : {
                headers: {
                  ...rateLimitHeaders,
                  ...(status === "429"
                    ? { "Retry-After": { $ref: "#/components/headers/Retry-After" } }
                    : {}),
                },
              }),
          content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
        },
      ]),
  );
  const success = successResponse(op) as Record<string, { headers?: Record<string, unknown> }>;
  if (!op.public) {
    for (const answer of Object.values(success)) answer.headers = { ...answer.headers, ...rateLimitHeaders };
  }
  return {
    operationId: `${op.method.toLowerCase()}${op.path.replace(/[^A-Za-z0-9]+(\w)?/g, (_, c: string) => (c ?? "").toUpperCase())}`,
    summary: op.summary,
    description: [op.description, guard(op)].filter(Boolean).join("\n\n"),
    tags: [op.path.split("/")[3] ?? op.path.split("/")[2] ?? "api"],
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(content ? { requestBody: { required: true, content } } : {}),
    // Signed-in operations use the document's default security; public ones say they need none.
    ...(op.public ? { security: [] } : {}),
    responses: { ...success, ...errors },
  };
}

/** The document for a list of operations (the API's own by default). */
export function buildOpenApiDocument(ops: readonly Operation[] = operations) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of ops) {
    paths[op.path] ??= {};
    paths[op.path]![op.method.toLowerCase()] = openApiOperation(op);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Plinth API",
      version: "1",
      license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
      description:
        "The REST API of Plinth. JSON fields are snake_case; ids are UUIDs (`uid`). Collections answer " +
        "`{ query, content, total, next_cursor }`: pass `next_cursor` back as `cursor` for the next page; " +
        "`total` is counted on the first page (or with `count=1`). Updates and deletes send `If-Match` with " +
        "the `ETag` they read: a stale one answers 412 and changes nothing, none answers 428. Errors answer " +
        "`{ message, code, request_id, errors? }`, unknown paths 404 and unhandled methods 405 with `Allow`.",
    },
    servers: [{ url: "/", description: "This Plinth server" }],
    security: [{ session: [] }, { apiKey: [] }],
    paths,
    components: {
      schemas: { Error: errorEnvelope },
      headers: headerComponents,
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: "authjs.session-token" },
        apiKey: {
          type: "http",
          scheme: "bearer",
          description:
            "An API key from Settings › API keys: `Authorization: Bearer plk_…`. It acts for its company with " +
            "its role and scopes; answers carry RateLimit-* headers (docs/API.md).",
        },
      },
    },
  };
}

let built: ReturnType<typeof buildOpenApiDocument> | undefined;

/** The API's document: it depends only on the code, so it is built once per process. */
export function openApiDocument() {
  built ??= buildOpenApiDocument();
  return built;
}
