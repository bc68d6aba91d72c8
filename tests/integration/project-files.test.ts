import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import * as projectList from "@/app/api/v1/project/route";
import * as fileItem from "@/app/api/v1/project-record/[uid]/file/[fileUid]/route";
import * as fileList from "@/app/api/v1/project-record/[uid]/file/route";
import * as signature from "@/app/api/v1/project-record/[uid]/file/upload-signature/route";
import * as recordItem from "@/app/api/v1/project-record/[uid]/route";
import * as served from "@/app/api/v1/storage/file/[...key]/route";
import * as upload from "@/app/api/v1/storage/upload/[...key]/route";
import { call, companyWithRoles } from "./helpers";

process.env.STORAGE_DIR = mkdtempSync(path.join(tmpdir(), "plinth-record-files-"));
delete process.env.S3_BUCKET;

const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from("IHDR...."),
]);

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let birch: Awaited<ReturnType<typeof companyWithRoles>>;
let recordUid: string;

beforeAll(async () => {
  [acme, birch] = await Promise.all([companyWithRoles(), companyWithRoles()]);
  const res = await call(projectList.POST, "POST", "/api/v1/project", {
    cookie: acme.cookies.editor,
    body: { name: "Files", record: { stage: "final", cost_basis_date: "2022-01-01", costs: [] } },
  });
  recordUid = res.body.record_uid;
});

const base = () => `/api/v1/project-record/${recordUid}/file`;
const sign = (body: unknown, cookie = acme.cookies.editor, uid = recordUid) =>
  call(signature.POST, "POST", `/api/v1/project-record/${uid}/file/upload-signature`, {
    cookie,
    body,
    params: { uid },
  });
const register = (body: unknown, cookie = acme.cookies.editor, uid = recordUid) =>
  call(fileList.POST, "POST", `/api/v1/project-record/${uid}/file`, { cookie, body, params: { uid } });
const listFiles = (cookie = acme.cookies.viewer) =>
  call(fileList.GET, "GET", base(), { cookie, params: { uid: recordUid } });
const remove = (fileUid: string, cookie = acme.cookies.editor) =>
  call(fileItem.DELETE, "DELETE", `${base()}/${fileUid}`, { cookie, params: { uid: recordUid, fileUid } });

