import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import * as signature from "@/app/api/v1/company/logo/upload-signature/route";
import * as company from "@/app/api/v1/company/route";
import * as file from "@/app/api/v1/storage/file/[...key]/route";
import * as upload from "@/app/api/v1/storage/upload/[...key]/route";
import { call, companyWithRoles, staffUser } from "./helpers";

// This file's uploads go to a temporary folder, with a small size limit to test 413 cheaply.
process.env.STORAGE_DIR = mkdtempSync(path.join(tmpdir(), "plinth-uploads-"));
process.env.UPLOAD_MAX_BYTES = "4096";
delete process.env.S3_BUCKET;

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from("0000000dIHDR-not-a-real-image-but-the-signature-is-right"),
]);
const pngSize = String(png.byteLength);
const svg = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"></svg>',
);

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let staff: Awaited<ReturnType<typeof staffUser>>;

beforeAll(async () => {
  acme = await companyWithRoles();
  staff = await staffUser();
});

const sign = (cookie: string | undefined, query: Record<string, string>, headers?: Record<string, string>) =>
  call(signature.GET, "GET", "/api/v1/company/logo/upload-signature", { cookie, query, headers });

async function put(signedUrl: string, body: Buffer, contentType: string, extra: Record<string, string> = {}) {
  const url = new URL(signedUrl, "http://localhost:3000");
  const key = url.pathname.replace("/api/v1/storage/upload/", "").split("/");
  const req = new NextRequest(url, {
    method: "PUT",
    headers: { "content-type": contentType, ...extra },
    body: new Uint8Array(body),
  });
  const res = await upload.PUT(req, {
    params: Promise.resolve({ key } as unknown as Record<string, string>),
  });
  return { status: res.status, body: await res.json() };
}

