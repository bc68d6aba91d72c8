import type { NextAuthConfig } from "next-auth";

// Edge-safe half of the Auth.js config, used by proxy.ts: no database, no argon2.
const publicPaths = [/^\/login(\/|$)/, /^\/users\/activate\//];

export const authConfig = {
  trustHost: true,
  pages: { signIn: "/login" },
  session: { strategy: "jwt" },
  providers: [],
  callbacks: {
    // Only decides redirects; every page and API request is authorised again on the server.
    authorized({ auth, request }) {
      if (publicPaths.some((p) => p.test(request.nextUrl.pathname))) return true;
      return Boolean(auth?.user);
    },
  },
} satisfies NextAuthConfig;
