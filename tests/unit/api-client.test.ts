import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiClientError, api, apiWithVersion, errorMessage, versionFromEtag } from "@/lib/client/api";

type Call = { url: string; init: RequestInit };

let calls: Call[];
let answer: () => Response | Promise<Response>;
let stored: Record<string, string>;

beforeEach(() => {
  calls = [];
  stored = {};
  answer = () => Response.json({ ok: true });
  vi.stubGlobal("window", { localStorage: { getItem: (key: string) => stored[key] ?? null } });
  vi.stubGlobal("fetch", (url: string, init: RequestInit) => {
    calls.push({ url, init });
    if (init.signal?.aborted) return Promise.reject(new DOMException("Aborted", "AbortError"));
    return answer();
  });
});

afterEach(() => vi.unstubAllGlobals());

/** What the promise rejects with (the test fails when it resolves). */
async function rejection(promise: Promise<unknown>): Promise<ApiClientError> {
  return promise.then(
    () => expect.unreachable("resolved"),
    (error: ApiClientError) => error,
  );
}

const sent = () => new Headers(calls[0].init.headers);

describe("api() requests", () => {
  it("prefixes /api/v1, sends cookies and reads JSON", async () => {
    await expect(api("/self")).resolves.toEqual({ ok: true });
    expect(calls[0].url).toBe("/api/v1/self");
    expect(calls[0].init.credentials).toBe("include");
    expect(calls[0].init.method).toBe("GET");
    expect(sent().has("company-uid")).toBe(false);
  });

  it("sends the active company as company-uid", async () => {
    stored["active-company-uid"] = "c_1";
    await api("/project");
    expect(sent().get("company-uid")).toBe("c_1");
  });

  it("sends a JSON body with its content type", async () => {
    await api("/project", { method: "POST", body: { name: "A" } });
    expect(calls[0].init.body).toBe('{"name":"A"}');
    expect(sent().get("content-type")).toBe("application/json");
  });

  it("sends FormData as multipart (the browser sets the boundary)", async () => {
    const form = new FormData();
    form.set("a", "1");
    await api("/upload", { method: "POST", body: form });
    expect(calls[0].init.body).toBe(form);
    expect(sent().has("content-type")).toBe(false);
  });

  it("sends If-Match with the version quoted", async () => {
    await api("/project/p1", { method: "PUT", body: {}, ifMatch: 7 });
    expect(sent().get("if-match")).toBe('"7"');
  });

  it("sends an external URL as given, with cookies and without the company header", async () => {
    stored["active-company-uid"] = "c_1";
    answer = () => new Response(new Uint8Array([1, 2, 3]));
    const bytes = await api<ArrayBuffer>("https://files.example/a.tif", {
      external: true,
      read: "arrayBuffer",
    });
    expect(calls[0].url).toBe("https://files.example/a.tif");
    expect(calls[0].init.credentials).toBe("include");
    expect(sent().has("company-uid")).toBe(false);
    expect(new Uint8Array(bytes)).toEqual(new Uint8Array([1, 2, 3]));
  });
});

describe("api() answers", () => {
  it("answers null for an empty body (204)", async () => {
    answer = () => new Response(null, { status: 204 });
    await expect(api("/project/p1", { method: "DELETE", ifMatch: 1 })).resolves.toBeNull();
  });

  it("reads text, blobs and the response itself when asked", async () => {
    answer = () => new Response("a,b\n1,2");
    await expect(api("/export", { read: "text" })).resolves.toBe("a,b\n1,2");
    answer = () => new Response("x", { headers: { "content-type": "text/csv" } });
    const blob = await api<Blob>("/export", { read: "blob" });
    expect(blob.type).toBe("text/csv");
    const response = await api<Response>("/export", { read: "response" });
    expect(await response.text()).toBe("x");
  });

  it("reads the version from the ETag", async () => {
    answer = () => Response.json({ uid: "p1" }, { headers: { etag: 'W/"12"' } });
    await expect(apiWithVersion("/project/p1")).resolves.toEqual({ data: { uid: "p1" }, version: 12 });
    answer = () => Response.json({ uid: "p1" });
    await expect(apiWithVersion("/project/p1")).resolves.toEqual({ data: { uid: "p1" }, version: null });
  });

  it("versionFromEtag: strong, weak and missing", () => {
    expect(versionFromEtag('"3"')).toBe(3);
    expect(versionFromEtag('W/"40"')).toBe(40);
    expect(versionFromEtag(null)).toBeNull();
    expect(versionFromEtag("")).toBeNull();
  });
});

describe("api() errors", () => {
  it("carries the server's message, status, code, errors and body", async () => {
    const body = { message: "Name is taken", code: "conflict", errors: { name: "Taken" }, conflicts: [1] };
    answer = () => Response.json(body, { status: 409 });
    const error = await rejection(api("/project", { method: "POST", body: {} }));
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({ message: "Name is taken", status: 409, code: "conflict" });
    expect(error.errors).toEqual({ name: "Taken" });
    expect(error.data).toEqual(body);
  });

  it("says 'Something went wrong.' when the answer has no message", async () => {
    answer = () => new Response("<html>Bad gateway</html>", { status: 502 });
    await expect(api("/self")).rejects.toMatchObject({ message: "Something went wrong.", status: 502 });
    answer = () => Response.json({ message: "" }, { status: 500 });
    await expect(api("/self")).rejects.toMatchObject({ message: "Something went wrong.", status: 500 });
  });

  it("a network failure keeps the error's own message with status 0", async () => {
    answer = () => Promise.reject(new TypeError("Failed to fetch"));
    await expect(api("/self")).rejects.toMatchObject({ message: "Failed to fetch", status: 0 });
  });

  it("passes the signal and lets an abort through as an AbortError", async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await rejection(api("/self", { signal: controller.signal }));
    expect(calls[0].init.signal).toBe(controller.signal);
    expect(error).not.toBeInstanceOf(ApiClientError);
    expect(error.name).toBe("AbortError");
  });

  it("errorMessage: the error's message, else the fallback", () => {
    expect(errorMessage(new Error("Nope"))).toBe("Nope");
    expect(errorMessage(new Error(""))).toBe("Something went wrong.");
    expect(errorMessage("text")).toBe("Something went wrong.");
  });
});
