import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import * as served from "@/app/api/v1/storage/file/[...key]/route";
import * as upload from "@/app/api/v1/storage/upload/[...key]/route";
import { logoLimit, storageSuite } from "./storage-suite";

// The shared storage suite on local disk: uploads go through the app's own upload route, reads through its file
// route (both called as handlers, as the browser would reach them).
Object.assign(process.env, {
  STORAGE_DIR: mkdtempSync(path.join(tmpdir(), "plinth-storage-local-")),
  UPLOAD_MAX_BYTES: String(logoLimit),
});
delete process.env.S3_BUCKET;

const keyParams = (url: URL, route: string) =>
  Promise.resolve({ key: url.pathname.replace(route, "").split("/") } as unknown as Record<string, string>);

storageSuite({
  name: "local disk",
  refusesUnsigned: true,
  async put(signedUrl, body, type) {
    const url = new URL(signedUrl, "http://localhost:3000");
    const req = new NextRequest(url, {
      method: "PUT",
      headers: { "content-type": type },
      body: new Uint8Array(body),
    });
    const res = await upload.PUT(req, { params: keyParams(url, "/api/v1/storage/upload/") });
    return res.status;
  },
  async read(fileUrl) {
    const url = new URL(fileUrl, "http://localhost:3000");
    const res = await served.GET(new NextRequest(url), { params: keyParams(url, "/api/v1/storage/file/") });
    return {
      status: res.status,
      type: res.headers.get("content-type"),
      bytes: Buffer.from(await res.arrayBuffer()),
    };
  },
});
