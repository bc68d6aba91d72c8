import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, rmdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { formatFileSize } from "@/lib/domain/file-size";
import {
  exactBytes,
  isRecordFileKey,
  matchesRecordFileBytes,
  maxRecordFileBytes,
  recordFileType,
  recordFileTypeForExtension,
  recordFileTypes,
} from "@/lib/domain/project/files";
import {
  type ImageType,
  imageTypeForExtension,
  imageTypes,
  isImageType,
  matchesMagicBytes,
} from "@/lib/domain/upload-types";
import { ApiError, ForbiddenError, NotFoundError } from "../errors";
import {
  checkDownloadGrant,
  checkGrant,
  downloadExpiry,
  isSafeKey,
  signDownloadGrant,
  signGrant,
  uploadUrlLifetimeSeconds,
} from "./signing";
import type { StorageAdapter, StoredObject, UploadTarget } from "./types";

export type LocalConfig = { dir: string; secret: string; maxBytes: number };

// Paths on this app, so the URLs work on whichever host serves it (APP_URL may name another port or proxy).
const uploadPath = "/api/v1/storage/upload";
const filePath = "/api/v1/storage/file";

export const downloadMessages = {
  expired: "This file link has expired. Reload the page to get a new one.",
} as const;

export const uploadMessages = {
  invalid: "This upload link is not valid",
  expired: "This upload link has expired. Start the upload again.",
  tooLarge: (maxBytes: number) => `The file is larger than ${formatFileSize(maxBytes)}`,
  wrongHeader: (type: string) => `Send the file with Content-Type ${type}`,
  wrongBytes: (label: string) => `The file is not a valid ${label} image`,
  largerThanSigned: (signed: number) =>
    `The file is larger than the ${exactBytes(signed)} this upload link was signed for`,
  otherThanSigned: (sent: number, signed: number) =>
    `The file is ${exactBytes(sent)}, but this upload link was signed for ${exactBytes(signed)}`,
} as const;

/** The type a stored file is served with, from its key's extension; null for anything not uploadable. */
function typeOfKey(key: string): string | null {
  const ext = path.extname(key).slice(1);
  return isRecordFileKey(key) ? recordFileTypeForExtension(ext) : imageTypeForExtension(ext);
}

function fileOnDisk(dir: string, key: string): string {
  const root = path.resolve(dir);
  const full = path.resolve(root, key);
  // isSafeKey already refuses `..`; this is the second lock on the same door.
  if (!full.startsWith(root + path.sep)) throw new NotFoundError();
  return full;
}

export function localStorage(config: LocalConfig): StorageAdapter {
  return {
    name: "local",
    async signUpload({ key, contentType, size }): Promise<UploadTarget> {
      const expires = Math.floor(Date.now() / 1000) + uploadUrlLifetimeSeconds;
      const sig = signGrant({ key, contentType, size, expires }, config.secret);
      const query = new URLSearchParams({ type: contentType, size: String(size), exp: String(expires), sig });
      return { signedUrl: `${uploadPath}/${key}?${query}`, publicUrl: `${filePath}/${key}` };
    },
    async signDownload({ key }) {
      const expires = downloadExpiry();
      const query = new URLSearchParams({
        exp: String(expires),
        sig: signDownloadGrant(key, expires, config.secret),
      });
      return `${filePath}/${key}?${query}`;
    },
    async stat(key): Promise<StoredObject | null> {
      const type = typeOfKey(key);
      if (!isSafeKey(key) || !type) return null;
      try {
        const info = await stat(fileOnDisk(config.dir, key));
        return info.isFile() ? { size: info.size, contentType: type } : null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(key) {
      if (!isSafeKey(key)) return;
      const file = fileOnDisk(config.dir, key);
      await rm(file, { force: true });
      // Each upload has a folder of its own (a random uuid); it goes when empty. Shared parents stay, so a
      // concurrent upload never loses the folder it is writing into.
      await rmdir(path.dirname(file)).catch(() => undefined);
    },
    keyOfUrl(url) {
      if (!url.startsWith(`${filePath}/`)) return null;
      const key = url.slice(filePath.length + 1);
      return isSafeKey(key) ? key : null;
    },
  };
}

/** Reads at most `limit` bytes of a body; more answers 413 without reading the rest into memory. */
async function readLimited(body: ReadableStream<Uint8Array> | null, limit: number, message: string) {
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (body) {
    const reader = body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel().catch(() => undefined);
        throw new ApiError("payload_too_large", message);
      }
      chunks.push(value);
    }
  }
  return Buffer.concat(chunks, total);
}

