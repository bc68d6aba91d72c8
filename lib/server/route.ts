import { randomUUID } from "node:crypto";
import { type NextRequest, NextResponse } from "next/server";
import type { z } from "zod";
import {
  type HttpMethod,
  httpMethods,
  type Operation,
  pathParams,
  requiresIfMatch,
} from "@/lib/contract/operation";
import { operationArea, scopesAllow } from "@/lib/domain/api-scopes";
import {
  controlCharacterMessage,
  inputProblem,
  malformedTextMessage,
  tooDeepMessage,
} from "@/lib/domain/input-safety";
import { roleAllows } from "@/lib/domain/roles";
import { normalizeUid } from "@/lib/domain/uid";
import { fieldErrors } from "@/lib/domain/validation";
import { requestClient } from "./audit";
import { forgetApiKeys } from "./auth/api-key-cache";
import { forgetSessions } from "./auth/session-cache";
import {
  ApiError,
  ForbiddenError,
  NotFoundError,
  PreconditionFailedError,
  PreconditionRequiredError,
  RateLimitedError,
  ValidationError,
} from "./errors";
import { errorResponse, parseIfMatch } from "./http";
import { refuseCrossSite } from "./origin";
import { claimKey, idempotencyKey, releaseClaim, settleClaim } from "./public-api/idempotency";
import { defaultKeyRateLimit } from "./public-api/limits";
import { consumeKey } from "./public-api/rate-limit";
import { reportError } from "./report";
import { readBodyText } from "./request-body";
import { checkResponse, checkResponses } from "./response-check";
import { resolveActor, resolveScope, type Scope } from "./scope";

type Params = Record<string, string>;
type RouteContext = { params: Promise<Params> };

/** A declared operation whose body and query schemas type the handler's input. */
type Options<B extends z.ZodType, Q extends z.ZodType> = Operation & { body?: B; query?: Q };

type Input<B extends z.ZodType, Q extends z.ZodType> = {
  req: NextRequest;
  body: z.output<B>;
  query: z.output<Q>;
  params: Params;
  requestId: string;
  /** The version from If-Match, when the client sent one. */
  ifMatch: number | undefined;
};

type Handler<B extends z.ZodType, Q extends z.ZodType, S> = (
  input: Input<B, Q> & S,
) => Promise<unknown> | unknown;

/** `application/json; charset=utf-8` → `application/json`: the type itself, never a substring of the header. */
function mediaType(header: string | null): string {
  return (header ?? "").split(";", 1)[0]!.trim().toLowerCase();
}

async function readBody(req: NextRequest, schema: z.ZodType | undefined, acceptForm = false) {
  if (!schema) return undefined;
  const type = mediaType(req.headers.get("content-type"));
  const form = acceptForm && type === "application/x-www-form-urlencoded";
  if (!form && type !== "application/json") {
    const accepted = acceptForm
      ? "application/json or application/x-www-form-urlencoded"
      : "application/json";
    throw new ApiError("unsupported_media_type", `Send the body as ${accepted}`);
  }
  const text = await readBodyText(req);
  if (form) return parse(schema, Object.fromEntries(new URLSearchParams(text)));
  let json: unknown;
  try {
    json = text === "" ? {} : JSON.parse(text);
  } catch {
    throw new ApiError("bad_request", "Malformed JSON body");
  }
  return parse(schema, json);
}

/** Refuses control characters in any text and over-deep nesting, for every route, before its schema runs. */
function checkInput(value: unknown) {
  const problem = inputProblem(value);
  if (problem?.kind === "control") throw new ValidationError({ [problem.field]: controlCharacterMessage });
  if (problem?.kind === "unicode") throw new ValidationError({ [problem.field]: malformedTextMessage });
  if (problem?.kind === "depth") throw new ApiError("bad_request", tooDeepMessage);
}

function parse(schema: z.ZodType, value: unknown) {
  checkInput(value);
  const result = schema.safeParse(value);
  if (!result.success) throw new ValidationError(fieldErrors(result.error));
  return result.data;
}

