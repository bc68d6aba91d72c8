// The project database in the browser: typed calls to /api/v1/project* and their TanStack Query keys and
// hooks. Keys live under ["company", companyUid, "project"] so a company switch never shows another
// tenant's records; a write invalidates that whole subtree (lists, stats, map, details).
"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import type { ListPage } from "@/lib/contract/list";
import type {
  CreateProjectInput,
  ProjectDto,
  ProjectWithMetricsDto,
  UpdateProjectInput,
} from "@/lib/contract/project";
import type {
  CreateRecordInput,
  FileSignatureInput,
  RecordDetailDto,
  RecordDto,
  RecordFileDto,
  RecordMapDto,
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
  map: (companyUid: string, filters: Partial<RecordFilters>, viewport: MapViewport | null) =>
    [
      "company",
      companyUid,
      "project",
      "map",
      filterKey(filters),
      viewport?.bbox.join(",") ?? "",
      viewport?.zoom ?? -1,
    ] as const,
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

export const fetchProject = (uid: string) => api<ProjectWithMetricsDto>(`/project/${uid}`);

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

/** What a map shows: [west, south, east, north] in degrees and a whole web-mercator zoom level. */
export type MapViewport = { bbox: [number, number, number, number]; zoom: number };

export const fetchRecordMap = (
  filters: Partial<RecordFilters>,
  viewport: MapViewport,
  signal?: AbortSignal,
) =>
  api<RecordMapDto>(
    `/project-record/map${filterQuery(
      { ...filters, cursor: undefined },
      { bbox: viewport.bbox.join(","), zoom: String(viewport.zoom) },
    )}`,
    { signal },
  );

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

export function useProject(companyUid: string, uid: string, initial?: ProjectWithMetricsDto) {
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

// Pans and zooms come in bursts; the map asks for the place it settles on. The first view goes at once.
const mapSettleMs = 250;

/** 4 decimals (~10 m): a camera that barely moved asks for the same, cached, viewport. */
const roundViewport = (v: MapViewport): MapViewport => ({
  bbox: v.bbox.map((x) => Math.round(x * 1e4) / 1e4) as MapViewport["bbox"],
  zoom: v.zoom,
});

/**
 * The clusters and records of the map's viewport, fetched after the map has drawn and again, settled, when
 * it pans or zooms; the previous answer stays on screen meanwhile. The map reports its view by `onViewport`.
 */
export function useRecordMap(companyUid: string, filters: Partial<RecordFilters>) {
  const [viewport, setViewport] = useState<MapViewport | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const first = useRef(true);
  const onViewport = useCallback((next: MapViewport) => {
    clearTimeout(timer.current);
    const rounded = roundViewport(next);
    if (first.current) {
      first.current = false;
      setViewport(rounded);
      return;
    }
    timer.current = setTimeout(() => setViewport(rounded), mapSettleMs);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  const query = useQuery({
    queryKey: projectKeys.map(companyUid, filters, viewport),
    queryFn: ({ signal }) => fetchRecordMap(filters, viewport!, signal),
    placeholderData: keepPreviousData,
    enabled: viewport !== null,
  });
  return { query, onViewport };
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
