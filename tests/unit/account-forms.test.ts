// The My Account dialog's body rendered to HTML: which forms a password user and an SSO user get.
// (An SSO account cannot sign in with a password, so the e2e suite cannot open its dialog.)
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AccountForms } from "@/components/account/account-forms";
import type { UserDto } from "@/lib/client/session";

const user = {
  uid: "00000000-0000-4000-8000-0000000000aa",
  email: "alice@acme.test",
  username: "alice@acme.test",
  firstname: "Alice",
  lastname: "Admin",
  roles: ["admin"],
  is_zebeler: false,
  login_type: "password",
  company: "00000000-0000-4000-8000-000000000002",
  is_active: true,
  version: 1,
} as unknown as UserDto;

function render(u: UserDto) {
  const client = new QueryClient();
  return renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client },
      createElement(AccountForms, { user: u, onDone: () => {} }),
    ),
  );
}

describe("AccountForms", () => {
  it("gives a password user the Profile (default) and Password tabs", () => {
    const html = render(user);
    expect(html).toContain('role="tablist"');
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>Profile</);
    expect(html).toMatch(/role="tab"[^>]*aria-selected="false"[^>]*>Password</);
    expect(html).toContain('id="account-firstname"');
    expect(html).toContain('id="account-lastname"');
    expect(html).toContain("Save Profile");
  });

  it("gives a single sign-on user only the profile form, with no tabs", () => {
    const html = render({ ...user, login_type: "sso" });
    expect(html).not.toContain('role="tablist"');
    expect(html).not.toContain('role="tab"');
    expect(html).toContain("First Name");
    expect(html).toContain("Last Name");
    expect(html).toContain("Save Profile");
    expect(html).not.toContain("Current Password");
    expect(html).not.toContain("Change Password");
  });
});
