import type { Metadata } from "next";
import { headers } from "next/headers";
import { routeModules } from "@/app/api/v1/openapi.json/routes";
import { ApiReference, type OpenApiDocument } from "@/components/api-reference/api-reference";
import { openApiDocument } from "@/lib/server/openapi/document";
import { getPageScope } from "@/lib/server/page-scope";

export const metadata: Metadata = { title: "API reference" };

// /api-reference — the public API described for people (the same document as /api/v1/openapi.json).
export default async function ApiReferencePage() {
  await getPageScope();
  const host = (await headers()).get("host") ?? "localhost";
  const doc = await openApiDocument(routeModules, `http://${host}`);
  return <ApiReference doc={doc as unknown as OpenApiDocument} />;
}
