import NextAuth, { CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { loginInput } from "./lib/contract/auth";
import { checkCredentials, type LoginFailure } from "./lib/server/auth/login";
import { sessionClaims } from "./lib/server/auth/session-claims";
import { createSession, deleteSession, sessionLifetimes } from "./lib/server/auth/sessions";

/** Carries why a sign-in failed to the login route (rate limit, SSO account, bad credentials). */
export class LoginError extends CredentialsSignin {
  constructor(readonly failure: LoginFailure) {
    super();
    this.code = failure.kind;
  }
}

// Lazy config: the environment is read at the first request, never during `next build`.
export const { handlers, auth, signIn, signOut } = NextAuth(() => ({
  trustHost: true,
  pages: { signIn: "/login" },
  // The cookie lives exactly as long as the server session may (proxy.ts never re-issues it).
  session: { strategy: "jwt", maxAge: Math.floor(sessionLifetimes().absoluteMs / 1000) },
  logger: {
    // A wrong password is not a server error worth a stack trace in the log.
    error: (error) => {
      if (!(error instanceof CredentialsSignin) && !(error.cause && "err" in (error.cause as object)))
        console.error(error);
    },
  },
  providers: [
    Credentials({
      credentials: { email: {}, password: {} },
      async authorize(credentials, request) {
        const parsed = loginInput.safeParse(credentials);
        if (!parsed.success) throw new LoginError({ kind: "invalid" });
        const ip = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() ?? null;
        const result = await checkCredentials({ ...parsed.data, ip });
        if (!result.ok) throw new LoginError(result.failure);
        const sid = await createSession(result.user.uid, request.headers.get("user-agent"));
        return { id: result.user.uid, email: result.user.email, sid };
      },
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user && "sid" in user) token.sid = user.sid;
      return token;
    },
    // The session endpoint carries the identity claims (spec §3), however the user signed in.
    async session({ session, token }) {
      const claims = await sessionClaims(token.sid);
      return claims ? { ...session, ...claims } : session;
    },
  },
  events: {
    async signOut(message) {
      const sid = "token" in message ? message.token?.sid : undefined;
      if (typeof sid === "string") await deleteSession(sid);
    },
  },
}));
