import { connection } from "next/server";
import { systemOperations } from "@/lib/contract/system";
import { checkHealth } from "@/lib/server/health";
import { otherMethods, publicRoute } from "@/lib/server/route";

export const GET = publicRoute(systemOperations.health, async () => {
  await connection();
  return checkHealth();
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
