// The company logo's upload, apart from lib/client/settings.ts: the image resizer and the upload loop are for
// Settings › Company only, not for every settings page that reads a list.

import type { UploadTarget } from "@/lib/contract/storage";
import { logoMaxSize } from "@/lib/ui/image-resize";
import { api } from "./api";
import { resizeImage } from "./image-resize";
import { putFile } from "./upload";

/** Resizes (600×600 for logos), asks for a signed URL, PUTs the file with progress; answers the public URL. */
export async function uploadLogo(file: File, onProgress: (percent: number) => void): Promise<string> {
  const prepared = await resizeImage(file, logoMaxSize);
  const query = new URLSearchParams({
    fileType: prepared.type,
    fileName: prepared.name,
    // The signed URL accepts exactly this many bytes of this type.
    fileSize: String(prepared.blob.size),
  });
  const target = await api<UploadTarget>(`/company/logo/upload-signature?${query}`);
  await putFile(target.signedUrl, prepared.blob, prepared.type, onProgress);
  return target.publicUrl;
}
