import { Lock } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";

/** Shown when a section is opened by someone whose role does not include it (the API refuses it as well). */
export function Restricted({ who }: { who: "admins" | "staff" }) {
  return (
    <Alert>
      <Lock />
      <AlertTitle>Not available</AlertTitle>
      <AlertDescription>
        {who === "admins"
          ? "Only company admins can open this section. Ask an admin of your company if you need a change here."
          : "Only Plinth staff can open this section."}
      </AlertDescription>
    </Alert>
  );
}
