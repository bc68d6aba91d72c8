import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { db, schema } from "@/db";
import type {
  FileSignatureInput,
  RecordFileDto,
  RegisterFileInput,
  UploadSignatureDto,
} from "@/lib/contract/project-record";
import {
  fileMessages,
  maxRecordFileBytes,
  recordFilePrefix,
  recordFileType,
  recordFileTypes,
} from "@/lib/domain/project/files";
import { writeAudit } from "../audit";
import { ApiError, NotFoundError, ValidationError } from "../errors";
import type { Scope } from "../scope";
import { storage } from "../storage";
import { fileSlug } from "../storage/keys";
import { removeStoredObjects } from "../storage/removal";
import { fileDto } from "./dto";
import { readRecordFiles } from "./record-reads";

const { projectRecords: records, recordFiles: files } = schema;

async function requireRecord(scope: Scope, recordUid: string) {
  const [row] = await db()
    .select({ uid: records.uid })
    .from(records)
    .where(and(eq(records.uid, recordUid), eq(records.companyUid, scope.company.uid)));
  if (!row) throw new NotFoundError("Project record not found");
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

const keyPrefix = (scope: Scope, recordUid: string) =>
  `${recordFilePrefix}${scope.company.uid}/${recordUid}/`;

/** A signed, expiring URL: record files are never public, even to someone who learns the key. */
function fileUrl(row: { storageKey: string; name: string }) {
  return storage().signDownload({ key: row.storageKey, fileName: row.name });
}

export async function signRecordFileUpload(
  scope: Scope,
  recordUid: string,
  input: FileSignatureInput,
): Promise<UploadSignatureDto> {
  await requireRecord(scope, recordUid);
  const type = checkFile(input);
  const key = `${keyPrefix(scope, recordUid)}${randomUUID()}/${fileSlug(input.name)}.${recordFileTypes[type]!.ext}`;
  const target = await storage().signUpload({ key, contentType: type, size: input.size });
  return { upload_url: target.signedUrl, method: "PUT", headers: { "Content-Type": type }, key };
}

/** The object was uploaded under `key` with exactly the declared size (and type, where storage keeps one). */
async function requireUploaded(key: string, type: string, size: number) {
  const stored = await storage().stat(key);
  if (!stored) throw new ValidationError({ key: fileMessages.notUploaded }, fileMessages.notUploaded);
  if (stored.size !== size) {
    const message = fileMessages.otherSize(stored.size, size);
    throw new ValidationError({ size: message }, message);
  }
  if (stored.contentType !== null && recordFileType(stored.contentType) !== type) {
    const message = fileMessages.otherType(stored.contentType);
    throw new ValidationError({ content_type: message }, message);
  }
  return stored;
}

export async function registerRecordFile(
  scope: Scope,
  recordUid: string,
  input: RegisterFileInput,
): Promise<RecordFileDto> {
  await requireRecord(scope, recordUid);
  const type = checkFile(input);
  const prefix = keyPrefix(scope, recordUid);
  if (
    !input.key.startsWith(prefix) ||
    input.key.includes("..") ||
    !input.key.endsWith(`.${recordFileTypes[type]!.ext}`)
  ) {
    throw new ValidationError({ key: fileMessages.key });
  }
  const stored = await requireUploaded(input.key, type, input.size);
  const [row] = await db()
    .insert(files)
    .values({
      companyUid: scope.company.uid,
      recordUid,
      name: input.name,
      contentType: type,
      sizeBytes: stored.size,
      storageKey: input.key,
      uploadedBy: scope.user.uid,
    })
    .returning();
  await writeAudit(db(), scope, {
    action: "project.record.file_added",
    targetType: "project_record",
    targetUid: recordUid,
    data: { file_uid: row!.uid, name: input.name, size: stored.size },
  });
  return fileDto(row!, await fileUrl(row!));
}

export async function listFiles(scope: Scope, recordUid: string): Promise<RecordFileDto[]> {
  const rows = await readRecordFiles(recordUid, scope.company.uid);
  return Promise.all(rows.map(async (row) => fileDto(row, await fileUrl(row))));
}

export async function deleteRecordFile(scope: Scope, recordUid: string, fileUid: string) {
  const [row] = await db()
    .delete(files)
    .where(
      and(eq(files.uid, fileUid), eq(files.recordUid, recordUid), eq(files.companyUid, scope.company.uid)),
    )
    .returning({ uid: files.uid, name: files.name, key: files.storageKey });
  if (!row) throw new NotFoundError("File not found");
  await writeAudit(db(), scope, {
    action: "project.record.file_deleted",
    targetType: "project_record",
    targetUid: recordUid,
    data: { file_uid: fileUid, name: row.name },
  });
  await removeStoredObjects([row.key]);
}
