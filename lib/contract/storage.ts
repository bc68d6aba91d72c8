// Files in storage: the signed upload target the browser PUTs to, and the local storage's own routes (with S3
// the browser talks to the bucket instead). `{key}` is the object's key, slashes included.
import { z } from "zod";
import { operation } from "./operation";

export const uploadTargetDto = z.object({
  signedUrl: z
    .string()
    .describe("PUT the file here: exactly the signed size and content type, within 10 minutes"),
  publicUrl: z.string().describe("Where the file is served from once uploaded"),
});
export type UploadTarget = z.infer<typeof uploadTargetDto>;

export const storedFileDto = z.object({
  key: z.string(),
  size: z.number().int(),
  content_type: z.string(),
});

export const storageOperations = {
  file: operation({
    method: "GET",
    path: "/api/v1/storage/file/{key}",
    summary: "Serve a stored file; a project record file needs a signed, expiring URL",
    description:
      "Served with the type it was uploaded as (an image, a PDF…). Logos are public, like S3 objects; the query " +
      "of a record file's URL carries its signature.",
    public: true,
    produces: "*/*",
  }),
  upload: operation({
    method: "PUT",
    path: "/api/v1/storage/upload/{key}",
    summary: "Receive a file for a signed upload URL (local storage only)",
    description:
      "The signature in the query is the credential, like an S3 presigned URL: it covers the key, the content " +
      "type and the exact size, and expires.",
    public: true,
    response: storedFileDto,
  }),
};
