/** What a browser needs to upload one file: where to PUT it, and the URL it will be served from. */
export type UploadTarget = { signedUrl: string; publicUrl: string };

export interface StorageAdapter {
  readonly name: "local" | "s3";
  signUpload(input: { key: string; contentType: string }): Promise<UploadTarget>;
  /** A URL that reads a private file for a limited time (project record files are never public). */
  signDownload(input: { key: string; fileName: string }): Promise<string>;
}
