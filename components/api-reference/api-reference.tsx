import { Badge } from "@/components/ui/badge";

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  description?: string;
};
type Parameter = { name: string; in: string; required: boolean; schema: Schema };
type Operation = {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
export type OpenApiDocument = {
  info: { title: string; description: string };
  paths: Record<string, Record<string, Operation>>;
};

const methodTone: Record<string, string> = {
  get: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200",
  post: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  put: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  patch: "bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-200",
  delete: "bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-200",
};

/** Descriptions are CommonMark; only `code` spans are rendered here. */
function Markdown({ text }: { text: string }) {
  return (
    <>
      {text.split(/(`[^`]+`)/g).map((part, i) =>
        part.startsWith("`") && part.endsWith("`") ? (
          <code key={i} className="font-mono">
            {part.slice(1, -1)}
          </code>
        ) : (
          part
        ),
      )}
    </>
  );
}

function typeOf(s: Schema | undefined): string {
  if (!s) return "any";
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(" | ");
  if (s.type === "array") return `${typeOf(s.items)}[]`;
  if (Array.isArray(s.type)) return s.type.join(" | ");
  return s.type ?? "any";
}

function Fields({ rows }: { rows: { name: string; where?: string; required: boolean; schema: Schema }[] }) {
  if (rows.length === 0) return null;
  return (
    <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
      {rows.map((r) => (
        <div key={`${r.where}-${r.name}`} className="contents">
          <dt className="font-mono text-xs">
            {r.name}
            {r.required ? <span className="text-destructive">*</span> : null}
          </dt>
          <dd className="min-w-0 break-words font-mono text-muted-foreground text-xs">
            {r.where ? `${r.where} · ` : ""}
            {typeOf(r.schema)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A readable rendering of /api/v1/openapi.json: operations grouped by resource, with guards and fields. */
export function ApiReference({ doc }: { doc: OpenApiDocument }) {
  const groups = new Map<string, { path: string; method: string; op: Operation }[]>();
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const tag = op.tags[0] ?? "other";
      groups.set(tag, [...(groups.get(tag) ?? []), { path, method, op }]);
    }
  }
  return (
    <div className="grid min-w-0 gap-8">
      <div className="grid gap-2">
        <h1 className="font-semibold text-2xl tracking-tight">{doc.info.title}</h1>
        <p className="max-w-3xl text-muted-foreground text-sm">
          <Markdown text={doc.info.description} />
        </p>
        <p className="text-sm">
          Machine-readable:{" "}
          <a href="/api/v1/openapi.json" className="text-primary underline underline-offset-4">
            /api/v1/openapi.json
          </a>{" "}
          (OpenAPI 3.1). Keys are issued in{" "}
          <a href="/settings/api-keys" className="text-primary underline underline-offset-4">
            Settings › API keys
          </a>
          .
        </p>
      </div>
      {[...groups].map(([tag, ops]) => (
        <section key={tag} className="grid gap-3" aria-labelledby={`tag-${tag}`}>
          <h2 id={`tag-${tag}`} className="font-semibold text-lg capitalize">
            {tag.replace(/-/g, " ")}
          </h2>
          <ul className="grid gap-3">
            {ops.map(({ path, method, op }) => {
              const body = op.requestBody?.content["application/json"]?.schema;
              const params = (op.parameters ?? []).map((p) => ({ ...p, where: p.in }));
              const fields = Object.entries(body?.properties ?? {}).map(([name, schema]) => ({
                name,
                where: "body",
                required: body?.required?.includes(name) ?? false,
                schema,
              }));
              return (
                <li key={op.operationId} id={op.operationId} className="grid gap-2 rounded-lg border p-4">
                  <div className="flex min-w-0 flex-wrap items-center gap-2">
                    <Badge className={`font-mono uppercase ${methodTone[method] ?? ""}`}>{method}</Badge>
                    <code className="min-w-0 break-all font-mono text-sm">{path}</code>
                  </div>
                  <p className="text-sm">{op.summary}</p>
                  {op.description ? (
                    <p className="text-muted-foreground text-xs">
                      <Markdown text={op.description} />
                    </p>
                  ) : null}
                  <Fields rows={[...params, ...fields]} />
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
