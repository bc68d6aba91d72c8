import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { RecordView } from "@/components/project/record/record-view";
import { periodStartFromNumber } from "@/lib/domain/reference/periods";
import { hasEditorAccess } from "@/lib/domain/roles";
import { normalizeUid } from "@/lib/domain/uid";
import { NotFoundError } from "@/lib/server/errors";
import { getPageScope } from "@/lib/server/page-scope";
import { loadSeries } from "@/lib/server/project/context";
import { recordPageTitle } from "@/lib/server/project/record-reads";
import { getRecord } from "@/lib/server/project/records";

// The tab reads the record's project name (the page's h1), not a generic "Project record".
export async function generateMetadata({ params }: { params: Promise<{ uid: string }> }): Promise<Metadata> {
  const uid = normalizeUid((await params).uid);
  const scope = await getPageScope();
  const name = uid ? await recordPageTitle(uid, scope.company.uid) : null;
  return { title: name ?? "Project record" };
}

/** The dates the company's cost index covers (first and last period start), or null without a series. */
async function indexRange(scope: Awaited<ReturnType<typeof getPageScope>>) {
  const loaded = await loadSeries(scope);
  const keys = loaded?.series.keys ?? [];
  if (!loaded || keys.length === 0) return null;
  const { frequency } = loaded.series;
  return {
    name: loaded.name,
    from: periodStartFromNumber(keys[0]!, frequency),
    to: periodStartFromNumber(keys[keys.length - 1]!, frequency),
  };
}

/** ISO dates compare as text. */
const clampDate = (date: string, from: string, to: string) => [from, date, to].sort()[1]!;

// First paint from the service, normalised to today (or the index's last period, when today is past it)
// and the national average; the browser takes over when the targets change. An unknown or foreign uid is
// the 404 panel (the same for both).
export default async function ProjectRecordPage({ params }: { params: Promise<{ uid: string }> }) {
  const uid = normalizeUid((await params).uid);
  if (!uid) notFound();
  const scope = await getPageScope();
  const range = await indexRange(scope);
  const today = new Date().toISOString().slice(0, 10);
  const targets = {
    target_date: range ? clampDate(today, range.from, range.to) : "",
    target_location: "national",
  };
  const record = await getRecord(scope, uid, {
    target_date: targets.target_date || null,
    target_location: targets.target_location,
  }).catch((error) => {
    if (error instanceof NotFoundError) notFound();
    throw error;
  });
  return (
    <RecordView
      uid={uid}
      companyUid={scope.company.uid}
      canEdit={hasEditorAccess([scope.role])}
      initial={record}
      initialTargets={targets}
      indexRange={range}
    />
  );
}
