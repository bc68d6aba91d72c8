import type { Metadata } from "next";
import { ProductNews } from "@/components/news/product-news";
import { newsLimitDefault } from "@/lib/domain/news";
import { listNews } from "@/lib/server/news/service";
import { getPageScope } from "@/lib/server/page-scope";

export const metadata: Metadata = { title: "Product updates" };

// /product — the product news list, newest first; staff manage it here.
export default async function ProductPage() {
  const scope = await getPageScope();
  const initial = await listNews(scope, { limit: newsLimitDefault });
  return <ProductNews initial={initial} isStaff={scope.user.isZebeler} />;
}
