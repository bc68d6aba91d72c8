import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MarketView } from "@/components/market/market-view";
import { readMarketFilters } from "@/lib/domain/market/filters";
import { roleAllows } from "@/lib/domain/roles";
import { marketVisible } from "@/lib/server/market/access";
import { loadMarketPage } from "@/lib/server/market/page";
import { getPageScope } from "@/lib/server/page-scope";

export const metadata: Metadata = { title: "Market" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// /market — cost index trends, location indexes, escalation and material prices. Only for companies with
// market data visible: anyone else gets the not-found panel (the header neither shows nor links it).
export default async function MarketPage({ searchParams }: Props) {
  const scope = await getPageScope();
  if (!marketVisible(scope.company)) notFound();
  const [data, search] = await Promise.all([loadMarketPage(scope), searchParams]);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, v);
  }
  return (
    <MarketView
      data={data}
      initialFilters={readMarketFilters(params)}
      isStaff={scope.user.isZebeler}
      canEditReference={roleAllows(scope.role, "reference.write")}
    />
  );
}
