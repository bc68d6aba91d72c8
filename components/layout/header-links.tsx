"use client";

import type { ReactNode } from "react";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "@/components/ui/tooltip";
import { AiChatAnchor, HelpAnchor } from "./header-triggers";

export { aiChatHref } from "./header-triggers";

function WithTooltip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}

/** The AI assistant and help icon links with their tooltips, sharing one tooltip timer. */
export function HeaderLinks({ showAiChat, helpUrl }: { showAiChat: boolean; helpUrl: string }) {
  return (
    <TooltipProvider>
      {showAiChat && (
        <WithTooltip label="AI assistant">
          <AiChatAnchor />
        </WithTooltip>
      )}
      <WithTooltip label="Help">
        <HelpAnchor href={helpUrl} />
      </WithTooltip>
    </TooltipProvider>
  );
}
