"use client";

import { type ComponentProps, Suspense } from "react";
import { ScreenLoadBoundary } from "@/components/feedback/lazy-with-retry";
import { preloadedModule } from "@/components/layout/deferred";
import { Skeleton } from "@/components/ui/skeleton";
import type { RecordForm as RecordFormView } from "./record-form";

/**
 * The record form (its sections, the form kit, the cost lines) is its own chunk, not part of the form pages'
 * first load. The download starts when this module first runs in the browser, before hydration: on the new
 * project page it arrives with the page (the server has already rendered the form), and on the add and edit
 * pages alongside the project or record the form waits for anyway; should it come later, the page's skeleton
 * stays until it is there. A failed load is retried by the screen-load policy (lib/ui/screen-load.ts), then the
 * reload flow shows.
 */
const form = preloadedModule(() => import("./record-form"));

function LoadedRecordForm(props: ComponentProps<typeof RecordFormView>) {
  const { RecordForm } = form.useModule();
  return <RecordForm {...props} />;
}

/** The create/edit form (./record-form.tsx), with the pages' skeleton until its code is there. */
export function DeferredRecordForm(props: ComponentProps<typeof RecordFormView>) {
  return (
    <ScreenLoadBoundary>
      <Suspense fallback={<Skeleton className="h-96" />}>
        <LoadedRecordForm {...props} />
      </Suspense>
    </ScreenLoadBoundary>
  );
}
