import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as signature from "@/app/api/v1/company/logo/upload-signature/route";
import * as projectList from "@/app/api/v1/project/route";
import * as fileItem from "@/app/api/v1/project-record/[uid]/file/[fileUid]/route";
import * as fileList from "@/app/api/v1/project-record/[uid]/file/route";
import * as fileSignature from "@/app/api/v1/project-record/[uid]/file/upload-signature/route";
import { call, companyWithRoles } from "./helpers";

// The S3 adapter end to end against an S3-compatible server on loopback (s3rver, started here): presigned PUTs
// from "the browser" (fetch), Plinth's HEAD before it registers a file, presigned and public reads, deletes.
// s3rver does not check every signed header; where it accepts what real S3 would refuse, Plinth's own HEAD
// check must refuse it, and that is what the tests assert.

const bucket = "plinth-test";
const s3 = new S3rver({
  address: "127.0.0.1",
  port: 0,
  silent: true,
  directory: mkdtempSync(path.join(tmpdir(), "plinth-s3rver-")),
  configureBuckets: [{ name: bucket, configs: [] }],
});
const { port } = await s3.run();
Object.assign(process.env, {
  S3_BUCKET: bucket,
  S3_REGION: "us-east-1",
  S3_ENDPOINT: `http://127.0.0.1:${port}`,
  S3_ACCESS_KEY_ID: "S3RVER",
  S3_SECRET_ACCESS_KEY: "S3RVER",
});
delete process.env.S3_PUBLIC_URL;

const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from("0000000dIHDR-not-a-real-image-but-the-signature-is-right"),
]);

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let recordUid: string;

beforeAll(async () => {
  acme = await companyWithRoles();
  const res = await call(projectList.POST, "POST", "/api/v1/project", {
    cookie: acme.cookies.editor,
    body: { name: "S3 files", record: { stage: "final", cost_basis_date: "2022-01-01", costs: [] } },
  });
  recordUid = res.body.record_uid;
});

afterAll(() => s3.close());

const params = () => ({ uid: recordUid });
const base = () => `/api/v1/project-record/${recordUid}/file`;
const sign = (body: unknown) =>
  call(fileSignature.POST, "POST", `${base()}/upload-signature`, {
    cookie: acme.cookies.editor,
    body,
    params: params(),
  });
const register = (body: unknown) =>
  call(fileList.POST, "POST", base(), { cookie: acme.cookies.editor, body, params: params() });
const listFiles = () => call(fileList.GET, "GET", base(), { cookie: acme.cookies.viewer, params: params() });

/** What the browser does with a presigned URL. */
const put = (url: string, body: Buffer, type: string) =>
  fetch(url, { method: "PUT", headers: { "content-type": type }, body: new Uint8Array(body) });

describe("S3 storage (s3rver)", () => {
  it("uploads a logo through a presigned PUT and serves it from its public URL", async () => {
    const query = { fileType: "image/png", fileName: "logo.png", fileSize: String(png.byteLength) };
    const signed = await call(signature.GET, "GET", "/api/v1/company/logo/upload-signature", {
      cookie: acme.cookies.admin,
      query,
    });
    expect(signed.status).toBe(200);
    expect(signed.body.signedUrl.startsWith(`http://127.0.0.1:${port}/${bucket}/`)).toBe(true);
    expect(signed.body.signedUrl).toMatch(/X-Amz-Signature=/);
    expect((await put(signed.body.signedUrl, png, "image/png")).status).toBe(200);
    const read = await fetch(signed.body.publicUrl);
    expect(read.status).toBe(200);
    expect(read.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await read.arrayBuffer()).equals(png)).toBe(true);
  });

  it("uploads, registers (after a HEAD), reads through a presigned GET, lists and deletes a record file", async () => {
    const meta = { name: "Final Drawings.pdf", content_type: "application/pdf", size: pdf.byteLength };
    const signed = await sign(meta);
    expect(signed.status).toBe(200);
    expect((await put(signed.body.upload_url, pdf, "application/pdf")).status).toBe(200);
    const doc = await register({ ...meta, key: signed.body.key });
    expect(doc.status).toBe(201);
    expect(doc.body).toMatchObject({ name: "Final Drawings.pdf", size: pdf.byteLength });
    expect(doc.body.url.startsWith(`http://127.0.0.1:${port}/${bucket}/project-files/`)).toBe(true);
    const read = await fetch(doc.body.url);
    expect(read.status).toBe(200);
    expect(read.headers.get("content-disposition")).toMatch(/Final Drawings\.pdf|final/i);
    expect(Buffer.from(await read.arrayBuffer()).equals(pdf)).toBe(true);
    expect((await listFiles()).body.files.map((f: { uid: string }) => f.uid)).toContain(doc.body.uid);
    const removed = await call(fileItem.DELETE, "DELETE", `${base()}/${doc.body.uid}`, {
      cookie: acme.cookies.editor,
      params: { uid: recordUid, fileUid: doc.body.uid },
    });
    expect(removed.status).toBe(204);
    expect((await listFiles()).body.files.map((f: { uid: string }) => f.uid)).not.toContain(doc.body.uid);
  });

  it("refuses to register a file nobody uploaded (the HEAD answers 404)", async () => {
    const meta = { name: "ghost.pdf", content_type: "application/pdf", size: pdf.byteLength };
    const signed = await sign(meta);
    const res = await register({ ...meta, key: signed.body.key });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(["key"]);
  });

  it("refuses a body of another size than signed: Plinth's HEAD refuses it", async () => {
    const meta = { name: "short.pdf", content_type: "application/pdf", size: pdf.byteLength + 10 };
    const signed = await sign(meta);
    const stored = await put(signed.body.upload_url, pdf, "application/pdf");
    const res = await register({ ...meta, key: signed.body.key });
    // s3rver 3.7.1 stores it (real S3 refuses: the presigned URL signs Content-Length and Content-Type), so
    // the HEAD before registering is what this asserts.
    expect(stored.status).toBe(200);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(["size"]);
  });

  it("refuses a body of another type than signed: Plinth's HEAD refuses it", async () => {
    const meta = { name: "typed.pdf", content_type: "application/pdf", size: png.byteLength };
    const signed = await sign(meta);
    const stored = await put(signed.body.upload_url, png, "image/png");
    const res = await register({ ...meta, key: signed.body.key });
    // s3rver 3.7.1 stores it (real S3 refuses: the presigned URL signs Content-Length and Content-Type), so
    // the HEAD before registering is what this asserts.
    expect(stored.status).toBe(200);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(["content_type"]);
  });

  it("refuses files over the size limit and of other types before signing anything", async () => {
    const big = await sign({ name: "huge.pdf", content_type: "application/pdf", size: 50 * 1024 * 1024 + 1 });
    expect(big.status).toBe(413);
    const exe = await sign({ name: "setup.exe", content_type: "application/x-msdownload", size: 10 });
    expect(exe.status).toBe(415);
  });
});
