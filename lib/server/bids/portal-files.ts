// A bidder's attachments: the same types, size limit and checks as project record files (a signed upload
// URL for the declared type and size, then the stored object checked before it is attached).
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { db, schema } from "@/db";
import type {
  PortalFileSignatureInput,
  PortalRegisterFileInput,
  PortalUploadSignatureDto,
  PortalViewDto,
} from "@/lib/contract/bid-portal";
import { portalMessages } from "@/lib/domain/bids/portal";
import {
  fileMessages,
  maxRecordFileBytes,
  recordFilePrefix,
  recordFileType,
  recordFileTypes,
} from "@/lib/domain/project/files";
import { ApiError, NotFoundError, ValidationError } from "../errors";
import { storage } from "../storage";
import { fileSlug } from "../storage/keys";
import { removeStoredObjects } from "../storage/removal";
import {
  announce,
  openPortal,
  type Portal,
  portalView,
  requireOpen,
  setInvitation,
  submissionOf,
} from "./portal";

const { bidSubmissions, bidSubmissionFiles } = schema;

function checkFile(input: PortalFileSignatureInput): string {
  const type = recordFileType(input.content_type);
  if (!type)
    throw new ApiError("unsupported_media_type", fileMessages.type, { content_type: fileMessages.type });
  if (input.size > maxRecordFileBytes)
    throw new ApiError("payload_too_large", fileMessages.tooLarge, { size: fileMessages.tooLarge });
  return type;
}

// Under the record files' prefix, so local storage applies their types, size limit and byte checks.
const keyPrefix = (portal: Portal) => `${recordFilePrefix}${portal.inv.companyUid}/bid-${portal.inv.uid}/`;

export async function signPortalUpload(
  token: string,
  ip: string | null,
  input: PortalFileSignatureInput,
): Promise<PortalUploadSignatureDto> {
  const portal = await openPortal(token, ip);
  requireOpen(portal);
  const type = checkFile(input);
  const key = `${keyPrefix(portal)}${randomUUID()}/${fileSlug(input.name)}.${recordFileTypes[type]!.ext}`;
  const target = await storage().signUpload({ key, contentType: type, size: input.size });
  return { upload_url: target.signedUrl, method: "PUT", headers: { "Content-Type": type }, key };
}

/** The bidder's submission row, made as an empty draft when the first thing they do is attach a file. */
async function ensureSubmission(portal: Portal) {
  const current = await submissionOf(db(), portal.inv.uid);
  if (current) return current;
  const [row] = await db()
    .insert(bidSubmissions)
    .values({ companyUid: portal.inv.companyUid, invitationUid: portal.inv.uid })
    .onConflictDoNothing()
    .returning();
  return row ?? (await submissionOf(db(), portal.inv.uid))!;
}

export async function attachPortalFile(
  token: string,
  ip: string | null,
  input: PortalRegisterFileInput,
): Promise<PortalViewDto> {
  const portal = await openPortal(token, ip);
  requireOpen(portal);
  const type = checkFile(input);
  if (
    !input.key.startsWith(keyPrefix(portal)) ||
    input.key.includes("..") ||
    !input.key.endsWith(`.${recordFileTypes[type]!.ext}`)
  ) {
    throw new ValidationError({ key: portalMessages.attachmentKey }, portalMessages.attachmentKey);
  }
  const stored = await storage().stat(input.key);
  if (!stored) throw new ValidationError({ key: fileMessages.notUploaded }, fileMessages.notUploaded);
  if (stored.size !== input.size) {
    const message = fileMessages.otherSize(stored.size, input.size);
    throw new ValidationError({ size: message }, message);
  }
  if (stored.contentType !== null && recordFileType(stored.contentType) !== type) {
    const message = fileMessages.otherType(stored.contentType);
    throw new ValidationError({ content_type: message }, message);
  }
  const sub = await ensureSubmission(portal);
  await db().insert(bidSubmissionFiles).values({
    companyUid: portal.inv.companyUid,
    submissionUid: sub.uid,
    name: input.name,
    contentType: type,
    sizeBytes: stored.size,
    storageKey: input.key,
  });
  const version = await setInvitation(db(), portal, {});
  portal.inv = { ...portal.inv, version };
  await announce(portal, version);
  return portalView(portal);
}

export async function detachPortalFile(
  token: string,
  ip: string | null,
  fileUid: string,
): Promise<PortalViewDto> {
  const portal = await openPortal(token, ip);
  requireOpen(portal);
  const sub = await submissionOf(db(), portal.inv.uid);
  const removed = sub
    ? await db()
        .delete(bidSubmissionFiles)
        .where(and(eq(bidSubmissionFiles.uid, fileUid), eq(bidSubmissionFiles.submissionUid, sub.uid)))
        .returning({ uid: bidSubmissionFiles.uid, key: bidSubmissionFiles.storageKey })
    : [];
  if (removed.length === 0) throw new NotFoundError(portalMessages.attachmentNotFound);
  await removeStoredObjects(removed.map((r) => r.key));
  const version = await setInvitation(db(), portal, {});
  portal.inv = { ...portal.inv, version };
  await announce(portal, version);
  return portalView(portal);
}