/** The query string as an object; a key given more than once becomes an array of its values. */
function queryObject(search: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key);
    out[key] = values.length === 1 ? values[0]! : values;
  }
  return out;
}

async function parseInput<B extends z.ZodType, Q extends z.ZodType>(
  req: NextRequest,
  ctx: RouteContext | undefined,
  options: Options<B, Q>,
  requestId: string,
): Promise<Input<B, Q>> {
  const params = { ...((await ctx?.params) ?? {}) };
  checkInput(params);
  // Every query value, repeated keys included, whether or not the route declares a query schema.
  for (const [key, value] of req.nextUrl.searchParams) checkInput({ [key]: value });
  for (const { name } of pathParams(options.path).filter((p) => p.uid)) {
    const uid = normalizeUid(params[name] ?? "");
    if (!uid) throw new NotFoundError();
    params[name] = uid;
  }
  const query = options.query ? parse(options.query, queryObject(req.nextUrl.searchParams)) : undefined;
  const ifMatch = parseIfMatch(req.headers.get("if-match"));
  if (Number.isNaN(ifMatch)) throw new PreconditionFailedError("If-Match must carry a version from ETag");
  if (ifMatch === undefined && requiresIfMatch(options)) throw new PreconditionRequiredError();
  const body = await readBody(req, options.body, options.formBody);
  return { req, body: body as z.output<B>, query: query as z.output<Q>, params, requestId, ifMatch };
}

function toResponse(result: unknown): Response {
  if (result instanceof Response) return result;
  if (result === undefined) return new NextResponse(null, { status: 204 });
  return NextResponse.json(result);
}

function isAbort(error: unknown): boolean {
  const { name, code, message } = (error ?? {}) as { name?: string; code?: string; message?: string };
  return name === "AbortError" || code === "ECONNRESET" || code === "ABORT_ERR" || message === "aborted";
}

function run(req: NextRequest, op: Operation | undefined, work: (requestId: string) => Promise<unknown>) {
  return async (): Promise<Response> => {
    const requestId = randomUUID();
    let response: Response;
    try {
      refuseCrossSite(req);
      response = toResponse(await work(requestId));
      if (op && checkResponses) await checkResponse(op, response);
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) return errorResponse(error, requestId);
      // A browser that navigated away mid-request is nobody's fault: no error log, no report.
      if (req.signal.aborted || isAbort(error)) {
        console.debug(`[${requestId}] request aborted by the client`);
        return new NextResponse(null, { status: 499 });
      }
      console.error(`[${requestId}]`, error);
      // Only 5xx is reported; 4xx is the client's mistake and answered above.
      reportError(error, { requestId });
      return errorResponse(new ApiError("internal_error", "Something went wrong."), requestId);
    }
    response.headers.set("x-request-id", requestId);
    return response;
  };
}

/** What a bound handler carries: the operation it runs (refusals carry none). */
export type RouteMeta = { operation?: Operation; refusal?: boolean };

const readOnly = (method: string) => method === "GET" || method === "HEAD" || method === "OPTIONS";

