// Estimate templates in the browser: the list (/estimate-template), one template's preview, make one from an
// estimate, rename or archive one. Keys live under the company's estimate keys, so any estimate write that
// invalidates those refreshes these too.
"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { EstimateListItemDto } from "@/lib/contract/estimate";
import type {
  CreateTemplateInput,
  TemplatePreviewDto,
  UpdateTemplateInput,
} from "@/lib/contract/estimate-template";
import type { ListPage } from "@/lib/contract/list";
import { api } from "./api";
import { estimateKeys } from "./estimates";

export type { TemplatePreviewDto } from "@/lib/contract/estimate-template";

export type TemplateQuery = { q?: string; tag?: string; building_type?: string; archived?: boolean };

function params(query: TemplateQuery) {
  const p = new URLSearchParams({ limit: "50", sort: "name" });
  if (query.q) p.set("q", query.q);
  if (query.tag) p.set("tag", query.tag);
  if (query.building_type) p.set("building_type", query.building_type);
  if (query.archived) p.set("status", "archived");
  return p.toString();
}

export const templateKeys = {
  all: (companyUid: string) => [...estimateKeys.all(companyUid), "template"] as const,
  list: (companyUid: string, query: TemplateQuery) =>
    [...templateKeys.all(companyUid), "list", params(query)] as const,
  preview: (companyUid: string, uid: string) => [...templateKeys.all(companyUid), "preview", uid] as const,
};

export function useTemplates(companyUid: string, query: TemplateQuery) {
  return useQuery({
    queryKey: templateKeys.list(companyUid, query),
    queryFn: () => api<ListPage<EstimateListItemDto>>(`/estimate-template?${params(query)}`),
    placeholderData: keepPreviousData,
  });
}

export function useTemplatePreview(companyUid: string, uid: string | null) {
  return useQuery({
    queryKey: templateKeys.preview(companyUid, uid ?? ""),
    queryFn: () => api<TemplatePreviewDto>(`/estimate-template/${uid}`),
    enabled: Boolean(uid),
  });
}

export function useTemplateMutations(companyUid: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: estimateKeys.all(companyUid) });
  return {
    create: useMutation({
      mutationFn: (input: CreateTemplateInput) =>
        api<EstimateListItemDto>("/estimate-template", { method: "POST", body: input }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: (v: { uid: string; input: UpdateTemplateInput; version: number }) =>
        api<EstimateListItemDto>(`/estimate-template/${v.uid}`, {
          method: "PUT",
          body: v.input,
          headers: { "If-Match": `"${v.version}"` },
        }),
      onSuccess,
    }),
  };
}
