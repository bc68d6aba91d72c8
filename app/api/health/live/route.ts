import { connection } from "next/server";
import { systemOperations } from "@/lib/contract/system";
import { checkLiveness } from "@/lib/server/health";
import { otherMethods, publicRoute } from "@/lib/server/route";

export const GET = publicRoute(systemOperations.live, async () => {
  await connection();
  return checkLiveness();
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
