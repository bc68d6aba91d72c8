import "server-only";
// GET /bid-package/{uid}/export: the leveling sheet as XLSX (with formulas) or PDF, under the package's name.
import type { LevelingExportQuery } from "@/lib/contract/bid-leveling";
import type { Scope } from "../scope";
import { getLeveling } from "./leveling";
import { levelingPdf } from "./leveling-pdf";
import { levelingXlsx } from "./leveling-xlsx";

const types = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pdf: "application/pdf",
} as const;

const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export async function exportLeveling(scope: Scope, uid: string, query: LevelingExportQuery) {
  const dto = await getLeveling(scope, uid);
  const title = `${dto.package.name} - leveling`;
  const name = `${
    title
      .replace(/[^\p{L}\p{N} ._-]+/gu, "")
      .trim()
      .slice(0, 100) || "leveling"
  }.${query.format}`;
  const body =
    query.format === "xlsx" ? levelingXlsx(dto, title) : levelingPdf(dto, title, scope.company.companyName);
  return new Response(body, {
    headers: {
      "content-type": types[query.format],
      "content-disposition": attachment(name),
      "cache-control": "no-store",
    },
  });
}
