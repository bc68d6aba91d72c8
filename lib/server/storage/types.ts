/** What a browser needs to upload one file: where to PUT it, and the URL it will be served from. */
export type UploadTarget = { signedUrl: string; publicUrl: string };

/** An object as storage holds it: its real size, and its content type where storage keeps one. */
export type StoredObject = { size: number; contentType: string | null };

export interface StorageAdapter {
  readonly name: "local" | "s3";
  /** A URL that accepts exactly one body: `size` bytes sent with Content-Type `contentType`, for 10 minutes. */
  signUpload(input: { key: string; contentType: string; size: number }): Promise<UploadTarget>;
  /** A URL that reads a private file for a limited time (project record files are never public). */
  signDownload(input: { key: string; fileName: string }): Promise<string>;
  /** The stored object under `key`, or null when nothing was uploaded there. */
  stat(key: string): Promise<StoredObject | null>;
  /** Deletes the object under `key`; nothing stored there is not an error. */
  remove(key: string): Promise<void>;
  /** The key of an object this storage serves at `url` (a public URL it made), or null for any other URL. */
  keyOfUrl(url: string): string | null;
}
