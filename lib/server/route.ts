import { randomUUID } from "node:crypto";
import { type NextRequest, NextResponse } from "next/server";
import type { z } from "zod";
import { type Permission, roleAllows } from "@/lib/domain/roles";
import { normalizeUid } from "@/lib/domain/uid";
import { fieldErrors } from "@/lib/domain/validation";
import { ApiError, ForbiddenError, NotFoundError, PreconditionFailedError, ValidationError } from "./errors";
import { errorResponse, parseIfMatch } from "./http";
import { reportError } from "./report";
import { resolveActor, resolveScope, type Scope } from "./scope";

type Params = Record<string, string>;
type RouteContext = { params: Promise<Params> };

type Options<B extends z.ZodType, Q extends z.ZodType> = {
  permission?: Permission;
  staffOnly?: boolean;
  body?: B;
  /** Also accept an application/x-www-form-urlencoded body (what pusher-js posts by default). */
  formBody?: boolean;
  query?: Q;
  /** Params named here must be uids; any other value answers 404 like an unknown id. */
  uidParams?: string[];
};

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

const maxBodyBytes = 1_000_000;

async function readBody(req: NextRequest, schema: z.ZodType | undefined, acceptForm = false) {
  if (!schema) return undefined;
  const type = req.headers.get("content-type") ?? "";
  const form = acceptForm && type.includes("application/x-www-form-urlencoded");
  if (!form && !type.includes("application/json")) {
    const accepted = acceptForm
      ? "application/json or application/x-www-form-urlencoded"
      : "application/json";
    throw new ApiError("unsupported_media_type", `Send the body as ${accepted}`);
  }
  const text = await req.text();
  if (text.length > maxBodyBytes) throw new ApiError("payload_too_large", "The request body is too large");
  if (form) return parse(schema, Object.fromEntries(new URLSearchParams(text)));
  let json: unknown;
  try {
    json = text === "" ? {} : JSON.parse(text);
  } catch {
    throw new ApiError("bad_request", "Malformed JSON body");
  }
  return parse(schema, json);
}

function parse(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (!result.success) throw new ValidationError(fieldErrors(result.error));
  return result.data;
}

async function parseInput<B extends z.ZodType, Q extends z.ZodType>(
  req: NextRequest,
  ctx: RouteContext | undefined,
  options: Options<B, Q>,
  requestId: string,
): Promise<Input<B, Q>> {
  const params = { ...((await ctx?.params) ?? {}) };
  for (const name of options.uidParams ?? []) {
    const uid = normalizeUid(params[name] ?? "");
    if (!uid) throw new NotFoundError();
    params[name] = uid;
  }
  const query = options.query
    ? parse(options.query, Object.fromEntries(req.nextUrl.searchParams))
    : undefined;
  const ifMatch = parseIfMatch(req.headers.get("if-match"));
  if (Number.isNaN(ifMatch)) throw new PreconditionFailedError("If-Match must carry a version from ETag");
  const body = await readBody(req, options.body, options.formBody);
  return { req, body: body as z.output<B>, query: query as z.output<Q>, params, requestId, ifMatch };
}

function toResponse(result: unknown): Response {
  if (result instanceof Response) return result;
  if (result === undefined) return new NextResponse(null, { status: 204 });
  return NextResponse.json(result);
}

function run(work: (requestId: string) => Promise<unknown>) {
  return async (): Promise<Response> => {
    const requestId = randomUUID();
    let response: Response;
    try {
      response = toResponse(await work(requestId));
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) return errorResponse(error, requestId);
      console.error(`[${requestId}]`, error);
      // Only 5xx is reported; 4xx is the client's mistake and answered above.
      reportError(error, { requestId });
      return errorResponse(new ApiError("internal_error", "Something went wrong."), requestId);
    }
    response.headers.set("x-request-id", requestId);
    return response;
  };
}

/** What a handler declares about itself; the OpenAPI document (lib/server/openapi) is built from it. */
export type RouteMeta = {
  public: boolean;
  permission?: Permission;
  staffOnly?: boolean;
  body?: z.ZodType;
  query?: z.ZodType;
  formBody?: boolean;
};

type Described = { meta: RouteMeta };

/** Every authenticated /api/v1 handler: actor → scope → permission → validated input → service. */
export function route<B extends z.ZodType = z.ZodUndefined, Q extends z.ZodType = z.ZodUndefined>(
  options: Options<B, Q>,
  handler: Handler<B, Q, { scope: Scope }>,
) {
  const handle = (req: NextRequest, ctx?: RouteContext) =>
    run(async (requestId) => {
      const actor = await resolveActor(req);
      const what = `${req.method} ${req.nextUrl.pathname}`;
      const scope = await resolveScope(actor, req.headers.get("company-uid"), requestId, what);
      if (options.staffOnly && !scope.user.isZebeler) throw new ForbiddenError();
      if (options.permission && !roleAllows(scope.role, options.permission)) throw new ForbiddenError();
      const input = await parseInput(req, ctx, options, requestId);
      return handler({ ...input, scope });
    })();
  return Object.assign(handle, { meta: { public: false, ...declared(options) } } satisfies Described);
}

/** A handler that needs no sign-in (health, account activation, login). Same envelope and request id. */
export function publicRoute<B extends z.ZodType = z.ZodUndefined, Q extends z.ZodType = z.ZodUndefined>(
  options: Omit<Options<B, Q>, "permission" | "staffOnly">,
  handler: Handler<B, Q, object>,
) {
  const handle = (req: NextRequest, ctx?: RouteContext) =>
    run(async (requestId) => handler(await parseInput(req, ctx, options, requestId)))();
  return Object.assign(handle, { meta: { public: true, ...declared(options) } } satisfies Described);
}

function declared(options: Options<z.ZodType, z.ZodType>): Omit<RouteMeta, "public"> {
  const { permission, staffOnly, body, query, formBody } = options;
  return { permission, staffOnly, body, query, formBody };
}
