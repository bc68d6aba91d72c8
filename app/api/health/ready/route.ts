import { connection } from "next/server";
import { systemOperations } from "@/lib/contract/system";
import { checkReadiness } from "@/lib/server/health";
import { otherMethods, publicRoute } from "@/lib/server/route";

export const GET = publicRoute(systemOperations.ready, async () => {
  await connection();
  return checkReadiness();
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
