// The project database in the browser: typed calls to /api/v1/project* and their TanStack Query keys and
// hooks. Keys live under ["company", companyUid, "project"] so a company switch never shows another
// tenant's records; a write invalidates that whole subtree (lists, stats, points, details).
"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ListPage } from "@/lib/contract/list";
import type { CreateProjectInput, ProjectDto, UpdateProjectInput } from "@/lib/contract/project";
import type {
  CreateRecordInput,
  FileSignatureInput,
  RecordDetailDto,
  RecordDto,
  RecordFileDto,
  RecordPointsDto,
  RecordStatsDto,
  RegisterFileInput,
  UpdateRecordInput,
  UploadSignatureDto,
} from "@/lib/contract/project-record";
import { filtersToSearchParams, type RecordFilters } from "@/lib/domain/project/filters";
import { api } from "./api";
import { putFile } from "./upload";

export type * from "@/lib/contract/project";
export type * from "@/lib/contract/project-record";
export type * from "@/lib/domain/project/types";

/** Normalisation targets a detail or list may be moved to. */
export type RecordTargets = { target_date?: string | null; target_location?: string | null };

const ifMatch = (version: number | undefined) =>
  version === undefined ? undefined : { "If-Match": `"${version}"` };

const qs = (params: URLSearchParams) => {
  const s = params.toString();
  return s ? `?${s}` : "";
};

function targetParams(targets: RecordTargets = {}) {
  const p = new URLSearchParams();
  if (targets.target_date) p.set("target_date", targets.target_date);
  if (targets.target_location) p.set("target_location", targets.target_location);
  return p;
}

/** The filters as the endpoints read them (sort/limit always sent, so the server and cache agree). */
function filterQuery(filters: Partial<RecordFilters>, extra: Record<string, string> = {}) {
  const params = filtersToSearchParams(filters, { omitDefaults: false });
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  return qs(params);
}

// ── Keys ─────────────────────────────────────────────────────────────────────────────────────────────

/** The filter part of a key: the query string without cursor, stable for equal filters. */
const filterKey = (filters: Partial<RecordFilters>) =>
  filtersToSearchParams({ ...filters, cursor: undefined }, { omitCursor: true }).toString();

export const projectKeys = {
  all: (companyUid: string) => ["company", companyUid, "project"] as const,
  projects: (companyUid: string, q = "") => ["company", companyUid, "project", "projects", q] as const,
  project: (companyUid: string, uid: string) => ["company", companyUid, "project", "project", uid] as const,
  records: (companyUid: string, filters: Partial<RecordFilters>) =>
    ["company", companyUid, "project", "records", filterKey(filters)] as const,
  stats: (companyUid: string, filters: Partial<RecordFilters>) =>
    ["company", companyUid, "project", "stats", filterKey(filters)] as const,
  points: (companyUid: string, filters: Partial<RecordFilters>) =>
    ["company", companyUid, "project", "points", filterKey(filters)] as const,
  record: (companyUid: string, uid: string, targets: RecordTargets = {}) =>
    [
      "company",
      companyUid,
      "project",
      "record",
      uid,
      targets.target_date ?? "",
      targets.target_location ?? "",
    ] as const,
};

// ── Projects ─────────────────────────────────────────────────────────────────────────────────────────

export function fetchProjects(query: { q?: string; limit?: number; cursor?: string | null } = {}) {
  const p = new URLSearchParams();
  if (query.q?.trim()) p.set("q", query.q.trim());
  if (query.limit) p.set("limit", String(query.limit));
  if (query.cursor) p.set("cursor", query.cursor);
  return api<ListPage<ProjectDto>>(`/project${qs(p)}`);
}

export const fetchProject = (uid: string) => api<ProjectDto>(`/project/${uid}`);

/** 201 with the project; when `record` was sent, the new record's uid as `record_uid`. */
export const createProject = (input: CreateProjectInput) =>
  api<ProjectDto & { record_uid?: string }>("/project", { method: "POST", body: input });

export const updateProject = (uid: string, input: UpdateProjectInput, version?: number) =>
  api<ProjectDto>(`/project/${uid}`, { method: "PUT", body: input, headers: ifMatch(version) });

// ── Records ──────────────────────────────────────────────────────────────────────────────────────────

