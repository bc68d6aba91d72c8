import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { preload } from "react-dom";
import { EstimateEditor } from "@/components/estimate/editor/estimate-editor";
import { editorOpenPath } from "@/lib/contract/estimate-open-read";
import { roleAllows } from "@/lib/domain/roles";
import { NotFoundError } from "@/lib/server/errors";
import { getEstimate } from "@/lib/server/estimate/open";
import { requireEstimatePages } from "@/lib/server/estimate/page-gate";
import { getPageScope } from "@/lib/server/page-scope";

type Props = { params: Promise<{ estimateUid: string }> };

const UID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// One read per request: the metadata and the page both need the header (and the preload waits for it).
const load = cache(async (uid: string) => {
  if (!UID.test(uid)) notFound();
  const scope = await getPageScope();
  requireEstimatePages(scope);
  try {
    return { scope, estimate: await getEstimate(scope, uid) };
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { estimateUid } = await params;
  const { estimate } = await load(estimateUid);
  return { title: estimate.name };
}

// The header is read here (404 for another company's or an unknown estimate); the lines load in the
// browser through the compact, gzipped GET /api/v1/estimate/{uid}.
export default async function EstimateEditorPage({ params }: Props) {
  const { estimateUid } = await params;
  const { scope, estimate } = await load(estimateUid);
  // The browser starts fetching the lines with the HTML, while the editor's code loads (the editor's own
  // fetch then takes the preloaded answer). Only for the user's own company: another company's is chosen
  // by a header the preload cannot send.
  if (scope.company.uid === scope.user.companyUid) {
    preload(`/api/v1${editorOpenPath(estimate.uid)}`, { as: "fetch", crossOrigin: "use-credentials" });
  }
  return (
    <EstimateEditor
      key={estimate.uid}
      estimateUid={estimate.uid}
      selfUid={scope.user.uid}
      canEdit={roleAllows(scope.role, "estimate.write")}
    />
  );
}
