import { ssoErrorMessages } from "./sso";

// The sign-in messages, shared by the API's answers and the sign-in page. After a sign-in posted as a plain
// HTML form (before the page's script ran) the login route redirects back with one of these codes, never
// with free text in the URL.
export const invalidCredentialsMessage = "Invalid email or password";
export const ssoRequiredMessage =
  "Your company signs in with single sign-on. Use your company's SSO to sign in.";

export const loginErrorMessages = {
  unauthorized: invalidCredentialsMessage,
  forbidden: ssoRequiredMessage,
  rate_limited: "Too many failed sign-in attempts. Try again in a few minutes.",
  validation_error: "Enter your email and password.",
  ...ssoErrorMessages,
} as const;

export type LoginErrorCode = keyof typeof loginErrorMessages;

export function loginErrorMessage(code: string | undefined): string | undefined {
  return code && code in loginErrorMessages ? loginErrorMessages[code as LoginErrorCode] : undefined;
}