export const fetchRecords = (filters: Partial<RecordFilters>) =>
  api<ListPage<RecordDto>>(`/project-record${filterQuery(filters)}`);

export const fetchRecordStats = (filters: Partial<RecordFilters>) =>
  api<RecordStatsDto>(`/project-record/stats${filterQuery({ ...filters, cursor: undefined })}`);

export const fetchRecordPoints = (filters: Partial<RecordFilters>) =>
  api<RecordPointsDto>(`/project-record/points${filterQuery({ ...filters, cursor: undefined })}`);

export const fetchRecord = (uid: string, targets: RecordTargets = {}) =>
  api<RecordDetailDto>(`/project-record/${uid}${qs(targetParams(targets))}`);

export const createRecord = (input: CreateRecordInput) =>
  api<RecordDetailDto>("/project-record", { method: "POST", body: input });

export const updateRecord = (uid: string, input: UpdateRecordInput, version?: number) =>
  api<RecordDetailDto>(`/project-record/${uid}`, { method: "PUT", body: input, headers: ifMatch(version) });

export const deleteRecord = (uid: string, version?: number) =>
  api<null>(`/project-record/${uid}`, { method: "DELETE", headers: ifMatch(version) });

// ── Files ────────────────────────────────────────────────────────────────────────────────────────────

export const signRecordFileUpload = (recordUid: string, input: FileSignatureInput) =>
  api<UploadSignatureDto>(`/project-record/${recordUid}/file/upload-signature`, {
    method: "POST",
    body: input,
  });

export const registerRecordFile = (recordUid: string, input: RegisterFileInput) =>
  api<RecordFileDto>(`/project-record/${recordUid}/file`, { method: "POST", body: input });

export const deleteRecordFile = (recordUid: string, fileUid: string) =>
  api<null>(`/project-record/${recordUid}/file/${fileUid}`, { method: "DELETE" });

/** Sign, PUT with progress (0–100), register: the whole upload of one file. */
export async function uploadRecordFile(
  recordUid: string,
  file: File,
  onProgress: (percent: number) => void = () => {},
): Promise<RecordFileDto> {
  const contentType = file.type || "application/octet-stream";
  const meta = { name: file.name, content_type: contentType, size: file.size };
  const target = await signRecordFileUpload(recordUid, meta);
  // The URL is signed for this size and the server's spelling of the type (image/jpg → image/jpeg).
  await putFile(target.upload_url, file, target.headers["Content-Type"] ?? contentType, onProgress);
  return registerRecordFile(recordUid, { ...meta, key: target.key });
}

// ── Hooks ────────────────────────────────────────────────────────────────────────────────────────────

export function useProject(companyUid: string, uid: string, initial?: ProjectDto) {
  return useQuery({
    queryKey: projectKeys.project(companyUid, uid),
    queryFn: () => fetchProject(uid),
    initialData: initial,
  });
}

/** One page of records per filter; `keepPreviousData` keeps the table while a new filter loads. */
export function useRecords(
  companyUid: string,
  filters: Partial<RecordFilters>,
  initial?: ListPage<RecordDto>,
) {
  return useQuery({
    queryKey: [...projectKeys.records(companyUid, filters), filters.cursor ?? ""],
    queryFn: () => fetchRecords(filters),
    placeholderData: keepPreviousData,
    initialData: initial,
  });
}

export function useRecordStats(
  companyUid: string,
  filters: Partial<RecordFilters>,
  initial?: RecordStatsDto,
) {
  return useQuery({
    queryKey: projectKeys.stats(companyUid, filters),
    queryFn: () => fetchRecordStats(filters),
    placeholderData: keepPreviousData,
    initialData: initial,
  });
}

export function useRecordPoints(companyUid: string, filters: Partial<RecordFilters>, enabled = true) {
  return useQuery({
    queryKey: projectKeys.points(companyUid, filters),
    queryFn: () => fetchRecordPoints(filters),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useRecord(
  companyUid: string,
  uid: string,
  targets: RecordTargets = {},
  initial?: RecordDetailDto,
) {
  return useQuery({
    queryKey: projectKeys.record(companyUid, uid, targets),
    queryFn: () => fetchRecord(uid, targets),
    placeholderData: keepPreviousData,
    initialData: initial,
  });
}
