import { z } from "zod";
import { imageTypeList } from "@/lib/domain/upload-types";
import { requiredString } from "@/lib/domain/validation";
import { env } from "@/lib/env";
import { ApiError } from "../errors";
import type { Scope } from "../scope";
import { storage } from "../storage";
import { logoKey } from "../storage/keys";
import { uploadMessages } from "../storage/local";

const sizeMessage = "Must be a size in bytes";

export const logoUploadQuery = z.object({
  fileType: z
    .string({ error: "Required" })
    .trim()
    .toLowerCase()
    .pipe(z.enum(imageTypeList, { error: "Only PNG, JPEG, GIF, WebP and SVG images can be uploaded" })),
  fileName: requiredString(255),
  /** The exact size of the file the browser will PUT; the signed URL accepts no other. */
  fileSize: z
    .string({ error: "Required" })
    .trim()
    .min(1, "Required")
    .regex(/^\d{1,15}$/, sizeMessage)
    .transform(Number)
    .pipe(z.number().int(sizeMessage).min(1, "The file is empty")),
});
export type LogoUploadQuery = z.infer<typeof logoUploadQuery>;

/**
 * Where the browser PUTs a new logo (expires in 10 minutes, only for a body of `fileSize` bytes sent as
 * `fileType`) and the URL it then saves as `logo_url`.
 */
export async function logoUploadSignature(scope: Scope, query: LogoUploadQuery) {
  const maxBytes = env().UPLOAD_MAX_BYTES;
  if (query.fileSize > maxBytes) {
    const message = uploadMessages.tooLarge(maxBytes);
    throw new ApiError("payload_too_large", message, { fileSize: message });
  }
  const key = logoKey(scope.company.uid, query.fileName, query.fileType);
  return storage().signUpload({ key, contentType: query.fileType, size: query.fileSize });
}
