import { beforeAll, describe, expect, it } from "vitest";
import * as docItem from "@/app/api/v1/bid-package/[uid]/document/[documentUid]/route";
import * as docList from "@/app/api/v1/bid-package/[uid]/document/route";
import * as docSignature from "@/app/api/v1/bid-package/[uid]/document/upload-signature/route";
import * as packageItem from "@/app/api/v1/bid-package/[uid]/route";
import * as portalFile from "@/app/api/v1/bid-portal/[token]/file/[fileUid]/route";
import * as portalFiles from "@/app/api/v1/bid-portal/[token]/file/route";
import * as portalSignature from "@/app/api/v1/bid-portal/[token]/file/upload-signature/route";
import * as logoSignature from "@/app/api/v1/company/logo/upload-signature/route";
import * as company from "@/app/api/v1/company/route";
import * as packageList from "@/app/api/v1/estimate/[uid]/bid-package/route";
import * as projectItem from "@/app/api/v1/project/[uid]/route";
import * as projectList from "@/app/api/v1/project/route";
import * as fileItem from "@/app/api/v1/project-record/[uid]/file/[fileUid]/route";
import * as fileList from "@/app/api/v1/project-record/[uid]/file/route";
import * as fileSignature from "@/app/api/v1/project-record/[uid]/file/upload-signature/route";
import * as recordItem from "@/app/api/v1/project-record/[uid]/route";
import * as recordList from "@/app/api/v1/project-record/route";
import { fileMessages } from "@/lib/domain/project/files";
import { storage } from "@/lib/server/storage";
import { invitedToken, makePackage, nextIp } from "./bid-portal-helpers";
import { api as estimateApi } from "./estimate-helpers";
import { estimateWith } from "./estimate-version-helpers";
import { call, companyWithRoles } from "./helpers";

// One storage suite, run against local disk (storage-local.test.ts) and an S3-compatible server
// (storage-s3.test.ts): uploads through signed URLs, reads, size and type limits, deletes, and the objects that
// go with the rows that own them. Counts are fixed and small. Where the server itself does not refuse what a
// signed URL forbids (s3rver 3.7 stores a body of another size or type than signed; real S3 and the local upload
// route refuse it), Plinth's own check — the HEAD before it registers a file — is what is asserted.

export type StorageBackend = {
  name: string;
  /** What the browser does with a signed upload URL; the answer's status. */
  put(url: string, body: Buffer, type: string): Promise<number>;
  /** A GET of a public or signed read URL. */
  read(url: string): Promise<{ status: number; type: string | null; bytes: Buffer }>;
  /** The server refuses a PUT of another size or type than signed (the local route does; s3rver does not). */
  refusesUnsigned: boolean;
};

/** Logos over this many bytes are refused before signing (a small limit keeps the test cheap). */
export const logoLimit = 4096;

const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from("0000000dIHDR-not-a-real-image-but-the-signature-is-right"),
]);
const pdfMeta = (name: string, size = pdf.byteLength) => ({ name, content_type: "application/pdf", size });

type Company = Awaited<ReturnType<typeof companyWithRoles>>;
const stored = async (key: string) => (await storage().stat(key)) !== null;
const match = (version: number) => ({ "if-match": `"${version}"` });

type Handler = Parameters<typeof call>[0];
/** Deletes an entity under If-Match with the version it has now. */
async function deleteCurrent(
  item: { GET: Handler; DELETE: Handler },
  path: string,
  uid: string,
  cookie: string,
) {
  const current = await call(item.GET, "GET", path, { cookie, params: { uid } });
  expect(current.status).toBe(200);
  const res = await call(item.DELETE, "DELETE", path, {
    cookie,
    headers: match(current.body.version),
    params: { uid },
  });
  return res.status;
}

