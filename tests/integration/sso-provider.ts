// A real OpenID provider (oidc-provider) on a loopback port for the single sign-on tests, and a tiny
// "browser" that follows its redirects with a cookie jar. The provider's login step is answered by the test:
// whoever `signInAs` names signs in, with the claims given.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

export type Account = { email: string; email_verified?: boolean; given_name?: string; family_name?: string };

export type TestProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The account the next sign-in at the provider answers with. */
  signInAs: (account: Account) => void;
  /** Seconds an authorization code lives (the "expired code" test shortens it). */
  setCodeTtl: (seconds: number) => void;
  /** Follows the authorization URL through the provider's login and consent to the redirect back. */
  authorize: (authorizationUrl: string) => Promise<URL>;
  close: () => Promise<void>;
};

export async function startTestProvider(redirectUri: string): Promise<TestProvider> {
  let account: Account = { email: "nobody@example.test", email_verified: true };
  let codeTtl = 60;
  const server: Server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = "plinth-test";
  const clientSecret = "plinth-test-secret-0123456789";
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["given_name", "family_name"] },
    findAccount: async (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: async () => ({ sub, ...account }),
    }),
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    // biome-ignore lint/correctness/noComponentHookFactories: oidc-provider's option name, not a React component
    ttl: { AuthorizationCode: () => codeTtl },
  });
  provider.on("server_error", (_ctx, error) => console.error(error));
  const handler = provider.callback();
  server.on("request", async (req, res) => {
    if (!req.url?.startsWith("/interaction/")) return handler(req, res);
    // The login and consent screens, answered at once for `account`.
    const details = await provider.interactionDetails(req, res);
    const accountId = account.email;
    const grant = new provider.Grant({ accountId, clientId });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { login: { accountId }, consent: { grantId } });
  });

  async function authorize(authorizationUrl: string): Promise<URL> {
    const jar = new Map<string, string>();
    let url = new URL(authorizationUrl);
    for (let hop = 0; hop < 10; hop++) {
      if (url.href.startsWith(redirectUri)) return url;
      const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
      const res = await fetch(url, { redirect: "manual", headers: cookie ? { cookie } : {} });
      for (const set of res.headers.getSetCookie()) {
        const [pair] = set.split(";");
        const at = pair!.indexOf("=");
        jar.set(pair!.slice(0, at), pair!.slice(at + 1));
      }
      const location = res.headers.get("location");
      if (!location) throw new Error(`The provider answered ${res.status} at ${url}: ${await res.text()}`);
      url = new URL(location, url);
    }
    throw new Error("Too many redirects at the provider");
  }

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs: (next) => {
      account = { email_verified: true, ...next };
    },
    setCodeTtl: (seconds) => {
      codeTtl = seconds;
    },
    authorize,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
