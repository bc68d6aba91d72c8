import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

/** The server's message inline above the button (spec §2), and the button with its pending spinner. */
export function SubmitRow({
  label,
  pending,
  error,
}: {
  label: string;
  pending: boolean;
  error: string | null;
}) {
  return (
    <div className="grid gap-3 pt-1">
      {error && (
        <Alert variant="destructive" data-testid="form-server-error">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      <Button type="submit" disabled={pending} className="w-full sm:w-auto sm:justify-self-end">
        {pending && <Spinner label="Saving" />}
        {label}
      </Button>
    </div>
  );
}
