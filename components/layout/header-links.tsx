"use client";

import { CircleHelpIcon, SparklesIcon } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";

export const aiChatHref = "/ai-conversation/add";

function WithTooltip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}

export function AiChatLink() {
  return (
    <WithTooltip label="AI assistant">
      <Button asChild variant="ghost" size="icon">
        <Link href={aiChatHref} aria-label="AI assistant" data-testid="ai-chat-link">
          <SparklesIcon aria-hidden="true" />
        </Link>
      </Button>
    </WithTooltip>
  );
}

export function HelpLink({ href }: { href: string }) {
  return (
    <WithTooltip label="Help">
      <Button asChild variant="ghost" size="icon">
        <a href={href} target="_blank" rel="noopener noreferrer" aria-label="Help (opens in a new tab)">
          <CircleHelpIcon aria-hidden="true" />
        </a>
      </Button>
    </WithTooltip>
  );
}