async function put(uploadUrl: string, body: Buffer, contentType: string, extra: Record<string, string> = {}) {
  const url = new URL(uploadUrl, "http://localhost:3000");
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

async function fetchFile(fileUrl: string) {
  const url = new URL(fileUrl, "http://localhost:3000");
  const key = url.pathname.replace("/api/v1/storage/file/", "").split("/");
  const res = await served.GET(new NextRequest(url), {
    params: Promise.resolve({ key } as unknown as Record<string, string>),
  });
  return {
    status: res.status,
    type: res.headers.get("content-type"),
    length: res.headers.get("content-length"),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

async function uploadFile(name: string, type: string, bytes: Buffer) {
  const meta = { name, content_type: type, size: bytes.byteLength };
  const signed = await sign(meta);
  expect(signed.status).toBe(200);
  expect(signed.body).toMatchObject({ method: "PUT", headers: { "Content-Type": type } });
  expect(signed.body.key.startsWith(`project-files/${acme.company.uid}/${recordUid}/`)).toBe(true);
  expect((await put(signed.body.upload_url, bytes, type)).status).toBe(200);
  return register({ ...meta, key: signed.body.key });
}

describe("record files", () => {
  it("signs, uploads, registers, lists, serves and deletes a PDF and an image", async () => {
    const doc = await uploadFile("Final Drawings.pdf", "application/pdf", pdf);
    expect(doc.status).toBe(201);
    expect(doc.body).toMatchObject({
      name: "Final Drawings.pdf",
      content_type: "application/pdf",
      size: pdf.byteLength,
      previewable: true,
      url: expect.stringMatching(
        /^\/api\/v1\/storage\/file\/project-files\/.+\/final-drawings\.pdf\?exp=\d+&sig=[\w-]+$/,
      ),
    });
    const image = await uploadFile("site.png", "image/png", png);
    expect(image.body.previewable).toBe(true);
    const sheet = await uploadFile(
      "budget.xlsx",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      Buffer.from("PK\u0003\u0004xlsx"),
    );
    expect(sheet.body.previewable).toBe(false);
    const served = await fetchFile(doc.body.url);
    expect(served).toMatchObject({ status: 200, type: "application/pdf" });
    expect(served.bytes.equals(pdf)).toBe(true);
    // Record files are private: without the signature, with a forged one, or on another key, nothing is served.
    const url = new URL(doc.body.url, "http://localhost:3000");
    expect((await fetchFile(url.pathname)).status).toBe(404);
    const forged = new URL(url);
    forged.searchParams.set("sig", "A".repeat(43));
    expect((await fetchFile(`${forged.pathname}${forged.search}`)).status).toBe(404);
    const otherKey = new URL(image.body.url, "http://localhost:3000");
    expect((await fetchFile(`${otherKey.pathname}${url.search}`)).status).toBe(404);
    const listed = await listFiles();
    expect(listed.body.files.map((f: { name: string }) => f.name)).toEqual([
      "Final Drawings.pdf",
      "site.png",
      "budget.xlsx",
    ]);
    const detail = await call(recordItem.GET, "GET", `/api/v1/project-record/${recordUid}`, {
      cookie: acme.cookies.viewer,
      params: { uid: recordUid },
    });
    expect(detail.body.files.length).toBe(3);
    expect((await remove(sheet.body.uid)).status).toBe(204);
    expect((await listFiles()).body.files.length).toBe(2);
    expect((await remove(sheet.body.uid)).status).toBe(404);
  });

  it("refuses other types, large files, bytes that are not the type, and foreign keys", async () => {
    const exe = await sign({ name: "setup.exe", content_type: "application/x-msdownload", size: 10 });
    expect(exe.status).toBe(415);
    expect(exe.body.message).toBe(
      "This file type cannot be attached. Attach PDF, images, Office documents, CSV, text, ZIP, DWG or DXF.",
    );
    const big = await sign({ name: "huge.pdf", content_type: "application/pdf", size: 50 * 1024 * 1024 + 1 });
    expect(big.status).toBe(413);
    expect(big.body.message).toBe("The file is larger than 50 MB");
    expect((await sign({ name: "", content_type: "application/pdf", size: 0 })).body.errors).toEqual({
      name: "Required",
      size: "The file is empty",
    });
    const fake = await sign({ name: "fake.pdf", content_type: "application/pdf", size: 6 });
    const stored = await put(fake.body.upload_url, Buffer.from("<html>"), "application/pdf");
    expect(stored).toEqual({
      status: 415,
      body: expect.objectContaining({ message: "The file is not a valid PDF file" }),
    });
    const foreign = await register({
      key: `project-files/${birch.company.uid}/x/y/a.pdf`,
      name: "a.pdf",
      content_type: "application/pdf",
      size: 5,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toEqual({ key: "This upload does not belong to this record" });
  });

  it("accepts TIFF in either byte order as image/tiff, previewable, and refuses a file that only claims it", async () => {
    // The storage checks the first bytes: "II*\0" (little-endian) or "MM\0*" (big-endian); the rest is opaque.
    const little = Buffer.concat([Buffer.from([0x49, 0x49, 0x2a, 0x00, 0x08, 0, 0, 0]), Buffer.alloc(8)]);
    const big = Buffer.concat([Buffer.from([0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 0x08]), Buffer.alloc(8)]);
    for (const [name, bytes] of [
      ["Scan Sheet A1.tif", little],
      ["elevation.tiff", big],
    ] as const) {
      const res = await uploadFile(name, "image/tiff", bytes);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ name, content_type: "image/tiff", previewable: true });
      expect(res.body.url).toMatch(/\.tif\?exp=/);
      const served = await fetchFile(res.body.url);
      expect(served).toMatchObject({ status: 200, type: "image/tiff" });
      expect(served.bytes.equals(bytes)).toBe(true);
      expect((await remove(res.body.uid)).status).toBe(204);
    }
    const fake = await sign({ name: "fake.tif", content_type: "image/tiff", size: 8 });
    expect(await put(fake.body.upload_url, Buffer.from("<html>xx"), "image/tiff")).toEqual({
      status: 415,
      body: expect.objectContaining({ message: "The file is not a valid TIFF file" }),
    });
  });

  it("answers 404 to another company and 403 to a viewer", async () => {
    const meta = { name: "a.pdf", content_type: "application/pdf", size: 5 };
    expect((await sign(meta, birch.cookies.editor)).status).toBe(404);
    expect((await register({ ...meta, key: "project-files/a/b/c/d.pdf" }, birch.cookies.editor)).status).toBe(
      404,
    );
    expect((await listFiles(birch.cookies.viewer)).status).toBe(404);
    expect((await sign(meta, acme.cookies.viewer)).status).toBe(403);
    expect((await remove(crypto.randomUUID(), acme.cookies.viewer)).status).toBe(403);
    expect((await remove(crypto.randomUUID(), birch.cookies.editor)).status).toBe(404);
  });
});

describe("uploads are bound to what was signed", () => {
  const text = (n: number) => Buffer.alloc(n, "a");
  const names = async () => (await listFiles()).body.files.map((f: { name: string }) => f.name);
  const notUploaded = "The file was not uploaded. Upload it to the signed URL first.";

  it("a URL signed for 1 byte refuses a 3 MB body (413), also with the size changed in the URL, and stores nothing", async () => {
    const meta = { name: "one-byte.txt", content_type: "text/plain", size: 1 };
    const signed = await sign(meta);
    expect(signed.status).toBe(200);
    const big = text(3 * 1024 * 1024);
    const larger = {
      status: 413,
      body: expect.objectContaining({
        code: "payload_too_large",
        message: "The file is larger than the 1 byte this upload link was signed for",
      }),
    };
    expect(await put(signed.body.upload_url, big, "text/plain")).toEqual(larger);
    const declared = { "content-length": String(big.byteLength) };
    expect(await put(signed.body.upload_url, big, "text/plain", declared)).toEqual(larger);
    const bigger = signed.body.upload_url.replace("size=1&", `size=${big.byteLength}&`);
    expect(bigger).not.toBe(signed.body.upload_url);
    expect(await put(bigger, big, "text/plain")).toMatchObject({
      status: 403,
      body: { message: "This upload link is not valid" },
    });
    // Nothing was stored, so there is nothing to register either.
    expect(await register({ ...meta, key: signed.body.key })).toMatchObject({
      status: 400,
      body: { message: notUploaded, errors: { key: notUploaded } },
    });
    expect(await names()).not.toContain("one-byte.txt");
  });

  it("a URL signed for more bytes than sent refuses the body (400)", async () => {
    const signed = await sign({ name: "short.txt", content_type: "text/plain", size: 10 });
    expect(await put(signed.body.upload_url, text(3), "text/plain")).toEqual({
      status: 400,
      body: expect.objectContaining({
        code: "bad_request",
        message: "The file is 3 bytes, but this upload link was signed for 10 bytes",
      }),
    });
  });

  it("a URL signed for image/png refuses text/plain, also with the type changed in the URL", async () => {
    const meta = { name: "typed.png", content_type: "image/png", size: png.byteLength };
    const signed = await sign(meta);
    expect(await put(signed.body.upload_url, png, "text/plain")).toEqual({
      status: 415,
      body: expect.objectContaining({
        code: "unsupported_media_type",
        message: "Send the file with Content-Type image/png",
      }),
    });
    const retyped = signed.body.upload_url.replace("type=image%2Fpng", "type=text%2Fplain");
    expect(retyped).not.toBe(signed.body.upload_url);
    expect((await put(retyped, png, "text/plain")).status).toBe(403);
    expect((await register({ ...meta, key: signed.body.key })).body.message).toBe(notUploaded);
    expect(await names()).not.toContain("typed.png");
  });

  it("refuses to register a size other than the uploaded object's, naming it, and adds no row", async () => {
    const meta = { name: "declared.pdf", content_type: "application/pdf", size: pdf.byteLength };
    const signed = await sign(meta);
    expect((await put(signed.body.upload_url, pdf, "application/pdf")).status).toBe(200);
    for (const [size, said] of [
      [1, "1 byte"],
      [3 * 1024 * 1024, "3,145,728 bytes"],
    ] as const) {
      const message = `The uploaded file is ${pdf.byteLength} bytes, not the ${said} declared`;
      expect(await register({ ...meta, size, key: signed.body.key })).toMatchObject({
        status: 400,
        body: { code: "validation_error", message, errors: { size: message } },
      });
    }
    expect(await names()).not.toContain("declared.pdf");
  });

  it("refuses to register a key that was never uploaded and adds no row", async () => {
    const meta = { name: "ghost.pdf", content_type: "application/pdf", size: 3 * 1024 * 1024 };
    const signed = await sign(meta);
    expect(signed.status).toBe(200);
    const made = `project-files/${acme.company.uid}/${recordUid}/${crypto.randomUUID()}/ghost.pdf`;
    for (const key of [signed.body.key, made]) {
      expect(await register({ ...meta, key })).toMatchObject({
        status: 400,
        body: { code: "validation_error", message: notUploaded, errors: { key: notUploaded } },
      });
    }
    expect(await names()).not.toContain("ghost.pdf");
  });

  it("signs, PUTs, registers and reads back exactly the uploaded bytes, with their real size", async () => {
    const bytes = Buffer.concat([pdf, text(1000)]);
    const res = await uploadFile("Exact.pdf", "application/pdf", bytes);
    expect(res).toMatchObject({ status: 201, body: { name: "Exact.pdf", size: bytes.byteLength } });
    const listed = (await listFiles()).body.files.find((f: { uid: string }) => f.uid === res.body.uid);
    expect(listed.size).toBe(bytes.byteLength);
    const served = await fetchFile(res.body.url);
    expect(served).toMatchObject({ status: 200, type: "application/pdf", length: String(bytes.byteLength) });
    expect(served.bytes.equals(bytes)).toBe(true);
    expect((await remove(res.body.uid)).status).toBe(204);
  });
});
