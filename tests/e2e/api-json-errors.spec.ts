import { type APIResponse, expect, test } from "@playwright/test";

// Through the built server, every answer under /api/v1 is JSON in the error envelope: Next's own routing
// (its HTML not-found page, an empty 405, a Server Action's 409) never answers there.

async function expectEnvelope(res: APIResponse, status: number, code: string) {
  expect(res.status(), `${res.url()} ${await res.text()}`).toBe(status);
  expect(res.headers()["content-type"]).toMatch(/^application\/json/);
  expect(await res.json()).toMatchObject({
    code,
    message: expect.any(String),
    request_id: expect.any(String),
  });
}

const multipart = { file: { name: "a.txt", mimeType: "text/plain", buffer: Buffer.from("hi") } };

test("unknown paths answer 404 in JSON, at any depth, to any method", async ({ request }) => {
  for (const path of [
    "/api/v1",
    "/api/v1/no-such-thing",
    "/api/v1/project/3f0c6b1e-8a52-4c53-9d7e-1c2f3a4b5c6d/nothing",
  ]) {
    await expectEnvelope(await request.get(path), 404, "not_found");
    await expectEnvelope(await request.delete(path), 404, "not_found");
    await expectEnvelope(await request.post(path, { data: { a: 1 } }), 404, "not_found");
  }
});

test("a multipart POST to an unknown path answers 404, never a Server Action's 409", async ({ request }) => {
  await expectEnvelope(await request.post("/api/v1/no-such-upload", { multipart }), 404, "not_found");
  const asAction = await request.post("/api/v1/no-such-upload", {
    multipart,
    headers: { "next-action": "0123456789abcdef0123456789abcdef01234567" },
  });
  await expectEnvelope(asAction, 404, "not_found");
  const urlencoded = await request.post("/api/v1/no-such-form", {
    form: { a: "b" },
    headers: { "next-action": "0123456789abcdef0123456789abcdef01234567" },
  });
  await expectEnvelope(urlencoded, 404, "not_found");
});

test("a method the route does not handle answers 405 in JSON with Allow", async ({ request }) => {
  const res = await request.put("/api/v1/api-key", { data: {} });
  await expectEnvelope(res, 405, "method_not_allowed");
  expect(res.headers().allow).toBe("GET, POST, HEAD, OPTIONS");
  const multipartPatch = await request.patch("/api/v1/project", {
    multipart,
    headers: { "next-action": "0123456789abcdef0123456789abcdef01234567" },
  });
  await expectEnvelope(multipartPatch, 405, "method_not_allowed");
});

test("malformed JSON answers 400 in JSON", async ({ request }) => {
  const res = await request.post("/api/v1/auth/login", {
    headers: { "content-type": "application/json" },
    // A Buffer is sent as is (Playwright would quote a string that does not parse as JSON).
    data: Buffer.from('{"email": "a@example.test", '),
  });
  await expectEnvelope(res, 400, "bad_request");
});

test("a multipart POST to a JSON route answers 415 in JSON, not a Server Action's answer", async ({
  request,
}) => {
  const res = await request.post("/api/v1/auth/login", {
    multipart,
    headers: { "next-action": "0123456789abcdef0123456789abcdef01234567" },
  });
  await expectEnvelope(res, 415, "unsupported_media_type");
});
