import type { Metadata } from "next";
import { ApiReference, type OpenApiDocument } from "@/components/api-reference/api-reference";
import { openApiDocument } from "@/lib/server/openapi/document";
import { getPageScope } from "@/lib/server/page-scope";

export const metadata: Metadata = { title: "API reference" };

// /api-reference — the public API described for people (the same document as /api/v1/openapi.json).
export default async function ApiReferencePage() {
  await getPageScope();
  const doc = openApiDocument();
  return <ApiReference doc={doc as unknown as OpenApiDocument} />;
}
