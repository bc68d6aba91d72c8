import { PageLoader } from "@/components/feedback/page-loader";

// Shown while the page's server component streams in (pages that may answer 404 have none: see app/(app)/layout.tsx).
export default function Loading() {
  return <PageLoader label="Loading page" />;
}
