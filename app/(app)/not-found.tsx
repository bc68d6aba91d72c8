import { NotFoundPanel } from "@/components/feedback/not-found-panel";

// notFound() inside a signed-in page: the 404 panel under the header.
export default function AppNotFound() {
  return <NotFoundPanel />;
}
