// POST /api/v1/auth/logout — end the session on the server and clear the cookie
import { signOut } from "@/auth";
import { otherMethods, publicRoute } from "@/lib/server/route";

export const POST = publicRoute({}, async () => {
  await signOut({ redirect: false });
  return { ok: true };
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
