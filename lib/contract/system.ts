// The operations that describe the server itself: health (also liveness, readiness) and the API reference.
import { z } from "zod";
import { operation } from "./operation";

export const systemOperations = {
  health: operation({
    method: "GET",
    path: "/api/health",
    summary: "Whether the app is up and its database answers (503 when it does not)",
    public: true,
    response: z.object({
      status: z.enum(["ok", "error"]),
      database: z.string().describe("pglite or postgres"),
      message: z.string().optional(),
    }),
  }),
  live: operation({
    method: "GET",
    path: "/api/health/live",
    summary: "Liveness: the process answers (the database is not checked)",
    public: true,
    response: z.object({ status: z.literal("ok") }),
  }),
  ready: operation({
    method: "GET",
    path: "/api/health/ready",
    summary:
      "Readiness: the database answers and has every migration (503 while one is pending or it does not)",
    public: true,
    response: z.object({
      status: z.enum(["ok", "error"]),
      database: z.string().describe("pglite or postgres"),
      pending: z.number().int().optional().describe("Migrations this build ships that the database lacks"),
      message: z.string().optional(),
    }),
  }),
  openapi: operation({
    method: "GET",
    path: "/api/v1/openapi.json",
    summary: "This API's OpenAPI 3.1 description",
    public: true,
    response: z.record(z.string(), z.unknown()),
  }),
};
