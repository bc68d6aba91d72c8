// Settings data in the client cache. Tenant data is keyed ["company", companyUid, …] (a company switch never
// shows another tenant's cache); the staff company list is keyed under ["self", "companies"], like the switcher's.

import type { CompanyDto } from "@/lib/contract/company";
import type { UserDto } from "@/lib/contract/user";
import { logoMaxSize } from "@/lib/domain/image-resize";
import { api } from "./api";
import { resizeImage } from "./image-resize";
import { putFile } from "./upload";

export type Collection<T> = {
  query: string[];
  content: Record<string, T>;
  total: number;
  next_cursor: string | null;
};
export type CompanyListItem = CompanyDto & { user_count: number };
export type OutboxMail = {
  uid: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
};
export type InviteResult = { user: UserDto; activation_url: string; delivery: "smtp" | "outbox" | "failed" };

export const settingsKeys = {
  company: (companyUid: string) => ["company", companyUid] as const,
  users: (companyUid: string) => ["company", companyUid, "users"] as const,
  outbox: (companyUid: string) => ["company", companyUid, "mail-outbox"] as const,
  apiKeys: (companyUid: string) => ["company", companyUid, "api-keys"] as const,
  companies: (search: string) => ["self", "companies", "settings", search] as const,
  allCompanies: ["self", "companies"] as const,
};

export const items = <T>(collection: Collection<T>): T[] =>
  collection.query.map((uid) => collection.content[uid]).filter((x): x is T => x !== undefined);

export const ifMatch = (version: number) => ({ "If-Match": `"${version}"` });

/** Resizes (600×600 for logos), asks for a signed URL, PUTs the file with progress; answers the public URL. */
export async function uploadLogo(file: File, onProgress: (percent: number) => void): Promise<string> {
  const prepared = await resizeImage(file, logoMaxSize);
  const query = new URLSearchParams({
    fileType: prepared.type,
    fileName: prepared.name,
    // The signed URL accepts exactly this many bytes of this type.
    fileSize: String(prepared.blob.size),
  });
  const target = await api<{ signedUrl: string; publicUrl: string }>(
    `/company/logo/upload-signature?${query}`,
  );
  await putFile(target.signedUrl, prepared.blob, prepared.type, onProgress);
  return target.publicUrl;
}
