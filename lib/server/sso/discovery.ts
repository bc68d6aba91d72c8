// OpenID Connect discovery (/.well-known/openid-configuration) and the provider's signing keys, remembered
// per process for ten minutes. Both are fetched through net/outbound.ts, like every request to the provider
// (flow.ts), so an issuer whose name resolves to an internal address is refused.
import { createLocalJWKSet, type JSONWebKeySet } from "jose";
import type { SsoTestDto } from "@/lib/contract/sso";
import { ApiError } from "../errors";
import { OutboundRefused, outboundRequest, outboundUrlProblem } from "../net/outbound";

const cacheMs = 10 * 60_000;
const found = new Map<string, { at: number; value: SsoTestDto }>();
type KeySet = ReturnType<typeof createLocalJWKSet>;
const keySets = new Map<string, { at: number; keys: KeySet }>();
/** A signing key the cached set lacks (rotated at the provider) refetches the set, at most this often. */
const refetchAfterMs = 30_000;

const trimSlash = (url: string) => url.replace(/\/+$/, "");

function failed(issuer: string, why: string): ApiError {
  return new ApiError("unprocessable", `Discovery failed for ${issuer}: ${why}`);
}

async function fetchConfiguration(issuer: string): Promise<SsoTestDto> {
  const url = `${trimSlash(issuer)}/.well-known/openid-configuration`;
  let res: { status: number; text: string };
  try {
    // Never an internal address (net/outbound.ts): the issuer is typed by a company admin.
    res = await outboundRequest(url, { timeoutMs: 5000, maxBytes: 256_000 });
  } catch (error) {
    if (error instanceof OutboundRefused) throw failed(issuer, `${error.message}.`);
    throw failed(issuer, `could not reach ${url}.`);
  }
  if (res.status < 200 || res.status >= 300) throw failed(issuer, `${url} answered ${res.status}.`);
  let doc: Record<string, unknown> | null = null;
  try {
    doc = JSON.parse(res.text) as Record<string, unknown> | null;
  } catch {
    doc = null;
  }
  if (!doc || typeof doc !== "object") throw failed(issuer, "the answer is not JSON.");
  const text = (name: string) => (typeof doc[name] === "string" ? (doc[name] as string) : "");
  const list = (name: string) =>
    Array.isArray(doc[name]) ? (doc[name] as unknown[]).filter((v) => typeof v === "string").map(String) : [];
  for (const name of ["issuer", "authorization_endpoint", "token_endpoint", "jwks_uri"]) {
    if (!text(name)) throw failed(issuer, `the document has no ${name}.`);
  }
  for (const name of ["authorization_endpoint", "token_endpoint", "jwks_uri", "userinfo_endpoint"]) {
    const problem = text(name) && outboundUrlProblem(text(name));
    if (problem) throw failed(issuer, `the document's ${name} is refused: ${problem}.`);
  }
  if (trimSlash(text("issuer")) !== trimSlash(issuer))
    throw failed(issuer, `the document names another issuer (${text("issuer")}).`);
  return {
    issuer: text("issuer"),
    authorization_endpoint: text("authorization_endpoint"),
    token_endpoint: text("token_endpoint"),
    jwks_uri: text("jwks_uri"),
    userinfo_endpoint: text("userinfo_endpoint") || null,
    id_token_signing_alg_values_supported: list("id_token_signing_alg_values_supported"),
    code_challenge_methods_supported: list("code_challenge_methods_supported"),
  };
}

/** The provider's endpoints; `fresh` skips the cache (the Test connection button). */
export async function discover(issuer: string, fresh = false): Promise<SsoTestDto> {
  const hit = found.get(issuer);
  if (!fresh && hit && Date.now() - hit.at < cacheMs) return hit.value;
  const value = await fetchConfiguration(issuer);
  found.set(issuer, { at: Date.now(), value });
  return value;
}

/**
 * The provider's signing keys (its JWKS), fetched with outboundRequest (never createRemoteJWKSet's own fetch,
 * which would skip the address check). `stale` asks for a refetch, done when the set is older than 30 s (a
 * token signed with a key the cached set lacks: the provider rotated its keys).
 */
export async function providerKeys(jwksUri: string, stale = false): Promise<KeySet> {
  const hit = keySets.get(jwksUri);
  const age = hit ? Date.now() - hit.at : Number.POSITIVE_INFINITY;
  if (hit && age < cacheMs && !(stale && age > refetchAfterMs)) return hit.keys;
  const res = await outboundRequest(jwksUri, { timeoutMs: 5000, maxBytes: 256_000 });
  if (res.status < 200 || res.status >= 300) throw new Error(`${jwksUri} answered ${res.status}`);
  const set = JSON.parse(res.text) as JSONWebKeySet;
  if (!set || !Array.isArray(set.keys)) throw new Error(`${jwksUri} is not a JSON Web Key Set`);
  const keys = createLocalJWKSet(set);
  keySets.set(jwksUri, { at: Date.now(), keys });
  return keys;
}
