// Single sign-on (OpenID Connect): Settings › Single sign-on's form, its connection test, and the sign-in
// start and callback under /api/v1/auth/sso.
import { z } from "zod";
import { roles } from "@/lib/domain/roles";
import { isAllowedIssuerUrl, isDomain } from "@/lib/domain/sso";
import { required } from "@/lib/domain/validation";
import { operation } from "./operation";

const issuerUrl = z
  .string({ error: required })
  .trim()
  .min(1, "Required")
  .max(500)
  .refine(isAllowedIssuerUrl, "Enter the issuer's https:// URL");

export const ssoConfigDto = z.object({
  configured: z.boolean().describe("Whether the company has saved a configuration"),
  issuer_url: z.string(),
  client_id: z.string(),
  has_client_secret: z.boolean().describe("The secret itself is write-only and never returned"),
  domains: z.array(z.string()),
  default_role: z.enum(roles),
  jit_enabled: z.boolean(),
  require_sso: z.boolean(),
  redirect_uri: z.string().describe("The callback URL to register with the identity provider"),
  version: z.number().int(),
});
export type SsoConfigDto = z.infer<typeof ssoConfigDto>;

export const ssoConfigInput = z
  .object({
    issuer_url: issuerUrl,
    client_id: z.string({ error: required }).trim().min(1, "Required").max(300),
    client_secret: z
      .string()
      .max(500)
      .optional()
      .describe("Leave out (or empty) to keep the secret already saved"),
    domains: z
      .array(z.string().trim().toLowerCase().max(253).refine(isDomain, "Enter domains like example.com"))
      .min(1, "Enter at least one email domain")
      .max(20),
    default_role: z.enum(roles, { error: "Must be admin, editor or viewer" }),
    jit_enabled: z.boolean(),
    require_sso: z.boolean(),
  })
  .strict();
export type SsoConfigInput = z.infer<typeof ssoConfigInput>;

export const ssoTestInput = z.object({ issuer_url: issuerUrl }).strict();

export const ssoTestDto = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string(),
  token_endpoint: z.string(),
  jwks_uri: z.string(),
  userinfo_endpoint: z.string().nullable(),
  id_token_signing_alg_values_supported: z.array(z.string()),
  code_challenge_methods_supported: z.array(z.string()),
});
export type SsoTestDto = z.infer<typeof ssoTestDto>;

export const ssoStartInput = z.object({
  email: z
    .string({ error: required })
    .trim()
    .min(1, "Required")
    .max(320)
    .email("Enter a valid email address"),
  callbackUrl: z.string().max(2048).optional(),
});

export const ssoStartDto = z.object({
  method: z.enum(["password", "sso"]),
  redirect_url: z.string().optional().describe("With method sso: where the browser goes next"),
});
export type SsoStartDto = z.infer<typeof ssoStartDto>;

export const ssoCallbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
  iss: z.string().max(500).optional(),
});

export const ssoOperations = {
  get: operation({
    method: "GET",
    path: "/api/v1/company/sso",
    summary: "Read the company's single sign-on configuration (the client secret is never returned)",
    permission: "company.update",
    response: ssoConfigDto,
  }),
  update: operation({
    method: "PUT",
    path: "/api/v1/company/sso",
    summary: "Save the company's single sign-on configuration",
    description:
      "Send If-Match with the version read (0 before the first save). Turning on require_sso makes every " +
      "user of the company in these domains sign in with SSO (staff keep their password).",
    permission: "company.update",
    body: ssoConfigInput,
    response: ssoConfigDto,
  }),
  test: operation({
    method: "POST",
    path: "/api/v1/company/sso/test",
    summary: "Run OpenID Connect discovery on an issuer and report what it found",
    permission: "company.update",
    body: ssoTestInput,
    response: ssoTestDto,
  }),
  start: operation({
    method: "POST",
    path: "/api/v1/auth/sso/start",
    summary: "Where an email signs in: its company's identity provider, or the password form",
    public: true,
    body: ssoStartInput,
    response: ssoStartDto,
  }),
  callback: operation({
    method: "GET",
    path: "/api/v1/auth/sso/callback",
    summary:
      "The identity provider's redirect back: signs in and redirects to the app, or to /login with an error",
    public: true,
    query: ssoCallbackQuery,
    status: 303,
    produces: "text/html",
  }),
};

/** Settings › Single sign-on's form: the domains typed as one line, comma or space separated. */
export const ssoConfigForm = ssoConfigInput.extend({
  client_secret: z.string().max(500),
  domains: z.string().trim().min(1, "Enter at least one email domain").max(2000),
});

/** The form's domains line as the API's list. */
export function domainList(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((d) => d.trim().toLowerCase())
    .filter(Boolean);
}
