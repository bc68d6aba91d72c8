"use client";

// One bid package (issue 14): its header with the status moves, the package form (name, trade, due date and
// time in a zone, instructions, budget lines, scope items), its documents, then the sections the other parts
// of the feature add. Each section is a component of its own that takes `PackageSectionProps`
// (./package-section.ts):
//   - invitations (14b): components/bids/invitations-panel.tsx, in the "invitations" slot below;
//   - bidders' questions and their answers: components/bids/package-questions.tsx, after the invitations;
//   - leveling and award (14c): components/bids/leveling-*.tsx, in the "leveling" slot below.
import { useDeferredValue } from "react";
import type { EditorStore } from "@/lib/client/estimate-editor/store";
import type { BidPackageListItemDto } from "@/lib/contract/bid-package";
import { InvitationsPanel } from "./invitations-panel";
import { LevelingSheet } from "./leveling-sheet";
import { PackageDocuments } from "./package-documents";
import { PackageForm } from "./package-form";
import { PackageHeader } from "./package-header";
import { PackageQuestions } from "./package-questions";
import { useBidPackage } from "./use-bid-packages";
import { useLevelingSettled } from "./use-leveling";

type Props = {
  estimateUid: string;
  /** null: a new package. */
  packageUid: string | null;
  store: EditorStore;
  canEdit: boolean;
  /** The estimate's packages, to show which lines another package has. */
  packages: readonly BidPackageListItemDto[];
  onCreated: (uid: string) => void;
  onClose: () => void;
};

export function PackageDetail({
  estimateUid,
  packageUid,
  store,
  canEdit,
  packages,
  onCreated,
  onClose,
}: Props) {
  const query = useBidPackage(packageUid);
  const sheetIn = useLevelingSettled(packageUid);
  const failed = !!packageUid && query.isError;
  // The package's sections render as an interruptible update: the sheet's clicks are not held up by them.
  const pkg = useDeferredValue(packageUid ? (query.data ?? null) : null);
  const section = pkg ? { pkg, estimateUid, canEdit } : null;
  // The sheet reads its own GET (started beside the package's): it mounts at once, in its place below the
  // package's sections, instead of waiting for the package and the form above it.
  return (
    <div className="min-w-0 space-y-6" data-testid="bid-package-detail">
      {failed ? (
        <p className="text-destructive text-sm">
          This package could not be loaded.{" "}
          <button type="button" className="underline" onClick={() => query.refetch()}>
            Try again
          </button>
        </p>
      ) : packageUid && !pkg ? (
        <p className="text-muted-foreground text-sm">Loading the package…</p>
      ) : (
        <>
          <PackageHeader
            estimateUid={estimateUid}
            pkg={pkg}
            store={store}
            canEdit={canEdit}
            onDeleted={onClose}
          />
          <PackageForm
            key={pkg ? `${pkg.uid}-${pkg.version}` : "new"}
            estimateUid={estimateUid}
            pkg={pkg}
            store={store}
            canEdit={canEdit}
            packages={packages}
            onCreated={onCreated}
          />
          {section && sheetIn ? (
            // After the sheet's first read (their own reads would queue before its on the server), and drawn only
            // when scrolled into view: the sheet below answers first on a large package.
            <div className="space-y-6 [contain-intrinsic-size:auto_24rem] [content-visibility:auto]">
              <PackageDocuments {...section} />
              <InvitationsPanel {...section} />
              <PackageQuestions {...section} />
            </div>
          ) : null}
        </>
      )}
      {packageUid && !failed ? (
        <LevelingSheet packageUid={packageUid} estimateUid={estimateUid} canEdit={canEdit} store={store} />
      ) : null}
    </div>
  );
}
