import type { LogoUploadQuery } from "@/lib/contract/company";
import { env } from "@/lib/env";
import { ApiError } from "../errors";
import type { Scope } from "../scope";
import { storage } from "../storage";
import { logoKey } from "../storage/keys";
import { uploadMessages } from "../storage/local";

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
