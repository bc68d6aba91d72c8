// Estimates in the browser: typed calls to /api/v1/estimate* and /company/markup-default, with their
// TanStack Query keys and hooks. Keys live under ["company", companyUid, "estimate"] so a company switch
// never shows another tenant's estimates. Writes that carry a version send it as If-Match; a stale write
// rejects with ApiClientError status 412 (bulk line writes: `conflicts` holds the current lines).
"use client";

import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type {
  CreateEstimateInput,
  CreateViewInput,
  EstimateDto,
  EstimateLineDto,
  EstimateListItemDto,
  EstimateViewDto,
  InputsInput,
  LinePatchInput,
  MarkupDefaultDto,
  MarkupsInput,
  UpdateEstimateInput,
  UpdateViewInput,
} from "@/lib/contract/estimate";
import { type EstimateListQuery, estimateListParams } from "@/lib/contract/estimate-list-params";
import type { ListPage } from "@/lib/contract/list";
import { api } from "./api";

export type * from "@/lib/contract/estimate";

const ifMatch = (version: number | undefined) =>
  version === undefined ? undefined : { "If-Match": `"${version}"` };

const qs = (params: URLSearchParams) => {
  const s = params.toString();
  return s ? `?${s}` : "";
};

// ── Keys ─────────────────────────────────────────────────────────────────────────────────────────────

const listKey = (query: EstimateListQuery) => {
  const p = estimateListParams({ ...query, cursor: undefined });
  return p.toString();
};

export const estimateKeys = {
  all: (companyUid: string) => ["company", companyUid, "estimate"] as const,
  list: (companyUid: string, query: EstimateListQuery = {}) =>
    ["company", companyUid, "estimate", "list", listKey(query)] as const,
  detail: (companyUid: string, uid: string) => ["company", companyUid, "estimate", "detail", uid] as const,
  views: (companyUid: string, uid: string) => ["company", companyUid, "estimate", "views", uid] as const,
  markupDefault: (companyUid: string) => ["company", companyUid, "estimate", "markup-default"] as const,
};

// ── Fetchers ─────────────────────────────────────────────────────────────────────────────────────────

export const fetchEstimates = (query: EstimateListQuery = {}) =>
  api<ListPage<EstimateListItemDto>>(`/estimate${qs(estimateListParams(query))}`);

export const createEstimate = (input: CreateEstimateInput) =>
  api<EstimateDto>("/estimate", { method: "POST", body: input });

export const updateEstimate = (uid: string, input: UpdateEstimateInput, version?: number) =>
  api<EstimateDto>(`/estimate/${uid}`, { method: "PUT", body: input, headers: ifMatch(version) });

export const deleteEstimate = (uid: string, version?: number) =>
  api<null>(`/estimate/${uid}`, { method: "DELETE", headers: ifMatch(version) });

export const duplicateEstimate = (uid: string, name: string) =>
  api<EstimateDto>(`/estimate/${uid}/duplicate`, { method: "POST", body: { name } });

export const saveInputs = (uid: string, inputs: InputsInput["inputs"], version?: number) =>
  api<EstimateDto>(`/estimate/${uid}/inputs`, { method: "PUT", body: { inputs }, headers: ifMatch(version) });

export const saveMarkups = (uid: string, markups: MarkupsInput["markups"], version?: number) =>
  api<EstimateDto>(`/estimate/${uid}/markup`, {
    method: "PUT",
    body: { markups },
    headers: ifMatch(version),
  });

/** One line; `version` is the line's version (If-Match). */
export const patchLine = (uid: string, lineUid: string, input: LinePatchInput, version: number) =>
  api<EstimateLineDto>(`/estimate/${uid}/line/${lineUid}`, {
    method: "PATCH",
    body: input,
    headers: ifMatch(version),
  });

export const fetchViews = (uid: string) => api<ListPage<EstimateViewDto>>(`/estimate/${uid}/view`);
export const createView = (uid: string, input: CreateViewInput) =>
  api<EstimateViewDto>(`/estimate/${uid}/view`, { method: "POST", body: input });
export const updateView = (uid: string, viewUid: string, input: UpdateViewInput, version?: number) =>
  api<EstimateViewDto>(`/estimate/${uid}/view/${viewUid}`, {
    method: "PUT",
    body: input,
    headers: ifMatch(version),
  });
export const deleteView = (uid: string, viewUid: string, version?: number) =>
  api<null>(`/estimate/${uid}/view/${viewUid}`, { method: "DELETE", headers: ifMatch(version) });

export const fetchMarkupDefault = () => api<MarkupDefaultDto>("/company/markup-default");
export const saveMarkupDefault = (markups: MarkupsInput["markups"], version?: number) =>
  api<MarkupDefaultDto>("/company/markup-default", {
    method: "PUT",
    body: { markups },
    headers: ifMatch(version),
  });

// ── Hooks ────────────────────────────────────────────────────────────────────────────────────────────

/** The total a page of the same filters already answered (the first page counts; later ones do not). */
function knownTotal(queryClient: QueryClient, key: readonly unknown[]): number | undefined {
  const pages = queryClient.getQueriesData<ListPage<EstimateListItemDto>>({ queryKey: key });
  return pages.map(([, page]) => page?.total).find((t): t is number => typeof t === "number");
}

/**
 * One page of the list. A cursor page answers no total, so it takes the one an earlier page of the same
 * filters answered, and asks the server to count (`count=1`) only when no page has (a link to page 3).
 */
export function useEstimates(
  companyUid: string,
  query: EstimateListQuery = {},
  initial?: ListPage<EstimateListItemDto>,
) {
  const queryClient = useQueryClient();
  const key = estimateKeys.list(companyUid, query);
  const known = query.cursor ? knownTotal(queryClient, key) : undefined;
  return useQuery({
    queryKey: [...key, query.cursor ?? ""],
    queryFn: () => fetchEstimates({ ...query, count: Boolean(query.cursor) && known === undefined }),
    select: (page) => (page.total === null && known !== undefined ? { ...page, total: known } : page),
    placeholderData: keepPreviousData,
    initialData: initial,
  });
}

export function useMarkupDefault(companyUid: string, initial?: MarkupDefaultDto) {
  return useQuery({
    queryKey: estimateKeys.markupDefault(companyUid),
    queryFn: fetchMarkupDefault,
    initialData: initial,
  });
}

/** Header-level writes; each invalidates the company's estimate lists (the editor manages its own detail). */
export function useEstimateMutations(companyUid: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: estimateKeys.all(companyUid) });
  return {
    create: useMutation({ mutationFn: createEstimate, onSuccess }),
    update: useMutation({
      mutationFn: (v: { uid: string; input: UpdateEstimateInput; version?: number }) =>
        updateEstimate(v.uid, v.input, v.version),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (v: { uid: string; version?: number }) => deleteEstimate(v.uid, v.version),
      onSuccess,
    }),
    duplicate: useMutation({
      mutationFn: (v: { uid: string; name: string }) => duplicateEstimate(v.uid, v.name),
      onSuccess,
    }),
    saveMarkupDefault: useMutation({
      mutationFn: (v: { markups: MarkupsInput["markups"]; version?: number }) =>
        saveMarkupDefault(v.markups, v.version),
      onSuccess,
    }),
  };
}
