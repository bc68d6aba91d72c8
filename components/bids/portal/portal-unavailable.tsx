import { Card, CardDescription, CardHeader } from "@/components/ui/card";

const titles: Record<number, string> = {
  404: "This bid cannot be opened",
  410: "This bid link no longer works",
  429: "Too many requests",
};

/** What a bidder sees for an unknown, revoked or expired link (or one asked too often). */
export function PortalUnavailable({ message, status }: { message: string; status: number }) {
  return (
    <Card className="mx-auto mt-6 max-w-md">
      <CardHeader>
        <h1 className="font-semibold text-xl leading-none">
          {titles[status] ?? "This bid cannot be opened"}
        </h1>
        <CardDescription role="status" className="text-base">
          {message}
        </CardDescription>
      </CardHeader>
    </Card>
  );
}
