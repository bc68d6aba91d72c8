// A bid package's documents: the same signed-upload flow, types and size limit as a project record's files
// (lib/server/project/files.ts), stored under `bid-files/{company}/{package}/…` and served only by signed,
// expiring URLs.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { db, schema } from "@/db";
import type { BidDocumentDto } from "@/lib/contract/bid-package";
import type {
  FileSignatureInput,
  RegisterFileInput,
  UploadSignatureDto,
} from "@/lib/contract/project-record";
import { type BidPackageStatus, scopeLockMessage } from "@/lib/domain/bids/package";
import { isPreviewable } from "@/lib/domain/file-types";
import {
  bidFilePrefix,
  fileMessages,
  maxRecordFileBytes,
  recordFileType,
  recordFileTypes,
} from "@/lib/domain/project/files";
import { writeAudit } from "../audit";
import { ApiError, ConflictError, NotFoundError, ValidationError } from "../errors";
import { assertWritable, readEstimate } from "../estimate/core";
import type { Scope } from "../scope";
import { storage } from "../storage";
import { fileSlug } from "../storage/keys";
import { removeStoredObjects } from "../storage/removal";
import { readPackage } from "./package-read";

const { bidPackageDocuments: documents } = schema;

/** The package, when its estimate takes writes and its scope may change. */
async function writablePackage(scope: Scope, uid: string) {
  const pkg = await readPackage(db(), scope, uid);
  assertWritable(await readEstimate(db(), scope, pkg.estimateUid));
  const locked = scopeLockMessage(pkg.status as BidPackageStatus);
  if (locked) throw new ConflictError(locked);
  return pkg;
}

function checkFile(input: FileSignatureInput): string {
  const type = recordFileType(input.content_type);
  if (!type)
    throw new ApiError("unsupported_media_type", fileMessages.type, { content_type: fileMessages.type });
  if (input.size > maxRecordFileBytes) {
    throw new ApiError("payload_too_large", fileMessages.tooLarge, { size: fileMessages.tooLarge });
  }
  return type;
}

const keyPrefix = (scope: Scope, packageUid: string) => `${bidFilePrefix}${scope.company.uid}/${packageUid}/`;

export async function signBidDocumentUpload(
  scope: Scope,
  packageUid: string,
  input: FileSignatureInput,
): Promise<UploadSignatureDto> {
  await writablePackage(scope, packageUid);
  const type = checkFile(input);
  const key = `${keyPrefix(scope, packageUid)}${randomUUID()}/${fileSlug(input.name)}.${recordFileTypes[type]!.ext}`;
  const target = await storage().signUpload({ key, contentType: type, size: input.size });
  return { upload_url: target.signedUrl, method: "PUT", headers: { "Content-Type": type }, key };
}

export async function addBidDocument(
  scope: Scope,
  packageUid: string,
  input: RegisterFileInput,
): Promise<BidDocumentDto> {
  await writablePackage(scope, packageUid);
  const type = checkFile(input);
  if (
    !input.key.startsWith(keyPrefix(scope, packageUid)) ||
    input.key.includes("..") ||
    !input.key.endsWith(`.${recordFileTypes[type]!.ext}`)
  ) {
    throw new ValidationError({ key: "This upload does not belong to this package" });
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
  const row = await db().transaction(async (tx) => {
    const [row] = await tx
      .insert(documents)
      .values({
        companyUid: scope.company.uid,
        packageUid,
        name: input.name,
        contentType: type,
        sizeBytes: stored.size,
        storageKey: input.key,
        uploadedBy: scope.user.uid,
      })
      .returning();
    await writeAudit(tx, scope, {
      action: "bid_package.document_added",
      targetType: "bid_package",
      targetUid: packageUid,
      data: { document_uid: row!.uid, name: input.name, size: stored.size },
    });
    return row!;
  });
  return {
    uid: row.uid,
    name: row.name,
    content_type: row.contentType,
    size: row.sizeBytes,
    url: await storage().signDownload({ key: row.storageKey, fileName: row.name }),
    previewable: isPreviewable(row.contentType) || isPreviewable(row.name),
    created_at: row.createdAt.toISOString(),
  };
}

export async function removeBidDocument(
  scope: Scope,
  packageUid: string,
  documentUid: string,
): Promise<void> {
  await writablePackage(scope, packageUid);
  const key = await db().transaction(async (tx) => {
    const [row] = await tx
      .delete(documents)
      .where(
        and(
          eq(documents.uid, documentUid),
          eq(documents.packageUid, packageUid),
          eq(documents.companyUid, scope.company.uid),
        ),
      )
      .returning({ uid: documents.uid, name: documents.name, key: documents.storageKey });
    if (!row) throw new NotFoundError("Document not found");
    await writeAudit(tx, scope, {
      action: "bid_package.document_removed",
      targetType: "bid_package",
      targetUid: packageUid,
      data: { document_uid: documentUid, name: row.name },
    });
    return row.key;
  });
  await removeStoredObjects([key]);
}
