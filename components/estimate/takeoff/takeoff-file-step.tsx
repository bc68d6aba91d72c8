"use client";

import { FileSpreadsheetIcon, UploadIcon } from "lucide-react";
import { useRef } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import type { TakeoffMappingInput, TakeoffPreviewDto } from "@/lib/contract/takeoff";

type Columns = NonNullable<TakeoffMappingInput["columns"]>;
const columnLabels: [keyof Columns, string][] = [
  ["classification", "Classification"],
  ["quantity", "Quantity"],
  ["unit", "Unit"],
  ["sheet", "Sheet / page"],
  ["type", "Measurement type"],
];

/** The file chooser; once read: the detected format, the counts, and every problem with its row and column. */
export function TakeoffFileStep(props: {
  busy: boolean;
  preview: TakeoffPreviewDto | null;
  onFile: (file: File) => void;
  onColumns: (columns: Columns) => void;
}) {
  const { preview } = props;
  const input = useRef<HTMLInputElement>(null);
  return (
    <section className="grid gap-4" aria-labelledby="takeoff-file">
      <h2 id="takeoff-file" className="font-medium">
        1. Takeoff file
      </h2>
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          className="sr-only"
          data-testid="takeoff-file"
          aria-label="Takeoff file"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) props.onFile(file);
          }}
        />
        <Button
          type="button"
          variant={preview ? "outline" : "default"}
          disabled={props.busy}
          onClick={() => input.current?.click()}
        >
          <UploadIcon /> {preview ? "Choose another file" : "Choose a CSV or XLSX file"}
        </Button>
        <p className="text-muted-foreground text-sm">
          A takeoff service export, a Bluebeam Revu markup summary, or any CSV with a quantity and a unit.
        </p>
      </div>
      {preview ? (
        <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="takeoff-detected">
          <FileSpreadsheetIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          <span className="font-medium">{preview.file_name}</span>
          <Badge variant="secondary">Detected: {preview.format_label}</Badge>
          <span className="text-muted-foreground">
            {preview.row_count.toLocaleString("en-US")} rows · {preview.classifications.length}{" "}
            classifications · {preview.sheets.length} sheets
          </span>
        </div>
      ) : null}
      {preview?.format === "generic" && preview.columns ? (
        <GenericColumns
          preview={preview}
          columns={preview.columns}
          busy={props.busy}
          onColumns={props.onColumns}
        />
      ) : null}
      {preview && preview.errors.length > 0 ? <Problems errors={preview.errors} /> : null}
    </section>
  );
}

function GenericColumns(props: {
  preview: TakeoffPreviewDto;
  columns: Columns;
  busy: boolean;
  onColumns: (columns: Columns) => void;
}) {
  return (
    <fieldset className="grid gap-3 rounded-lg border p-4" data-testid="takeoff-columns">
      <legend className="px-1 font-medium text-sm">Match the file's columns</legend>
      <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {columnLabels.map(([key, label]) => (
          <div key={key} className="grid gap-1">
            <Label htmlFor={`takeoff-col-${key}`}>{label}</Label>
            <NativeSelect
              id={`takeoff-col-${key}`}
              value={props.columns[key]}
              disabled={props.busy}
              onChange={(e) => props.onColumns({ ...props.columns, [key]: e.target.value })}
            >
              <option value="">—</option>
              {props.preview.headers.map((h) => (
                <option key={h} value={h}>
                  {h}
                </option>
              ))}
            </NativeSelect>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

const shown = 12;

function Problems({ errors }: { errors: TakeoffPreviewDto["errors"] }) {
  return (
    <Alert variant="destructive" data-testid="takeoff-errors">
      <AlertTitle>
        {errors.length === 1 ? "1 problem" : `${errors.length.toLocaleString("en-US")} problems`} in the file
        — nothing can be applied until they are fixed
      </AlertTitle>
      <AlertDescription>
        <ul className="grid list-disc gap-0.5 pl-4">
          {errors.slice(0, shown).map((e) => (
            <li key={`${e.row}:${e.message}`}>{e.message}</li>
          ))}
        </ul>
        {errors.length > shown ? <p className="mt-1">and {errors.length - shown} more.</p> : null}
      </AlertDescription>
    </Alert>
  );
}
