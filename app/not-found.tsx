import { NotFoundScreen } from "@/components/layout/not-found-screen";
import { shellProps } from "@/components/layout/shell-props.server";
import { signedInScope } from "@/lib/server/page-scope";

// An address no page matches: the 404 panel, under the app's header and navigation for a signed-in visitor,
// on its own for anyone else. Next puts this page's client code in every page's first load (sign-in and the
// bidder portal too), so the panel and the shell come by dynamic import (components/layout/not-found-screen.tsx).
export default async function NotFound() {
  const scope = await signedInScope();
  return <NotFoundScreen shell={scope ? await shellProps(scope) : null} />;
}
