import { contentDisposition } from "./content-disposition";
import { downloadExpiry, uploadUrlLifetimeSeconds } from "./signing";
import type { StorageAdapter, StoredObject, UploadTarget } from "./types";

export type S3Config = {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  publicUrl?: string;
};

const encodeKey = (key: string) => key.split("/").map(encodeURIComponent).join("/");

/**
 * Where an object is read from: S3_PUBLIC_URL (a CDN or public bucket domain) when set; otherwise path style on a
 * custom endpoint (MinIO, R2 …), or the bucket's virtual-hosted AWS address.
 */
export function s3PublicUrl(config: S3Config, key: string): string {
  if (config.publicUrl) return `${config.publicUrl.replace(/\/+$/, "")}/${encodeKey(key)}`;
  if (config.endpoint) return `${config.endpoint.replace(/\/+$/, "")}/${config.bucket}/${encodeKey(key)}`;
  return `https://${config.bucket}.s3.${config.region}.amazonaws.com/${encodeKey(key)}`;
}

/**
 * Presigned PUT URLs, and presigned GET URLs for private files. The SDK is loaded on first use so the embedded
 * default never pays for it. A presigned PUT signs Content-Length and Content-Type, so S3 refuses a body of
 * another size or type; magic bytes cannot be checked on it (limit them with a bucket policy or a lifecycle
 * check).
 */
export function s3Storage(config: S3Config): StorageAdapter {
  async function client() {
    const { S3Client } = await import("@aws-sdk/client-s3");
    return new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: Boolean(config.endpoint),
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
      // Browsers send no checksum headers; the SDK's default would sign them into the URL.
      requestChecksumCalculation: "WHEN_REQUIRED",
      // And older S3-compatible servers (s3rver, some MinIO releases) answer without the checksums it would check.
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }
  return {
    name: "s3",
    async signUpload({ key, contentType, size }): Promise<UploadTarget> {
      const { PutObjectCommand } = await import("@aws-sdk/client-s3");
      const { getSignedUrl } = await import("@aws-sdk/s3-request-presigner");
      const command = new PutObjectCommand({
        Bucket: config.bucket,
        Key: key,
        ContentType: contentType,
        ContentLength: size,
      });
      const signedUrl = await getSignedUrl(await client(), command, {
        expiresIn: uploadUrlLifetimeSeconds,
        // The presigner leaves Content-Type unsigned by default; signed, S3 refuses a PUT with another type.
        signableHeaders: new Set(["content-type", "content-length"]),
      });
      return { signedUrl, publicUrl: s3PublicUrl(config, key) };
    },
    async signDownload({ key, fileName }) {
      const { GetObjectCommand } = await import("@aws-sdk/client-s3");
      const { getSignedUrl } = await import("@aws-sdk/s3-request-presigner");
      const command = new GetObjectCommand({
        Bucket: config.bucket,
        Key: key,
        ResponseContentDisposition: contentDisposition(fileName),
      });
      // Until the same rounded expiry as local URLs, so a file's URL is stable within the hour.
      const expiresIn = downloadExpiry() - Math.floor(Date.now() / 1000);
      return getSignedUrl(await client(), command, { expiresIn });
    },
    async stat(key): Promise<StoredObject | null> {
      const { HeadObjectCommand } = await import("@aws-sdk/client-s3");
      try {
        const head = await (await client()).send(new HeadObjectCommand({ Bucket: config.bucket, Key: key }));
        return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? null };
      } catch (error) {
        const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
        if (e.name === "NotFound" || e.name === "NoSuchKey" || e.$metadata?.httpStatusCode === 404)
          return null;
        throw error;
      }
    },
    async remove(key) {
      const { DeleteObjectCommand } = await import("@aws-sdk/client-s3");
      // S3 answers 204 whether or not the key existed.
      await (await client()).send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }));
    },
    keyOfUrl(url) {
      const base = s3PublicUrl(config, "");
      if (!url.startsWith(base) || url.includes("?") || url.includes("#")) return null;
      try {
        const key = url.slice(base.length).split("/").map(decodeURIComponent).join("/");
        return key && encodeKey(key) === url.slice(base.length) ? key : null;
      } catch {
        return null;
      }
    },
  };
}
