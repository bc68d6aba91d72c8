import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, expect, it } from "vitest";
import { logoLimit, storageSuite } from "./storage-suite";

// The shared storage suite on the S3 adapter, against an S3-compatible server on loopback (s3rver, started
// here): presigned PUTs and GETs from "the browser" (fetch), Plinth's HEAD before it registers a file, deletes
// through the adapter's signed DELETE. s3rver 3.7 does not check the signed Content-Length and Content-Type of a
// PUT, so the suite asserts Plinth's HEAD check there instead.

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
  UPLOAD_MAX_BYTES: String(logoLimit),
});
delete process.env.S3_PUBLIC_URL;

afterAll(() => s3.close());

it("signs URLs to the S3 server, not to the app", async () => {
  const { storage } = await import("@/lib/server/storage");
  const target = await storage().signUpload({ key: "logos/x/y/a.png", contentType: "image/png", size: 3 });
  expect(target.signedUrl.startsWith(`http://127.0.0.1:${port}/${bucket}/logos/x/y/a.png?`)).toBe(true);
  expect(target.signedUrl).toMatch(/X-Amz-Signature=/);
  expect(target.publicUrl).toBe(`http://127.0.0.1:${port}/${bucket}/logos/x/y/a.png`);
});

storageSuite({
  name: "s3rver",
  refusesUnsigned: false,
  async put(url, body, type) {
    const res = await fetch(url, {
      method: "PUT",
      headers: { "content-type": type },
      body: new Uint8Array(body),
    });
    await res.arrayBuffer();
    return res.status;
  },
  async read(url) {
    const res = await fetch(url);
    return {
      status: res.status,
      type: res.headers.get("content-type"),
      bytes: Buffer.from(await res.arrayBuffer()),
    };
  },
});
