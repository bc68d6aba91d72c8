// GET /api/health — the app is up and its database answers
import { connection } from "next/server";
import { checkHealth } from "@/lib/server/health";
import { otherMethods, publicRoute } from "@/lib/server/route";

export const GET = publicRoute({}, async () => {
  await connection();
  return checkHealth();
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