type UploadRequest = {
  key: string;
  search: URLSearchParams;
  contentType: string | null;
  contentLength: string | null;
  body: ReadableStream<Uint8Array> | null;
};

/** A whole number of bytes as the URL carries it; anything else is NaN, which no signature accepts. */
const sizeParam = (value: string | null) =>
  value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : Number.NaN;

/**
 * The app's side of a signed PUT: signature and expiry, declared type, then exactly the signed number of bytes
 * (413 for more, 400 for fewer), then the file's own bytes. Nothing is stored unless every check passes.
 */
export async function storeLocalUpload(config: LocalConfig, req: UploadRequest) {
  const type = req.search.get("type") ?? "";
  const size = sizeParam(req.search.get("size"));
  const expires = Number(req.search.get("exp"));
  const check = checkGrant(
    { key: req.key, contentType: type, size, expires },
    req.search.get("sig") ?? "",
    config.secret,
  );
  // Project record files (drawings, photos, documents) have their own types and limit; everything else is an image.
  const recordFile = isRecordFileKey(req.key);
  const allowed = recordFile ? recordFileType(type) === type : isImageType(type);
  if (check !== "ok" || !isSafeKey(req.key) || !allowed) {
    throw new ForbiddenError(check === "expired" ? uploadMessages.expired : uploadMessages.invalid);
  }
  const sent = (req.contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (sent !== type) throw new ApiError("unsupported_media_type", uploadMessages.wrongHeader(type));
  const maxBytes = recordFile ? maxRecordFileBytes : config.maxBytes;
  // The signing step refuses sizes over the limit; this keeps an old or hand-made grant under it too.
  if (size > maxBytes) throw new ApiError("payload_too_large", uploadMessages.tooLarge(maxBytes));
  const larger = uploadMessages.largerThanSigned(size);
  if (Number(req.contentLength ?? 0) > size) throw new ApiError("payload_too_large", larger);
  const bytes = await readLimited(req.body, size, larger);
  if (bytes.byteLength !== size) {
    throw new ApiError("bad_request", uploadMessages.otherThanSigned(bytes.byteLength, size));
  }
  if (recordFile ? !matchesRecordFileBytes(type, bytes) : !matchesMagicBytes(type as ImageType, bytes)) {
    const label = recordFile ? recordFileTypes[type]!.label : imageTypes[type as ImageType].label;
    throw new ApiError(
      "unsupported_media_type",
      recordFile ? `The file is not a valid ${label} file` : uploadMessages.wrongBytes(label),
    );
  }
  const target = fileOnDisk(config.dir, req.key);
  await mkdir(path.dirname(target), { recursive: true });
  // Write then rename, so a reader never sees half a file.
  const partial = `${target}.${randomUUID()}.part`;
  try {
    await writeFile(partial, bytes);
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return { key: req.key, size: bytes.byteLength, content_type: type };
}

/**
 * A stored file. Logos are public (like a public bucket); a record file needs the signature of a download URL
 * (a missing or forged one is 404, the same as a file that does not exist).
 */
export async function readLocalFile(
  config: LocalConfig,
  key: string,
  search: URLSearchParams = new URLSearchParams(),
): Promise<{ bytes: Buffer; type: string; private: boolean }> {
  const recordFile = isRecordFileKey(key);
  const type = typeOfKey(key);
  if (!isSafeKey(key) || !type) throw new NotFoundError();
  if (recordFile) {
    const check = checkDownloadGrant(key, Number(search.get("exp")), search.get("sig") ?? "", config.secret);
    if (check === "expired") throw new ForbiddenError(downloadMessages.expired);
    if (check !== "ok") throw new NotFoundError();
  }
  try {
    return { bytes: await readFile(fileOnDisk(config.dir, key)), type, private: recordFile };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") throw new NotFoundError();
    throw error;
  }
}
