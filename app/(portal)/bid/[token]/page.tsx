import type { Metadata } from "next";
import { headers } from "next/headers";
import { BidPortal } from "@/components/bids/portal/bid-portal";
import { PortalUnavailable } from "@/components/bids/portal/portal-unavailable";
import { viewPortal } from "@/lib/server/bids/portal";
import { clientIp } from "@/lib/server/bids/portal-rate-limit";
import { ApiError } from "@/lib/server/errors";

// The link is the credential: no search engine keeps it, and no document link sends it on as a referrer.
export const metadata: Metadata = {
  title: "Bid",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

async function load(token: string) {
  try {
    return await viewPortal(token, clientIp(await headers()));
  } catch (error) {
    if (error instanceof ApiError) return { error: error.message, status: error.status };
    throw error;
  }
}

export default async function BidPortalPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const view = await load(token);
  if ("error" in view) return <PortalUnavailable message={view.error} status={view.status} />;
  return <BidPortal token={token} initial={view} />;
}
