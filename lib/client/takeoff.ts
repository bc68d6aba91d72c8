"use client";

// Takeoff import from the browser: the preview and apply uploads (multipart through the one `api()`), the
// links the grid marks, and unlinking.
import { useQuery } from "@tanstack/react-query";
import { useParams } from "next/navigation";
import { useMemo } from "react";
import type {
  TakeoffApplyDto,
  TakeoffLinkDto,
  TakeoffMappingInput,
  TakeoffPreviewDto,
} from "@/lib/contract/takeoff";
import { api } from "./api";
import { useCompany } from "./session";

export const takeoffKeys = {
  links: (companyUid: string, estimateUid: string) =>
    ["company", companyUid, "estimate", "takeoff-links", estimateUid] as const,
};

function form(file: File, mapping: TakeoffMappingInput | null) {
  const body = new FormData();
  body.set("file", file);
  if (mapping) body.set("mapping", JSON.stringify(mapping));
  return body;
}

export function previewTakeoff(estimateUid: string, file: File, mapping: TakeoffMappingInput | null) {
  return api<TakeoffPreviewDto>(`/estimate/${estimateUid}/takeoff/preview`, {
    method: "POST",
    body: form(file, mapping),
  });
}

export function applyTakeoff(estimateUid: string, file: File, mapping: TakeoffMappingInput, version: number) {
  return api<TakeoffApplyDto>(`/estimate/${estimateUid}/takeoff/apply`, {
    method: "POST",
    body: form(file, mapping),
    ifMatch: version,
  });
}

export function unlinkTakeoffLine(estimateUid: string, lineUid: string) {
  return api<void>(`/estimate/${estimateUid}/takeoff/link/${lineUid}`, { method: "DELETE" });
}

export function useTakeoffLinks(estimateUid: string) {
  const company = useCompany();
  return useQuery({
    queryKey: takeoffKeys.links(company.uid, estimateUid),
    queryFn: () => api<{ links: TakeoffLinkDto[] }>(`/estimate/${estimateUid}/takeoff/link`),
    staleTime: 30_000,
  });
}

/** "From takeoff: plans.csv · A-101, A-102 · 11/26/2026": what a linked line's marker says. */
export function takeoffSourceLabel(link: TakeoffLinkDto): string {
  const sheets =
    link.sheets.length > 3
      ? `${link.sheets.slice(0, 3).join(", ")} +${link.sheets.length - 3}`
      : link.sheets.join(", ");
  const date = new Date(link.imported_at).toLocaleDateString("en-US");
  return `From takeoff: ${link.source_file}${sheets ? ` · ${sheets}` : ""} · ${date} (${link.classification})`;
}

/** The editor grid's markers: line uid → its source, for the estimate of the page. */
export function useTakeoffSources(): ReadonlyMap<string, string> {
  const { estimateUid } = useParams<{ estimateUid: string }>();
  const { data } = useTakeoffLinks(estimateUid);
  return useMemo(() => new Map((data?.links ?? []).map((l) => [l.line_uid, takeoffSourceLabel(l)])), [data]);
}
