import { z } from "zod";
import { imageTypeList } from "@/lib/domain/upload-types";
import { requiredString } from "@/lib/domain/validation";
import type { Scope } from "../scope";
import { storage } from "../storage";
import { logoKey } from "../storage/keys";

export const logoUploadQuery = z.object({
  fileType: z
    .string({ error: "Required" })
    .trim()
    .toLowerCase()
    .pipe(z.enum(imageTypeList, { error: "Only PNG, JPEG, GIF, WebP and SVG images can be uploaded" })),
  fileName: requiredString(255),
});
export type LogoUploadQuery = z.infer<typeof logoUploadQuery>;

/** Where the browser PUTs a new logo (expires in 10 minutes) and the URL it then saves as `logo_url`. */
export async function logoUploadSignature(scope: Scope, query: LogoUploadQuery) {
  const key = logoKey(scope.company.uid, query.fileName, query.fileType);
  return storage().signUpload({ key, contentType: query.fileType });
}
