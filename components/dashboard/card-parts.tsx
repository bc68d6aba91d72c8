import { ArrowRightIcon } from "lucide-react";
import Link from "next/link";
import type * as React from "react";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

// The dashboard's cards share one layout: a titled card, a big-figure card, and arrow links between them.

const linkClassName =
  "inline-flex items-center gap-1 rounded-sm font-medium text-primary text-sm underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring";

/** A link onward to the full page, with a trailing arrow. */
export function ArrowLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Link href={href} className={linkClassName}>
      {children}
      <ArrowRightIcon aria-hidden="true" className="size-4" />
    </Link>
  );
}

type TitledCardProps = {
  title: React.ReactNode;
  description: React.ReactNode;
  /** Top right of the header, usually an ArrowLink. */
  action?: React.ReactNode;
  className: string;
  contentClassName?: string;
  testId?: string;
  children: React.ReactNode;
};

/** A card with a title and a description above its content. */
export function TitledCard({
  title,
  description,
  action,
  className,
  contentClassName,
  testId,
  children,
}: TitledCardProps) {
  return (
    <Card className={className} data-testid={testId}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
        {action && <CardAction>{action}</CardAction>}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}

type FigureCardProps = {
  label: string;
  value: number;
  valueTestId?: string;
  action: React.ReactNode;
  /** A line under the figure saying what it counts. */
  children: React.ReactNode;
};

/** One big count with its label, an onward link, and a line saying what it counts. */
export function FigureCard({ label, value, valueTestId, action, children }: FigureCardProps) {
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardDescription>{label}</CardDescription>
        <CardTitle className="text-3xl tabular-nums" data-testid={valueTestId}>
          {value.toLocaleString("en-US")}
        </CardTitle>
        <CardAction>{action}</CardAction>
      </CardHeader>
      <CardContent className="text-muted-foreground text-sm">{children}</CardContent>
    </Card>
  );
}
