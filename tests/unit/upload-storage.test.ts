import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { imageTypeForExtension, matchesMagicBytes } from "@/lib/domain/upload-types";
import { fileSlug } from "@/lib/server/storage/keys";
import { localStorage } from "@/lib/server/storage/local";
import { s3PublicUrl, s3Storage } from "@/lib/server/storage/s3";
import { checkGrant, isSafeKey, signGrant, storageSigningKey } from "@/lib/server/storage/signing";

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe("magic bytes", () => {
  it("recognises each allowed type by its signature", () => {
    expect(matchesMagicBytes("image/png", bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(
      true,
    );
    expect(matchesMagicBytes("image/jpeg", bytes(0xff, 0xd8, 0xff, 0xe0))).toBe(true);
    expect(matchesMagicBytes("image/gif", text("GIF89a...."))).toBe(true);
    expect(matchesMagicBytes("image/gif", text("GIF87a"))).toBe(true);
    expect(matchesMagicBytes("image/webp", text("RIFF\0\0\0\0WEBPVP8 "))).toBe(true);
    expect(matchesMagicBytes("image/svg+xml", text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(true);
    expect(
      matchesMagicBytes("image/svg+xml", text('\uFEFF  <?xml version="1.0"?>\n<!-- c -->\n<svg width="1">')),
    ).toBe(true);
  });

  it("refuses another type's bytes, truncated signatures and look-alikes", () => {
    const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
    expect(matchesMagicBytes("image/jpeg", png)).toBe(false);
    expect(matchesMagicBytes("image/png", png.subarray(0, 7))).toBe(false);
    expect(matchesMagicBytes("image/png", bytes())).toBe(false);
    expect(matchesMagicBytes("image/webp", text("RIFF\0\0\0\0WAVEfmt "))).toBe(false);
    expect(matchesMagicBytes("image/gif", text("GIF88a"))).toBe(false);
    expect(matchesMagicBytes("image/svg+xml", text("<html><svg></svg></html>"))).toBe(false);
    expect(matchesMagicBytes("image/svg+xml", text('<?xml version="1.0"?><html/>'))).toBe(false);
  });

  it("maps stored extensions back to content types", () => {
    expect(imageTypeForExtension("PNG")).toBe("image/png");
    expect(imageTypeForExtension("jpeg")).toBe("image/jpeg");
    expect(imageTypeForExtension("svg")).toBe("image/svg+xml");
    expect(imageTypeForExtension("html")).toBeNull();
  });
});

describe("signed upload URLs", () => {
  const secret = "s".repeat(40);
  const grant = { key: "logos/a/b/logo.png", contentType: "image/png", size: 1, expires: 2_000_000_000 };
  const now = 1_999_999_000_000;

  it("accepts its own signature before the expiry", () => {
    expect(checkGrant(grant, signGrant(grant, secret), secret, now)).toBe("ok");
  });

  it("reports an expired grant apart from a forged one", () => {
    const sig = signGrant(grant, secret);
    expect(checkGrant(grant, sig, secret, 2_000_000_001_000)).toBe("expired");
    expect(
      checkGrant(
        grant,
        sig.replace(/^./, (c) => (c === "A" ? "B" : "A")),
        secret,
        now,
      ),
    ).toBe("invalid");
    expect(checkGrant(grant, "", secret, now)).toBe("invalid");
    expect(checkGrant(grant, sig, "t".repeat(40), now)).toBe("invalid");
  });

  it("binds the key, the content type, the size and the expiry", () => {
    const sig = signGrant(grant, secret);
    expect(checkGrant({ ...grant, key: "logos/a/b/evil.png" }, sig, secret, now)).toBe("invalid");
    expect(checkGrant({ ...grant, contentType: "image/svg+xml" }, sig, secret, now)).toBe("invalid");
    expect(checkGrant({ ...grant, size: 3 * 1024 * 1024 }, sig, secret, now)).toBe("invalid");
    expect(checkGrant({ ...grant, size: Number.NaN }, sig, secret, now)).toBe("invalid");
    expect(checkGrant({ ...grant, expires: grant.expires + 3600 }, sig, secret, now)).toBe("invalid");
    expect(checkGrant({ ...grant, expires: Number.NaN }, sig, secret, now)).toBe("invalid");
  });

  it("puts the signed size and type in the local upload URL; changing either there breaks the signature", async () => {
    const adapter = localStorage({ dir: "/nonexistent", secret, maxBytes: 4096 });
    const { signedUrl } = await adapter.signUpload({ key: grant.key, contentType: "image/png", size: 1 });
    const url = new URL(signedUrl, "http://localhost");
    expect(url.pathname).toBe(`/api/v1/storage/upload/${grant.key}`);
    expect(url.searchParams.get("size")).toBe("1");
    expect(url.searchParams.get("type")).toBe("image/png");
    const checkUrl = (u: URL) =>
      checkGrant(
        {
          key: grant.key,
          contentType: u.searchParams.get("type") ?? "",
          size: Number(u.searchParams.get("size")),
          expires: Number(u.searchParams.get("exp")),
        },
        u.searchParams.get("sig") ?? "",
        secret,
      );
    expect(checkUrl(url)).toBe("ok");
    const bigger = new URL(url);
    bigger.searchParams.set("size", String(3 * 1024 * 1024));
    expect(checkUrl(bigger)).toBe("invalid");
    const otherType = new URL(url);
    otherType.searchParams.set("type", "text/plain");
    expect(checkUrl(otherType)).toBe("invalid");
  });

  it("derives its key from AUTH_SECRET unless STORAGE_SECRET is set", () => {
    const derived = storageSigningKey(undefined, "auth-secret-0123456789-0123456789");
    expect(derived).not.toContain("auth-secret");
    expect(derived).toBe(storageSigningKey(undefined, "auth-secret-0123456789-0123456789"));
    expect(storageSigningKey("own-secret", "auth")).toBe("own-secret");
  });

  it("accepts only keys of safe segments", () => {
    expect(isSafeKey("logos/0000/1111/acme-logo.png")).toBe(true);
    for (const key of [
      "../x.png",
      "logos/../x.png",
      "/logos/x.png",
      "logos\\x.png",
      "logos/.hidden",
      "logos//x.png",
      "logos",
    ]) {
      expect(isSafeKey(key), key).toBe(false);
    }
  });

  it("turns a file name into a readable slug", () => {
    expect(fileSlug("Acme Logo (final).PNG")).toBe("acme-logo-final");
    expect(fileSlug("C:\\Users\\me\\Ünïcode.svg")).toBe("n-code");
    expect(fileSlug("....png")).toBe("file");
  });
});

describe("S3 URLs", () => {
  const config = {
    bucket: "plinth-files",
    region: "eu-west-1",
    accessKeyId: "AKIAEXAMPLE",
    secretAccessKey: "secret-example",
  };

  it("builds the public URL from S3_PUBLIC_URL, a custom endpoint, or the AWS bucket address", () => {
    const key = "logos/c/u/my logo.png";
    expect(s3PublicUrl({ ...config, publicUrl: "https://cdn.example.test/" }, key)).toBe(
      "https://cdn.example.test/logos/c/u/my%20logo.png",
    );
    expect(s3PublicUrl({ ...config, endpoint: "http://127.0.0.1:9000" }, key)).toBe(
      "http://127.0.0.1:9000/plinth-files/logos/c/u/my%20logo.png",
    );
    expect(s3PublicUrl(config, key)).toBe(
      "https://plinth-files.s3.eu-west-1.amazonaws.com/logos/c/u/my%20logo.png",
    );
  });

  it("presigns a PUT for the key, content type and size that expires in 10 minutes (offline)", async () => {
    const target = await s3Storage({ ...config, endpoint: "http://127.0.0.1:9000" }).signUpload({
      key: "logos/c/u/logo.png",
      contentType: "image/png",
      size: 1234,
    });
    const url = new URL(target.signedUrl);
    expect(`${url.origin}${url.pathname}`).toBe("http://127.0.0.1:9000/plinth-files/logos/c/u/logo.png");
    expect(url.searchParams.get("X-Amz-Expires")).toBe("600");
    expect(url.searchParams.get("X-Amz-Credential")).toMatch(
      /^AKIAEXAMPLE\/\d{8}\/eu-west-1\/s3\/aws4_request$/,
    );
    // Content-Length and Content-Type are signed headers: S3 refuses a PUT with another size or type.
    expect(url.searchParams.get("X-Amz-SignedHeaders")?.split(";")).toEqual([
      "content-length",
      "content-type",
      "host",
    ]);
    expect(url.searchParams.get("X-Amz-Signature")).toMatch(/^[0-9a-f]{64}$/);
    // No checksum parameters a browser could not satisfy.
    expect([...url.searchParams.keys()].filter((k) => k.toLowerCase().includes("checksum"))).toEqual([]);
    expect(target.publicUrl).toBe("http://127.0.0.1:9000/plinth-files/logos/c/u/logo.png");
  });

  it("signs a different URL for another size or type of the same key", async () => {
    const s3 = s3Storage({ ...config, endpoint: "http://127.0.0.1:9000" });
    const key = "logos/c/u/logo.png";
    const sig = async (contentType: string, size: number) =>
      new URL((await s3.signUpload({ key, contentType, size })).signedUrl).searchParams.get(
        "X-Amz-Signature",
      );
    const base = await sig("image/png", 1);
    expect(await sig("image/png", 3 * 1024 * 1024)).not.toBe(base);
    expect(await sig("text/plain", 1)).not.toBe(base);
  });

  it("reads an object's real size and type with HeadObject, and null for a missing one", async () => {
    const heads: string[] = [];
    const server = createServer((req, res) => {
      heads.push(`${req.method} ${req.url}`);
      if (req.url?.startsWith("/plinth-files/project-files/c/r/f/plans.pdf")) {
        res.writeHead(200, { "Content-Length": "3145728", "Content-Type": "application/pdf" }).end();
      } else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const s3 = s3Storage({ ...config, endpoint: `http://127.0.0.1:${port}` });
      expect(await s3.stat("project-files/c/r/f/plans.pdf")).toEqual({
        size: 3145728,
        contentType: "application/pdf",
      });
      expect(await s3.stat("project-files/c/r/f/never.pdf")).toBeNull();
      expect(heads.every((h) => h.startsWith("HEAD "))).toBe(true);
    } finally {
      server.close();
    }
  });

  it("presigns a GET for a private file, with its own name and the rounded expiry", async () => {
    const url = new URL(
      await s3Storage({ ...config, endpoint: "http://127.0.0.1:9000" }).signDownload({
        key: "project-files/c/r/f/plans.pdf",
        fileName: "Plans – rev B.pdf",
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(
      "http://127.0.0.1:9000/plinth-files/project-files/c/r/f/plans.pdf",
    );
    const expires = Number(url.searchParams.get("X-Amz-Expires"));
    expect(expires).toBeGreaterThan(3590);
    expect(expires).toBeLessThanOrEqual(7200);
    expect(url.searchParams.get("response-content-disposition")).toBe(
      `inline; filename="Plans _ rev B.pdf"; filename*=UTF-8''Plans%20%E2%80%93%20rev%20B.pdf`,
    );
  });
});

describe("signed download URLs for private files", () => {
  it("stay the same within an hour, live one to two hours, and expire after", async () => {
    const { checkDownloadGrant, downloadExpiry, signDownloadGrant } = await import(
      "@/lib/server/storage/signing"
    );
    const t = Date.UTC(2026, 10, 24, 9, 15);
    expect(downloadExpiry(t)).toBe(downloadExpiry(Date.UTC(2026, 10, 24, 9, 59)));
    expect(downloadExpiry(t) * 1000).toBe(Date.UTC(2026, 10, 24, 11, 0));
    const key = "project-files/a/b/c.pdf";
    const exp = downloadExpiry(t);
    const sig = signDownloadGrant(key, exp, "secret-secret-secret-secret-secret");
    expect(checkDownloadGrant(key, exp, sig, "secret-secret-secret-secret-secret", t)).toBe("ok");
    expect(
      checkDownloadGrant("project-files/a/b/d.pdf", exp, sig, "secret-secret-secret-secret-secret", t),
    ).toBe("invalid");
    expect(checkDownloadGrant(key, exp, sig, "another-secret-another-secret-xx", t)).toBe("invalid");
    expect(checkDownloadGrant(key, exp, sig, "secret-secret-secret-secret-secret", exp * 1000 + 1)).toBe(
      "expired",
    );
  });
});
