"use client";

import { useQuery } from "@tanstack/react-query";
import { formatNumber } from "@/components/project/format";
import { fetchProject, projectKeys } from "@/lib/client/projects";
import { metricInput, projectPlace } from "@/lib/domain/estimate/from-project";
import type { MetroChoice } from "../use-header-references";

type Props = {
  companyUid: string;
  projectUid: string;
  metros: readonly MetroChoice[];
  /** The estimate starts from a template or another estimate, whose unit mix may derive some inputs. */
  hasSource: boolean;
};

/**
 * What a new estimate takes from the project it is linked to, before it is saved: the client, place and
 * building type (filled in the fields above where they were empty) and its latest record's metrics, which
 * become inputs (lib/server/estimate/from-project.ts does the same on save).
 */
export function ProjectTakes({ companyUid, projectUid, metros, hasSource }: Props) {
  const project = useQuery({
    queryKey: projectKeys.project(companyUid, projectUid),
    queryFn: () => fetchProject(projectUid),
  });
  const p = project.data;
  if (!p) {
    return (
      <p className="text-muted-foreground text-sm" data-testid="project-takes" aria-live="polite">
        {project.isError ? "What the project gives could not be read." : "Reading the project…"}
      </p>
    );
  }
  const place = [
    projectPlace(p),
    p.metro ? `metro ${metros.find((m) => m.key === p.metro)?.label ?? p.metro}` : null,
  ]
    .filter(Boolean)
    .join(" · ");
  const fields: [string, string | null][] = [
    ["Client", p.client],
    ["Location", place || null],
    ["Building type", p.building_type_name],
  ];
  const metrics = Object.entries(p.latest_metrics).map(([key, value]) => {
    const input = metricInput(key);
    return {
      name: input.name,
      label: input.label,
      value: `${formatNumber(value)}${input.unit ? ` ${input.unit}` : ""}`,
    };
  });
  return (
    <section
      aria-label={`What the estimate takes from ${p.name}`}
      className="grid gap-2 rounded-md border bg-muted/30 p-3 text-sm"
      data-testid="project-takes"
      aria-live="polite"
    >
      <p className="font-medium">Taken from {p.name} where the fields are empty</p>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
        {fields.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="min-w-0 break-words">
              {value || <span className="text-muted-foreground">not recorded</span>}
            </dd>
          </div>
        ))}
        <dt className="text-muted-foreground">Inputs</dt>
        <dd className="min-w-0" data-testid="project-takes-inputs">
          {metrics.length === 0 ? (
            <span className="text-muted-foreground">none: the project has no record with metrics</span>
          ) : (
            <ul className="grid gap-0.5">
              {metrics.map((m) => (
                <li key={m.name}>
                  <span className="font-mono text-xs">{m.name}</span> {m.value}{" "}
                  <span className="text-muted-foreground">({m.label.toLowerCase()})</span>
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
      <p className="text-muted-foreground text-xs">
        The inputs come from its latest record and replace inputs of the same name
        {hasSource ? "; an input the unit mix derives stays the mix's" : ""}.
      </p>
    </section>
  );
}
