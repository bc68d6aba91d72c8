// next-auth's entry cannot load under vitest (it imports "next/server" without an extension). Only public
// routes (Auth.js, login, logout) use it, and the suites that walk every route never sign in through it, so a
// stub that keeps its exports will do: `vi.mock("next-auth", () => import("./next-auth-stub"))`.
const handler = async () => new Response(null, { status: 501 });
const instance = {
  handlers: { GET: handler, POST: handler },
  auth: handler,
  signIn: handler,
  signOut: handler,
};

export default () => instance;
export class CredentialsSignin extends Error {}
