import { expect, test } from "@playwright/test";

// Through the real server: Next's own routing must not answer an HTML page, an empty 405 or a Server Action's
// 409 under /api/v1.

test("an unknown API path answers 404 in JSON, to a multipart POST too", async ({ request }) => {
  const get = await request.get("/api/v1/no/such/thing");
  expect(get.status()).toBe(404);
  expect(get.headers()["content-type"]).toMatch(/^application\/json/);
  expect(await get.json()).toMatchObject({ code: "not_found", message: "No such API path" });

  const multipart = await request.post("/api/v1/no-such-upload", {
    multipart: { file: { name: "a.txt", mimeType: "text/plain", buffer: Buffer.from("hi") } },
    headers: { "next-action": "0123456789abcdef" },
  });
  expect(multipart.status()).toBe(404);
  expect((await multipart.json()).code).toBe("not_found");
});

test("a method a route does not handle answers 405 in JSON with Allow", async ({ request }) => {
  const res = await request.patch("/api/v1/project", { data: {} });
  expect(res.status()).toBe(405);
  expect(res.headers().allow).toBe("GET, POST, HEAD, OPTIONS");
  expect(await res.json()).toMatchObject({ code: "method_not_allowed" });
});

test("a write from another site with the session cookie is refused; from the app itself it goes through", async ({
  page,
}) => {
  await page.request.post("/api/v1/auth/login", {
    data: { email: "editor@acme.test", password: "plinth-demo" },
  });
  const foreign = await page.request.post("/api/v1/project", {
    headers: { origin: "https://evil.test", "content-type": "text/plain; application/json" },
    data: JSON.stringify({ name: "Cross-site" }),
  });
  expect(foreign.status()).toBe(403);
  const plain = await page.request.post("/api/v1/project", {
    headers: { "content-type": "text/plain; application/json" },
    data: JSON.stringify({ name: "Not JSON" }),
  });
  expect(plain.status()).toBe(415);
  const logout = await page.request.post("/api/v1/auth/logout", { headers: { origin: "https://evil.test" } });
  expect(logout.status()).toBe(403);
  expect((await page.request.get("/api/v1/self")).status()).toBe(200);
});
