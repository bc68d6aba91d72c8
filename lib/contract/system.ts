// The operations that describe the server itself: health and the API reference.
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
  openapi: operation({
    method: "GET",
    path: "/api/v1/openapi.json",
    summary: "This API's OpenAPI 3.1 description",
    public: true,
    response: z.record(z.string(), z.unknown()),
  }),
};
