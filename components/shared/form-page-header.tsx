import { ChevronRight } from "lucide-react";
import Link from "next/link";

type Props = { title: string; description?: string; trail: { href: string; label: string }[] };

/** The title of a create/edit page with the way back. */
export function FormPageHeader({ title, description, trail }: Props) {
  return (
    <header className="grid gap-2">
      <nav
        aria-label="Breadcrumb"
        className="flex flex-wrap items-center gap-1 text-muted-foreground text-sm"
      >
        {trail.map((t, i) => (
          <span key={t.href} className="flex items-center gap-1">
            {i > 0 && <ChevronRight aria-hidden="true" className="size-4" />}
            <Link href={t.href} className="rounded-sm hover:text-foreground hover:underline">
              {t.label}
            </Link>
          </span>
        ))}
      </nav>
      <h1 className="font-semibold text-2xl tracking-tight">{title}</h1>
      {description && <p className="text-muted-foreground text-sm">{description}</p>}
    </header>
  );
}