export function storageSuite(backend: StorageBackend) {
  let acme: Company;
  let birch: Company;
  beforeAll(async () => {
    [acme, birch] = await Promise.all([companyWithRoles(), companyWithRoles()]);
  });

  const newRecord = async (cookie = acme.cookies.editor) => {
    const res = await call(projectList.POST, "POST", "/api/v1/project", {
      cookie,
      body: { name: "Files", record: { stage: "final", cost_basis_date: "2022-01-01", costs: [] } },
    });
    expect(res.status).toBe(201);
    return { projectUid: res.body.uid as string, recordUid: res.body.record_uid as string };
  };
  const fileApi = (recordUid: string, cookie = acme.cookies.editor) => {
    const base = `/api/v1/project-record/${recordUid}/file`;
    const params = { uid: recordUid };
    return {
      sign: (body: unknown) =>
        call(fileSignature.POST, "POST", `${base}/upload-signature`, { cookie, body, params }),
      register: (body: unknown) => call(fileList.POST, "POST", base, { cookie, body, params }),
      list: async () =>
        (await call(fileList.GET, "GET", base, { cookie, params })).body.files.map(
          (f: { uid: string }) => f.uid,
        ),
      remove: (fileUid: string) =>
        call(fileItem.DELETE, "DELETE", `${base}/${fileUid}`, { cookie, params: { ...params, fileUid } }),
    };
  };
  /** Signs, uploads and registers a PDF on a record: its row and its key. */
  const attach = async (recordUid: string, name: string) => {
    const files = fileApi(recordUid);
    const signed = await files.sign(pdfMeta(name));
    expect(signed.status).toBe(200);
    expect(await backend.put(signed.body.upload_url, pdf, "application/pdf")).toBe(200);
    const row = await files.register({ ...pdfMeta(name), key: signed.body.key });
    expect(row.status).toBe(201);
    return { uid: row.body.uid as string, url: row.body.url as string, key: signed.body.key as string };
  };

  const signLogo = (cookie: string, size: number, fileType = "image/png") =>
    call(logoSignature.GET, "GET", "/api/v1/company/logo/upload-signature", {
      cookie,
      query: { fileType, fileName: "logo.png", fileSize: String(size) },
    });
  const uploadLogo = async (who: Company) => {
    const signed = await signLogo(who.cookies.admin, png.byteLength);
    expect(signed.status).toBe(200);
    expect(await backend.put(signed.body.signedUrl, png, "image/png")).toBe(200);
    return signed.body.publicUrl as string;
  };
  const setLogo = async (who: Company, logoUrl: string | null) => {
    const current = await call(company.GET, "GET", "/api/v1/company", { cookie: who.cookies.admin });
    const saved = await call(company.PUT, "PUT", "/api/v1/company", {
      cookie: who.cookies.admin,
      body: { logo_url: logoUrl },
      headers: match(current.body.version),
    });
    expect(saved.status).toBe(200);
  };

  describe(`storage on ${backend.name}: logos`, () => {
    it("uploads a logo through its signed URL and serves it; replacing it removes the old object, removing it the new", async () => {
      const first = await uploadLogo(acme);
      const read = await backend.read(first);
      expect(read).toMatchObject({ status: 200, type: "image/png" });
      expect(read.bytes.equals(png)).toBe(true);
      await setLogo(acme, first);
      const second = await uploadLogo(acme);
      await setLogo(acme, second);
      expect((await backend.read(first)).status).toBe(404);
      expect((await backend.read(second)).status).toBe(200);
      await setLogo(acme, null);
      expect((await backend.read(second)).status).toBe(404);
    });

    it("never removes another company's logo, even when its URL was saved as this company's logo", async () => {
      const acmeLogo = await uploadLogo(acme);
      await setLogo(acme, acmeLogo);
      await setLogo(birch, acmeLogo);
      await setLogo(birch, null);
      expect((await backend.read(acmeLogo)).status).toBe(200);
    });

    it("refuses a logo over the size limit and of another type before signing anything", async () => {
      expect((await signLogo(acme.cookies.admin, logoLimit + 1)).status).toBe(413);
      expect((await signLogo(acme.cookies.admin, 10, "text/html")).status).toBe(400);
    });
  });

  describe(`storage on ${backend.name}: record files`, () => {
    it("uploads, registers after a HEAD, reads through a signed GET, lists, and deletes a file with its object", async () => {
      const { recordUid } = await newRecord();
      const files = fileApi(recordUid);
      const file = await attach(recordUid, "Final Drawings.pdf");
      expect(await stored(file.key)).toBe(true);
      const read = await backend.read(file.url);
      expect(read).toMatchObject({ status: 200, type: "application/pdf" });
      expect(read.bytes.equals(pdf)).toBe(true);
      expect(await files.list()).toEqual([file.uid]);
      expect((await files.remove(file.uid)).status).toBe(204);
      expect(await files.list()).toEqual([]);
      expect(await stored(file.key)).toBe(false);
      expect((await backend.read(file.url)).status).toBe(404);
      expect((await files.remove(file.uid)).status).toBe(404);
    });

    it("refuses to register an upload never made, or a size other than the stored object's (Plinth's HEAD)", async () => {
      const { recordUid } = await newRecord();
      const files = fileApi(recordUid);
      const ghost = await files.sign(pdfMeta("ghost.pdf"));
      const missing = await files.register({ ...pdfMeta("ghost.pdf"), key: ghost.body.key });
      expect(missing).toMatchObject({ status: 400, body: { errors: { key: fileMessages.notUploaded } } });
      const signed = await files.sign(pdfMeta("declared.pdf"));
      expect(await backend.put(signed.body.upload_url, pdf, "application/pdf")).toBe(200);
      const other = await files.register({ ...pdfMeta("declared.pdf", 3), key: signed.body.key });
      const message = fileMessages.otherSize(pdf.byteLength, 3);
      expect(other).toMatchObject({ status: 400, body: { errors: { size: message } } });
      expect(await files.list()).toEqual([]);
    });

    it("never registers a body of another size than signed: the server refuses it, or Plinth's HEAD does", async () => {
      const { recordUid } = await newRecord();
      const files = fileApi(recordUid);
      const meta = pdfMeta("short.pdf", pdf.byteLength + 10);
      const signed = await files.sign(meta);
      const put = await backend.put(signed.body.upload_url, pdf, "application/pdf");
      expect(put).toBe(backend.refusesUnsigned ? 400 : 200);
      const res = await files.register({ ...meta, key: signed.body.key });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors)).toEqual([backend.refusesUnsigned ? "key" : "size"]);
    });

    it("never registers a body of another type than signed: the server refuses it, or Plinth's HEAD does", async () => {
      const { recordUid } = await newRecord();
      const files = fileApi(recordUid);
      const meta = pdfMeta("typed.pdf", png.byteLength);
      const signed = await files.sign(meta);
      const put = await backend.put(signed.body.upload_url, png, "image/png");
      expect(put).toBe(backend.refusesUnsigned ? 415 : 200);
      const res = await files.register({ ...meta, key: signed.body.key });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors)).toEqual([backend.refusesUnsigned ? "key" : "content_type"]);
    });

    it("refuses files over the size limit and of other types before signing anything", async () => {
      const { recordUid } = await newRecord();
      const files = fileApi(recordUid);
      expect((await files.sign(pdfMeta("huge.pdf", 50 * 1024 * 1024 + 1))).status).toBe(413);
      const exe = await files.sign({ name: "setup.exe", content_type: "application/x-msdownload", size: 10 });
      expect(exe.status).toBe(415);
    });
  });

  describe(`storage on ${backend.name}: deletes remove the objects they own`, () => {
    it("deleting a record removes its files' objects; deleting a project, those of all its records", async () => {
      const { projectUid, recordUid } = await newRecord();
      const second = await call(recordList.POST, "POST", "/api/v1/project-record", {
        cookie: acme.cookies.editor,
        body: { project_uid: projectUid, stage: "bid", cost_basis_date: "2023-01-01", costs: [] },
      });
      expect(second.status).toBe(201);
      const [a, b, c] = [
        await attach(recordUid, "a.pdf"),
        await attach(recordUid, "b.pdf"),
        await attach(second.body.uid, "c.pdf"),
      ];
      const path = `/api/v1/project-record/${recordUid}`;
      expect(await deleteCurrent(recordItem, path, recordUid, acme.cookies.editor)).toBe(204);
      expect([await stored(a.key), await stored(b.key), await stored(c.key)]).toEqual([false, false, true]);
      const project = `/api/v1/project/${projectUid}`;
      expect(await deleteCurrent(projectItem, project, projectUid, acme.cookies.editor)).toBe(204);
      expect(await stored(c.key)).toBe(false);
    });

    it("removing a bid document, deleting its package or its estimate removes the documents' objects", async () => {
      const cookie = acme.cookies.editor;
      const document = async (packageUid: string) => {
        const params = { uid: packageUid };
        const base = `/api/v1/bid-package/${packageUid}/document`;
        const meta = pdfMeta("Scope.pdf");
        const signed = await call(docSignature.POST, "POST", `${base}/upload-signature`, {
          cookie,
          body: meta,
          params,
        });
        expect(await backend.put(signed.body.upload_url, pdf, "application/pdf")).toBe(200);
        const doc = await call(docList.POST, "POST", base, {
          cookie,
          body: { ...meta, key: signed.body.key },
          params,
        });
        expect(doc.status).toBe(201);
        return { uid: doc.body.uid as string, key: signed.body.key as string };
      };
      const estimate = await estimateWith(cookie, "Storage bids", []);
      const newPackage = async (name: string) => {
        const made = await call(packageList.POST, "POST", `/api/v1/estimate/${estimate.uid}/bid-package`, {
          cookie,
          body: { name },
          params: { uid: estimate.uid },
        });
        expect(made.status).toBe(201);
        return made.body.uid as string;
      };
      const [first, second, third] = [await newPackage("A"), await newPackage("B"), await newPackage("C")];
      const [removed, withPackage, withEstimate] = [
        await document(first),
        await document(second),
        await document(third),
      ];
      const params = { uid: first, documentUid: removed.uid };
      const path = `/api/v1/bid-package/${first}/document/${removed.uid}`;
      expect((await call(docItem.DELETE, "DELETE", path, { cookie, params })).status).toBe(204);
      expect(await stored(removed.key)).toBe(false);
      expect(await deleteCurrent(packageItem, `/api/v1/bid-package/${second}`, second, cookie)).toBe(204);
      expect([await stored(withPackage.key), await stored(withEstimate.key)]).toEqual([false, true]);
      const current = await estimateApi.open(cookie, estimate.uid);
      expect((await estimateApi.remove(cookie, estimate.uid, current.body.estimate.version)).status).toBe(
        204,
      );
      expect(await stored(withEstimate.key)).toBe(false);
    });

    it("a bidder's attachment goes when the bidder detaches it, and with its package", async () => {
      const { pkg } = await makePackage(acme);
      const { token } = await invitedToken(acme, pkg.uid);
      const portal = (method: string, handler: Handler, path: string, body?: unknown, fileUid?: string) =>
        call(handler, method, path, {
          body,
          params: fileUid ? { token, fileUid } : { token },
          headers: { "x-forwarded-for": nextIp() },
        });
      const base = `/api/v1/bid-portal/${token}/file`;
      const attached: { uid: string; key: string }[] = [];
      for (const name of ["first.pdf", "second.pdf"]) {
        const signed = await portal("POST", portalSignature.POST, `${base}/upload-signature`, pdfMeta(name));
        expect(await backend.put(signed.body.upload_url, pdf, "application/pdf")).toBe(200);
        const res = await portal("POST", portalFiles.POST, base, { ...pdfMeta(name), key: signed.body.key });
        expect(res.status).toBe(201);
        const file = res.body.submission.files.find((f: { name: string }) => f.name === name);
        attached.push({ uid: file.uid, key: signed.body.key });
      }
      const [first, second] = attached as [{ uid: string; key: string }, { uid: string; key: string }];
      expect(
        (await portal("DELETE", portalFile.DELETE, `${base}/${first.uid}`, undefined, first.uid)).status,
      ).toBe(200);
      expect([await stored(first.key), await stored(second.key)]).toEqual([false, true]);
      const path = `/api/v1/bid-package/${pkg.uid}`;
      expect(await deleteCurrent(packageItem, path, pkg.uid, acme.cookies.editor)).toBe(204);
      expect(await stored(second.key)).toBe(false);
    });
  });
}
