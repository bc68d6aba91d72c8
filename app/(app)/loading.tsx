import { PageLoader } from "@/components/feedback/page-loader";

// Shown while a signed-in page's server component streams in.
export default function Loading() {
  return <PageLoader label="Loading page" />;
}
