import { ArrowRightIcon, CheckIcon, MinusIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { EstimateCards, EstimateCardsSkeleton } from "@/components/dashboard/estimate-cards.server";
import { Greeting } from "@/components/dashboard/greeting";
import { ProjectCards, ProjectCardsSkeleton } from "@/components/dashboard/project-cards.server";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatNewsDate } from "@/lib/domain/news";
import { getDashboardSummary } from "@/lib/server/dashboard";
import { getPageScope } from "@/lib/server/page-scope";

export const metadata: Metadata = { title: "Dashboard" };

export default async function DashboardPage() {
  const scope = await getPageScope();
  const { company, user } = scope;
  const summary = await getDashboardSummary(scope);
  const figures = [
    {
      title: "Team members",
      value: summary.members,
      hint:
        summary.deactivated > 0 ? `Active accounts · ${summary.deactivated} deactivated` : "Active accounts",
    },
    {
      title: "Pending invitations",
      value: summary.pending,
      hint: summary.pending > 0 ? "Invited, not yet activated" : "Everyone invited has joined",
    },
    {
      title: "Signed in recently",
      value: summary.signedInRecently,
      hint: "Sessions active in the last 15 minutes",
    },
  ];
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
      <section aria-label="Team" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {figures.map((figure) => (
          <Card key={figure.title} className="gap-3">
            <CardHeader>
              <CardDescription>{figure.title}</CardDescription>
              <CardTitle className="text-3xl tabular-nums">{figure.value}</CardTitle>
            </CardHeader>
            <CardContent className="text-muted-foreground text-sm">{figure.hint}</CardContent>
          </Card>
        ))}
      </section>
      <Suspense fallback={<ProjectCardsSkeleton />}>
        <ProjectCards scope={scope} />
      </Suspense>
      {(company.isV2Estimate || user.isZebeler) && (
        <Suspense fallback={<EstimateCardsSkeleton />}>
          <EstimateCards scope={scope} />
        </Suspense>
      )}
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
            {summary.latestNews.length === 0 ? (
              <p className="text-muted-foreground text-sm">No product updates yet.</p>
            ) : (
              <ul className="grid divide-y">
                {summary.latestNews.map((item) => (
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
