import { afterEach, describe, expect, it, vi } from "vitest";
import { localStorage } from "@/lib/server/storage/local";
import { s3Storage } from "@/lib/server/storage/s3";

// Deletes remove stored objects after their transaction commits; a removal that fails is logged, never thrown
// (the row is gone either way). Which URL names which stored object decides what a logo change may remove.

const removed: string[] = [];
vi.mock("@/lib/server/storage", () => ({
  storage: () => ({
    remove: async (key: string) => {
      if (key.includes("fails")) throw new Error("storage is down");
      removed.push(key);
    },
    keyOfUrl: (url: string) => (url.startsWith("/files/") ? url.slice("/files/".length) : null),
  }),
}));

const { companyLogoKey, removeStoredObjects } = await import("@/lib/server/storage/removal");

afterEach(() => {
  removed.length = 0;
  vi.restoreAllMocks();
});

describe("removeStoredObjects", () => {
  it("removes every key once, logs a failure and goes on", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const keys = Array.from({ length: 20 }, (_, i) => `project-files/c/r/${i}/a.pdf`);
    await expect(removeStoredObjects([...keys, "bid-files/fails/x.pdf", keys[0]!])).resolves.toBeUndefined();
    expect([...removed].sort()).toEqual([...keys].sort());
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]![0])).toContain("bid-files/fails/x.pdf was not removed");
    expect(String(error.mock.calls[0]![0])).toContain("storage is down");
  });

  it("does nothing for no keys", async () => {
    await removeStoredObjects([]);
    expect(removed).toEqual([]);
  });
});

describe("companyLogoKey", () => {
  it("names only this company's uploaded logos", () => {
    expect(companyLogoKey("c1", "/files/logos/c1/u/logo.png")).toBe("logos/c1/u/logo.png");
    expect(companyLogoKey("c1", "/files/logos/c2/u/logo.png")).toBeNull();
    expect(companyLogoKey("c1", "/files/project-files/c1/r/u/a.pdf")).toBeNull();
    expect(companyLogoKey("c1", "https://cdn.example.com/logo.png")).toBeNull();
    expect(companyLogoKey("c1", null)).toBeNull();
  });
});

describe("keyOfUrl", () => {
  it("local: the app's file path of a safe key, nothing else", () => {
    const local = localStorage({ dir: "/tmp/x", secret: "s", maxBytes: 1 });
    expect(local.keyOfUrl("/api/v1/storage/file/logos/c/u/a.png")).toBe("logos/c/u/a.png");
    expect(local.keyOfUrl("/api/v1/storage/file/logos/../../etc/passwd")).toBeNull();
    expect(local.keyOfUrl("https://evil.example/api/v1/storage/file/logos/c/u/a.png")).toBeNull();
    expect(local.keyOfUrl("/api/v1/storage/upload/logos/c/u/a.png")).toBeNull();
  });

  it("S3: the bucket's public URL (endpoint, CDN or AWS) of a key, without a query", () => {
    const config = { bucket: "b", region: "us-east-1" };
    const endpoint = s3Storage({ ...config, endpoint: "http://127.0.0.1:9000/" });
    expect(endpoint.keyOfUrl("http://127.0.0.1:9000/b/logos/c/u/a%20b.png")).toBe("logos/c/u/a b.png");
    expect(endpoint.keyOfUrl("http://127.0.0.1:9000/other/logos/c/u/a.png")).toBeNull();
    expect(endpoint.keyOfUrl("http://127.0.0.1:9000/b/logos/c/u/a.png?X-Amz-Signature=1")).toBeNull();
    const cdn = s3Storage({ ...config, publicUrl: "https://cdn.example.com/" });
    expect(cdn.keyOfUrl("https://cdn.example.com/logos/c/u/a.png")).toBe("logos/c/u/a.png");
    const aws = s3Storage(config);
    expect(aws.keyOfUrl("https://b.s3.us-east-1.amazonaws.com/logos/c/u/a.png")).toBe("logos/c/u/a.png");
    expect(aws.keyOfUrl("https://b.s3.us-east-1.amazonaws.com/")).toBeNull();
  });
});
