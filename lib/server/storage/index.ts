import { env } from "@/lib/env";
import { type LocalConfig, localStorage } from "./local";
import { s3Storage } from "./s3";
import { storageSigningKey } from "./signing";
import type { StorageAdapter } from "./types";

export function localStorageConfig(): LocalConfig {
  const e = env();
  return {
    dir: e.STORAGE_DIR,
    secret: storageSigningKey(e.STORAGE_SECRET, e.AUTH_SECRET),
    maxBytes: e.UPLOAD_MAX_BYTES,
  };
}

/** S3-compatible storage when S3_BUCKET is set; otherwise files on this server's disk (the embedded default). */
export function storage(): StorageAdapter {
  const e = env();
  if (e.S3_BUCKET) {
    return s3Storage({
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      endpoint: e.S3_ENDPOINT,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      publicUrl: e.S3_PUBLIC_URL,
    });
  }
  return localStorage(localStorageConfig());
}
