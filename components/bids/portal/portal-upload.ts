// Attaching a file to the bid: sign, PUT to the signed URL, attach. Loaded on the first file picked
// (./portal-files.tsx), so the portal's first load carries none of it.
import { api } from "@/lib/client/api";
import { putFile } from "@/lib/client/upload";
import type { PortalUploadSignatureDto, PortalViewDto } from "@/lib/contract/bid-portal";

/** Uploads `file` for the bid behind `token`; `onProgress` gets 0–100. Resolves to the portal's new view. */
export async function uploadAttachment(
  token: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<PortalViewDto> {
  const base = `/bid-portal/${token}`;
  const meta = { name: file.name, content_type: file.type || "application/octet-stream", size: file.size };
  const signed = await api<PortalUploadSignatureDto>(`${base}/file/upload-signature`, {
    method: "POST",
    body: meta,
  });
  await putFile(signed.upload_url, file, signed.headers["Content-Type"] ?? meta.content_type, onProgress);
  return api<PortalViewDto>(`${base}/file`, { method: "POST", body: { ...meta, key: signed.key } });
}
