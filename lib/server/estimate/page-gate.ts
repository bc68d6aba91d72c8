// Estimate pages are for companies with V2 estimates and for Plinth staff (the header's rule).
// Anyone else opening an /estimate URL gets the 404 panel, as if the pages did not exist; the header
// hides the menu with the same rule (lib/ui/navigation.ts).
import "server-only";
import { notFound } from "next/navigation";
import type { Scope } from "../scope";

export function estimatesVisible(scope: Pick<Scope, "company" | "user">): boolean {
  return scope.company.isV2Estimate || scope.user.isZebeler;
}

/** Call first in every /estimate page: renders the not-found panel for companies without estimates. */
export function requireEstimatePages(scope: Pick<Scope, "company" | "user">): void {
  if (!estimatesVisible(scope)) notFound();
}
