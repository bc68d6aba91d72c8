// The page-content and top-level error fallbacks and the user / company gate panels rendered to HTML: the
// exact texts, written out here rather than imported, so a change to the
// constants the components use shows up as a failing test.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createElement, type ReactElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { prerender } from "react-dom/static";
import { describe, expect, it, vi } from "vitest";
import AppError from "@/app/(app)/error";
import GlobalError from "@/app/global-error";
import { SessionGates } from "@/components/layout/gates";
import { ApiClientError } from "@/lib/client/api";
import { companyQueryKey, type SessionSeed, SessionSeedContext, selfQueryKey } from "@/lib/client/session";

// next/font needs Next's compiler; the fallback only reads the fonts' CSS variable names.
vi.mock("geist/font/sans", () => ({ GeistSans: { variable: "font-sans-var" } }));
vi.mock("geist/font/mono", () => ({ GeistMono: { variable: "font-mono-var" } }));

const companyUid = "00000000-0000-4000-8000-000000000002";
const seed = {
  user: { uid: "00000000-0000-4000-8000-0000000000aa", email: "alice@acme.test", version: 1 },
  company: { uid: companyUid, company_name: "Acme Builders", version: 1 },
  seededAt: Date.now(),
} as unknown as SessionSeed;

/** HTML text without tags, whitespace collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ")
    .trim();

/**
 * A query whose refetch the server refused (the session ended, the company is gone): the seeded data is
 * still cached, but a 401/403/404 means it can no longer be trusted, so the gate shows its panel.
 */
function failedQuery(client: QueryClient, queryKey: readonly unknown[], data: unknown, status: number) {
  client
    .getQueryCache()
    .build(client, { queryKey: [...queryKey] })
    .setState({
      status: "error",
      fetchStatus: "idle",
      data,
      dataUpdatedAt: seed.seededAt,
      error: new ApiClientError("Unauthenticated", status),
      errorUpdateCount: 1,
      errorUpdatedAt: Date.now(),
    });
}

function renderGates(client: QueryClient) {
  const content: ReactNode = createElement("p", null, "the app");
  return renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client },
      createElement(SessionSeedContext.Provider, { value: seed }, createElement(SessionGates, null, content)),
    ),
  );
}

describe("page content fallback", () => {
  it("shows 'An Error Occurred' and its message, with a way to try again", () => {
    const html = renderToStaticMarkup(createElement(AppError, { error: new Error("boom"), retry: () => {} }));
    expect(html).toContain('role="alert"');
    expect(html).toMatch(/<h2[^>]*>An Error Occurred<\/h2>/);
    expect(textOf(html)).toContain(
      "Something went wrong. Please try refreshing the page. If the problem persists, please contact support.",
    );
    expect(textOf(html)).toContain("Try again");
    // The error's own text never reaches the user.
    expect(html).not.toContain("boom");
  });
});

/** The HTML once everything has loaded (the top-level fallback loads its screen when the error happens). */
async function renderLoaded(element: ReactElement): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

describe("top-level fallback", () => {
  it("shows 'Something went wrong' and its message, with a reload button", async () => {
    const html = await renderLoaded(
      createElement(GlobalError, { error: new Error("boom"), retry: () => {} }),
    );
    expect(html).toMatch(/<h2[^>]*>Something went wrong<\/h2>/);
    expect(textOf(html)).toContain(
      "An unexpected error occurred. Try reloading the page. Our team has been notified and is working on a fix.",
    );
    expect(textOf(html)).toContain("Reload the page");
    expect(html).not.toContain("boom");
    expect(html).toContain('role="alert"');
  });
});

describe("session gates", () => {
  it("render the app when the user and the company are there", () => {
    const html = renderGates(new QueryClient());
    expect(html).toBe("<p>the app</p>");
  });

  it("show the user panel when the user cannot be loaded", () => {
    const client = new QueryClient();
    failedQuery(client, selfQueryKey, seed.user, 401);
    const text = textOf(renderGates(client));
    expect(text).toContain("An error occurred loading user. Try logging out and logging back in.");
    expect(text).toContain("Sign Out");
    expect(text).not.toContain("the app");
  });

  it("show the company panel when the user loads but the company cannot", () => {
    const client = new QueryClient();
    failedQuery(client, companyQueryKey(companyUid), seed.company, 403);
    const text = textOf(renderGates(client));
    expect(text).toContain("An error occurred loading company. Try logging out and logging back in.");
    expect(text).not.toContain("loading user");
    expect(text).not.toContain("the app");
  });
});
