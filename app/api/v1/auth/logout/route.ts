import { signOut } from "@/auth";
import { authOperations } from "@/lib/contract/auth";
import { otherMethods, publicRoute } from "@/lib/server/route";

export const POST = publicRoute(authOperations.logout, async () => {
  await signOut({ redirect: false });
  return { ok: true as const };
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
