"use client";

import dynamic from "next/dynamic";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { LocationPointDto } from "@/lib/contract/market";
import type { MarketRegion } from "@/lib/domain/market/series";

// d3-geo, topojson and the US outline load after the page, as the project database's map does.
const LocationMap = dynamic(() => import("./location-map").then((m) => m.LocationMap), {
  ssr: false,
  loading: () => <div className="aspect-[975/610] animate-pulse rounded-lg bg-muted/40" />,
});

type Props = {
  locations: LocationPointDto[];
  region: MarketRegion | null;
  metro: string | null;
  onChooseMetro: (key: string) => void;
};

export function LocationCard({ locations, ...props }: Props) {
  const sorted = [...locations].sort((a, b) => b.value - a.value);
  const extremes = sorted.length <= 6 ? sorted : [...sorted.slice(0, 3), ...sorted.slice(-3)];
  return (
    <Card data-testid="market-locations">
      <CardHeader>
        <CardTitle>
          <h2>Location indexes</h2>
        </CardTitle>
        <CardDescription>
          Your company's location index table against a national average of 100: orange above, teal below.
          Choose a metro on the map to filter the page.
          {locations.some((l) => l.is_sample) && (
            <Badge variant="outline" className="ml-2 text-[10px]">
              Sample data
            </Badge>
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {locations.length ? (
          <LocationMap locations={locations} {...props} />
        ) : (
          <p className="text-muted-foreground text-sm">Your company has no location indexes yet.</p>
        )}
        {extremes.length > 0 && (
          <ul
            className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3"
            aria-label="Highest and lowest"
          >
            {extremes.map((l) => (
              <li key={l.uid} className="flex justify-between gap-2">
                <span className="truncate text-muted-foreground">{l.label}</span>
                <span className="tabular-nums">{l.value.toFixed(1)}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
