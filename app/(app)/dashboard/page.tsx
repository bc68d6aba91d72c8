import { ArrowRightIcon, CheckIcon, MinusIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { ActivityCard } from "@/components/dashboard/activity-card";
import { EstimateCards, EstimateCardsSkeleton } from "@/components/dashboard/estimate-cards.server";
import { Greeting } from "@/components/dashboard/greeting";
import { KpiCards } from "@/components/dashboard/kpi-cards";
import { PhoneFirst } from "@/components/dashboard/phone-first";
import { ProjectCards, ProjectCardsSkeleton } from "@/components/dashboard/project-cards.server";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatNewsDate } from "@/lib/domain/news";
import { roleAllows } from "@/lib/domain/roles";
import { getDashboard } from "@/lib/server/dashboard";
import { listNews } from "@/lib/server/news/service";
import { getPageScope } from "@/lib/server/page-scope";
import type { Scope } from "@/lib/server/scope";

export const metadata: Metadata = { title: "Dashboard" };

// One computation of the figures (lib/server/dashboard.ts, kept per company and data version) feeds every card;
// the shell streams first. Bids out and due this week join the key figures once bids exist.

async function Figures({ scope }: { scope: Scope }) {
  const data = await getDashboard(scope);
  const now = new Date();
  const activity = <ActivityCard activity={data.activity} now={now.getTime()} />;
  // On a phone the user's estimates lead, then the projects; the company's key figures come last — in the
  // document's order too (components/dashboard/phone-first.tsx), so the keyboard follows the screen.
  return (
    <div className="grid grid-cols-1 gap-6" data-testid="dashboard-figures">
      <PhoneFirst
        figures={<KpiCards data={data} canManageUsers={roleAllows(scope.role, "user.read")} />}
        projects={
          <ProjectCards companyUid={scope.company.uid} data={data.projects} now={now} activity={activity} />
        }
        estimates={
          data.estimates && (
            <EstimateCards data={data.estimates} canWrite={roleAllows(scope.role, "estimate.write")} />
          )
        }
      />
    </div>
  );
}

function FiguresSkeleton() {
  return (
    <div className="grid gap-6" role="status" aria-busy="true" aria-label="Loading the figures">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-32" />
        ))}
      </div>
      <ProjectCardsSkeleton />
      <EstimateCardsSkeleton />
    </div>
  );
}

export default async function DashboardPage() {
  const scope = await getPageScope();
  const { company } = scope;
  const news = await listNews(scope, { limit: 3 });
  const latestNews = news.query.map((uid) => news.content[uid]!);
  const features = [
    { label: "Market data", on: company.isMarketDataVisible },
    { label: "Estimates", on: company.isV2Estimate },
    { label: "AI assistant", on: company.isAiAssistantEnabled },
    { label: "Single sign-on", on: company.loginType === "sso" },
  ];
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <Greeting />
        <p className="text-muted-foreground">{company.companyName}</p>
      </div>
      <Suspense fallback={<FiguresSkeleton />}>
        <Figures scope={scope} />
      </Suspense>
      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="gap-4 lg:col-span-2" data-testid="latest-updates">
          <CardHeader>
            <CardTitle>Latest updates</CardTitle>
            <CardDescription>What is new in Plinth</CardDescription>
            <CardAction>
              <Link
                href="/product"
                className="inline-flex items-center gap-1 rounded-sm font-medium text-primary text-sm underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
              >
                All updates
                <ArrowRightIcon aria-hidden="true" className="size-4" />
              </Link>
            </CardAction>
          </CardHeader>
          <CardContent>
            {latestNews.length === 0 ? (
              <p className="text-muted-foreground text-sm">No product updates yet.</p>
            ) : (
              <ul className="grid divide-y">
                {latestNews.map((item) => (
                  <li
                    key={item.uid}
                    className="grid gap-0.5 py-2.5 first:pt-0 last:pb-0 sm:grid-cols-[7rem_1fr] sm:gap-4"
                  >
                    <time dateTime={item.date} className="text-muted-foreground text-sm tabular-nums">
                      {formatNewsDate(item.date)}
                    </time>
                    <Link href="/product" className="font-medium text-sm hover:underline">
                      {item.title}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <Card className="gap-4">
          <CardHeader>
            <CardTitle>Features</CardTitle>
            <CardDescription>What is switched on for {company.companyName}</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-2 text-sm">
              {features.map((feature) => (
                <li key={feature.label} className="flex items-center gap-2">
                  {feature.on ? (
                    <CheckIcon aria-hidden="true" className="size-4 text-primary" />
                  ) : (
                    <MinusIcon aria-hidden="true" className="size-4 text-muted-foreground" />
                  )}
                  <span className={feature.on ? "" : "text-muted-foreground"}>{feature.label}</span>
                  <span className="sr-only">{feature.on ? "(on)" : "(off)"}</span>
                </li>
              ))}
            </ul>
            <p className="mt-3 text-muted-foreground text-xs">Your Plinth contact can switch features on.</p>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