async function get(publicUrl: string) {
  const url = new URL(publicUrl, "http://localhost:3000");
  const key = url.pathname.replace("/api/v1/storage/file/", "").split("/");
  const res = await file.GET(new NextRequest(url), {
    params: Promise.resolve({ key } as unknown as Record<string, string>),
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe("GET /api/v1/company/logo/upload-signature", () => {
  it("answers a signed PUT URL and the public URL under the company's folder", async () => {
    const res = await sign(acme.cookies.admin, {
      fileType: "image/png",
      fileName: "Acme Logo (final).PNG",
      fileSize: "1234",
    });
    expect(res.status).toBe(200);
    const prefix = `logos/${acme.company.uid}/[0-9a-f-]{36}/acme-logo-final\\.png`;
    expect(res.body.signedUrl).toMatch(
      new RegExp(`^/api/v1/storage/upload/${prefix}\\?type=image%2Fpng&size=1234&exp=\\d+&sig=`),
    );
    expect(res.body.publicUrl).toMatch(new RegExp(`^/api/v1/storage/file/${prefix}$`));
  });

  it.each([
    [
      { fileType: "text/html", fileName: "x.html", fileSize: "10" },
      { fileType: "Only PNG, JPEG, GIF, WebP and SVG images can be uploaded" },
    ],
    [{ fileName: "x.png", fileSize: "10" }, { fileType: "Required" }],
    [{ fileType: "image/png", fileSize: "10" }, { fileName: "Required" }],
    [{ fileType: "image/png", fileName: "  ", fileSize: "10" }, { fileName: "Required" }],
    [{ fileType: "image/png", fileName: "x.png" }, { fileSize: "Required" }],
    [{ fileType: "image/png", fileName: "x.png", fileSize: "1.5" }, { fileSize: "Must be a size in bytes" }],
    [{ fileType: "image/png", fileName: "x.png", fileSize: "0" }, { fileSize: "The file is empty" }],
  ])("answers 400 to %j with %j", async (query, errors) => {
    const res = await sign(acme.cookies.admin, query);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(expect.objectContaining({ code: "validation_error", errors }));
  });

  it("refuses editors and viewers (403) and anonymous callers (401)", async () => {
    const query = { fileType: "image/png", fileName: "x.png", fileSize: "10" };
    expect((await sign(acme.cookies.editor, query)).status).toBe(403);
    expect((await sign(acme.cookies.viewer, query)).status).toBe(403);
    expect((await sign(undefined, query)).status).toBe(401);
  });

  it("signs into the acted-for company's folder for staff", async () => {
    const res = await sign(
      staff.cookie,
      { fileType: "image/svg+xml", fileName: "a.svg", fileSize: "10" },
      { "company-uid": acme.company.uid },
    );
    expect(res.status).toBe(200);
    expect(res.body.publicUrl).toContain(`/logos/${acme.company.uid}/`);
  });
});

describe("PUT signed URL, GET public URL, then PUT /company", () => {
  it("stores a PNG, serves it back with safe headers, and saves it as the company's logo", async () => {
    const { body: target } = await sign(acme.cookies.admin, {
      fileType: "image/png",
      fileName: "logo.png",
      fileSize: pngSize,
    });
    const stored = await put(target.signedUrl, png, "image/png");
    expect(stored).toMatchObject({ status: 200, body: { size: png.byteLength, content_type: "image/png" } });
    const served = await get(target.publicUrl);
    expect(served.status).toBe(200);
    expect(served.bytes.equals(png)).toBe(true);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-security-policy")).toContain("sandbox");
    const current = await call(company.GET, "GET", "/api/v1/company", { cookie: acme.cookies.admin });
    const saved = await call(company.PUT, "PUT", "/api/v1/company", {
      cookie: acme.cookies.admin,
      body: { logo_url: target.publicUrl },
      headers: { "if-match": `"${current.body.version}"` },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.logo_url).toBe(target.publicUrl);
  });

  it("stores an SVG as it is", async () => {
    const { body: target } = await sign(acme.cookies.admin, {
      fileType: "image/svg+xml",
      fileName: "logo.svg",
      fileSize: String(svg.byteLength),
    });
    expect((await put(target.signedUrl, svg, "image/svg+xml")).status).toBe(200);
    expect((await get(target.publicUrl)).headers.get("content-type")).toBe("image/svg+xml");
  });

  it("refuses a forged or altered signature (403) and stores nothing", async () => {
    const { body: target } = await sign(acme.cookies.admin, {
      fileType: "image/png",
      fileName: "logo.png",
      fileSize: pngSize,
    });
    const forged = target.signedUrl.replace(/sig=[^&]+/, "sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
    expect(await put(forged, png, "image/png")).toMatchObject({
      status: 403,
      body: { code: "forbidden", message: "This upload link is not valid" },
    });
    const otherKey = target.signedUrl.replace("/logo.png", "/other.png");
    expect((await put(otherKey, png, "image/png")).status).toBe(403);
    const otherType = target.signedUrl.replace("type=image%2Fpng", "type=image%2Fgif");
    expect((await put(otherType, png, "image/gif")).status).toBe(403);
    expect((await get(target.publicUrl)).status).toBe(404);
  });

  it("refuses an expired link (403 with its own message)", async () => {
    const { body: target } = await sign(acme.cookies.admin, {
      fileType: "image/png",
      fileName: "logo.png",
      fileSize: pngSize,
    });
    const url = new URL(target.signedUrl, "http://localhost:3000");
    const exp = Number(url.searchParams.get("exp"));
    const later = Date.now;
    Date.now = () => (exp + 1) * 1000;
    try {
      expect(await put(target.signedUrl, png, "image/png")).toMatchObject({
        status: 403,
        body: { message: "This upload link has expired. Start the upload again." },
      });
    } finally {
      Date.now = later;
    }
  });

  it("answers 415 to a content type other than the signed one, and to bytes that are not that type", async () => {
    const { body: target } = await sign(acme.cookies.admin, {
      fileType: "image/png",
      fileName: "logo.png",
      fileSize: pngSize,
    });
    expect(await put(target.signedUrl, png, "image/jpeg")).toMatchObject({
      status: 415,
      body: { code: "unsupported_media_type", message: "Send the file with Content-Type image/png" },
    });
    const html = Buffer.from("<html><script>alert(1)</script></html>");
    const { body: htmlTarget } = await sign(acme.cookies.admin, {
      fileType: "image/png",
      fileName: "logo.png",
      fileSize: String(html.byteLength),
    });
    expect(await put(htmlTarget.signedUrl, html, "image/png")).toMatchObject({
      status: 415,
      body: { message: "The file is not a valid PNG image" },
    });
    const { body: svgTarget } = await sign(acme.cookies.admin, {
      fileType: "image/svg+xml",
      fileName: "x.svg",
      fileSize: String(html.byteLength),
    });
    expect((await put(svgTarget.signedUrl, html, "image/svg+xml")).status).toBe(415);
  });

  it("answers 413 when asked to sign a file over the size limit", async () => {
    const big = await sign(acme.cookies.admin, {
      fileType: "image/png",
      fileName: "big.png",
      fileSize: "5000",
    });
    expect(big).toMatchObject({
      status: 413,
      body: {
        code: "payload_too_large",
        message: "The file is larger than 4 KB",
        errors: { fileSize: "The file is larger than 4 KB" },
      },
    });
  });

  it("refuses a body larger than the signed size (413) and stores nothing", async () => {
    const { body: target } = await sign(acme.cookies.admin, {
      fileType: "image/png",
      fileName: "one.png",
      fileSize: "1",
    });
    const big = Buffer.concat([png, Buffer.alloc(3000)]);
    const larger = {
      status: 413,
      body: {
        code: "payload_too_large",
        message: "The file is larger than the 1 byte this upload link was signed for",
      },
    };
    expect(await put(target.signedUrl, big, "image/png")).toMatchObject(larger);
    const declared = { "content-length": String(big.byteLength) };
    expect(await put(target.signedUrl, big, "image/png", declared)).toMatchObject(larger);
    expect((await get(target.publicUrl)).status).toBe(404);
  });

  it("refuses a body smaller than the signed size (400) and a size changed in the URL (403)", async () => {
    const { body: target } = await sign(acme.cookies.admin, {
      fileType: "image/png",
      fileName: "short.png",
      fileSize: String(png.byteLength + 10),
    });
    expect(await put(target.signedUrl, png, "image/png")).toMatchObject({
      status: 400,
      body: {
        code: "bad_request",
        message: `The file is ${png.byteLength} bytes, but this upload link was signed for ${png.byteLength + 10} bytes`,
      },
    });
    const { body: exact } = await sign(acme.cookies.admin, {
      fileType: "image/png",
      fileName: "exact.png",
      fileSize: pngSize,
    });
    const bigger = exact.signedUrl.replace(`size=${pngSize}`, "size=3145728");
    expect(bigger).not.toBe(exact.signedUrl);
    expect(await put(bigger, Buffer.concat([png, Buffer.alloc(3000)]), "image/png")).toMatchObject({
      status: 403,
      body: { message: "This upload link is not valid" },
    });
    expect((await get(target.publicUrl)).status).toBe(404);
    expect((await get(exact.publicUrl)).status).toBe(404);
  });

  it("refuses a content type other than the signed one, also when changed in the URL, and stores nothing", async () => {
    const { body: target } = await sign(acme.cookies.admin, {
      fileType: "image/png",
      fileName: "typed.png",
      fileSize: pngSize,
    });
    expect(await put(target.signedUrl, png, "text/plain")).toMatchObject({
      status: 415,
      body: { code: "unsupported_media_type", message: "Send the file with Content-Type image/png" },
    });
    const retyped = target.signedUrl.replace("type=image%2Fpng", "type=text%2Fplain");
    expect((await put(retyped, png, "text/plain")).status).toBe(403);
    expect((await get(target.publicUrl)).status).toBe(404);
  });

  it("answers 404 for a missing file or a path that tries to leave the folder", async () => {
    expect((await get("/api/v1/storage/file/logos/nothing/here.png")).status).toBe(404);
    expect((await get("/api/v1/storage/file/logos/../../etc/passwd.png")).status).toBe(404);
    expect((await get("/api/v1/storage/file/logos/a/b.html")).status).toBe(404);
  });
});