/** Every authenticated /api/v1 handler: actor → scope → permission → validated input → service. */
export function route<B extends z.ZodType = z.ZodUndefined, Q extends z.ZodType = z.ZodUndefined>(
  op: Options<B, Q>,
  handler: Handler<B, Q, { scope: Scope }>,
) {
  const handle = async (req: NextRequest, ctx?: RouteContext) => {
    let rate: Record<string, string> | undefined;
    const res = await run(req, op, async (requestId) => {
      const actor = await resolveActor(req);
      const what = `${req.method} ${req.nextUrl.pathname}`;
      const companyHeader = req.headers.get("company-uid");
      const scope = await resolveScope(actor, companyHeader, requestId, what, requestClient(req));
      if (scope.apiKeyUid) {
        const decision = await consumeKey(scope.apiKeyUid, scope.apiKeyRateLimit ?? defaultKeyRateLimit());
        rate = decision.headers;
        if (!decision.allowed) throw rateLimited(decision.headers["RateLimit-Limit"]!, decision.retryAfter);
      }
      if (op.staffOnly && !scope.user.isZebeler) throw new ForbiddenError();
      if (op.permission && !roleAllows(scope.role, op.permission)) throw new ForbiddenError();
      if (scope.apiKeyScopes && !scopesAllow(scope.apiKeyScopes, operationArea(op), op.method)) {
        throw new ForbiddenError(
          `This API key's scopes do not allow this request (it needs ${operationArea(op)}:${readOnly(op.method) ? "read" : "write"})`,
        );
      }
      // The Idempotency-Key is claimed before the work (a repeat meanwhile gets 409), then keeps the answer.
      const idempotent = idempotencyKey(req);
      const claim = idempotent ? await claimKey(scope, idempotent, req.nextUrl.pathname) : null;
      if (claim instanceof Response) return claim;
      try {
        const input = await parseInput(req, ctx, op, requestId);
        if (readOnly(req.method)) return handler({ ...input, scope });
        try {
          const answer = toResponse(await handler({ ...input, scope }));
          if (claim) await settleClaim(claim, answer);
          return answer;
        } finally {
          // A write may change what a remembered session answers (a role, a deactivation, the company): this
          // process reads sessions afresh from here on (auth/session-cache.ts).
          forgetSessions();
          forgetApiKeys();
        }
      } catch (error) {
        if (claim) await releaseClaim(claim);
        throw error;
      }
    })();
    // Every answer to a key carries its allowance, errors and 429 included (public-api/rate-limit.ts).
    for (const [name, value] of Object.entries(rate ?? {})) res.headers.set(name, value);
    return res;
  };
  return Object.assign(handle, { meta: { operation: op } satisfies RouteMeta });
}

function rateLimited(limit: string, retryAfter: number) {
  return new RateLimitedError(
    `This API key made more than ${limit} requests a minute. Wait ${retryAfter} s and try again.`,
    retryAfter,
  );
}

/** A handler that needs no sign-in (health, account activation, login). Same envelope and request id. */
export function publicRoute<B extends z.ZodType = z.ZodUndefined, Q extends z.ZodType = z.ZodUndefined>(
  op: Options<B, Q> & { public: true },
  handler: Handler<B, Q, object>,
) {
  const handle = (req: NextRequest, ctx?: RouteContext) =>
    run(req, op, async (requestId) => handler(await parseInput(req, ctx, op, requestId)))();
  return Object.assign(handle, { meta: { operation: op } satisfies RouteMeta });
}

/** Handlers that only refuse (405, unknown path): the OpenAPI document and the route tests leave them out. */
const refusing = { meta: { refusal: true } satisfies RouteMeta };

function refusal(error: () => ApiError) {
  const handle = (req: NextRequest) =>
    run(req, undefined, async () => {
      throw error();
    })();
  return Object.assign(handle, refusing);
}

/**
 * The methods a route file does not handle, answered 405 with `Allow` and the JSON error envelope (Next would
 * answer an empty 405). Each route file ends with `export const { … } = otherMethods("GET", …)`.
 */
export function otherMethods(...handled: HttpMethod[]) {
  const allow = [...handled, ...(handled.includes("GET") ? ["HEAD"] : []), "OPTIONS"].join(", ");
  const notAllowed = refusal(
    () => new ApiError("method_not_allowed", "This method is not allowed here", undefined, { Allow: allow }),
  );
  return Object.fromEntries(httpMethods.map((m) => [m, notAllowed])) as Record<HttpMethod, typeof notAllowed>;
}

/** Every method of a path the API does not have: 404 in the error envelope, never an HTML page. */
export function unknownPath() {
  const notFound = refusal(() => new NotFoundError("No such API path"));
  return Object.fromEntries(httpMethods.map((m) => [m, notFound])) as Record<HttpMethod, typeof notFound>;
}

/** Whether a route module's export only refuses (see otherMethods and unknownPath). */
export function isRefusal(handler: unknown): boolean {
  return (
    typeof handler === "function" &&
    "meta" in handler &&
    (handler.meta as { refusal?: boolean }).refusal === true
  );
}
