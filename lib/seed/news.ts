import type { DbOrTx } from "@/db";
import { schema } from "@/db";
import { sanitizeNewsHtml } from "@/lib/domain/news-html";

// One product-news item per release-note topic (Oct 2024 – Oct 2025). Fixed uids keep the
// seed idempotent: a re-run adds what is missing and leaves edited items alone.
const uid = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, "0")}`;

export const demoNews = [
  {
    uid: uid(1),
    date: "2024-10-08",
    title: "Group and filter the detailed budget",
    description: `<p>The detailed budget can now be grouped by <strong>cost code</strong>, <strong>cost type</strong> or <strong>bid package</strong>, with subtotals on every group.</p>
<ul><li>Filter lines by division, tag or alternate/allowance flag.</li><li>Collapse a group to check its subtotal against the summary.</li></ul>`,
  },
  {
    uid: uid(2),
    date: "2024-11-05",
    title: "Export estimates to CSV and PDF",
    description: `<p>Send an estimate to the owner or your team without retyping it: <strong>Export</strong> now writes a CSV of every line item and a PDF summary with markups, $/GSF and $/unit.</p>
<p>The CSV opens directly in Excel with quantities, unit costs and totals in separate columns.</p>`,
  },
  {
    uid: uid(3),
    date: "2024-11-26",
    title: "Import estimate inputs from CSV",
    description: `<p>Estimate inputs such as GSF, unit counts and stories can be imported from a CSV file. Each row is a name, a value and a unit; the import checks every row and changes nothing if one is wrong.</p>
<p>Custom values now keep up to <strong>5 decimal places</strong>.</p>`,
  },
  {
    uid: uid(4),
    date: "2024-12-17",
    title: "Custom budget views",
    description: `<p>Save the columns, grouping and filters you use most as a <strong>budget view</strong> and switch between them in one click, for example a view for subcontractor scopes and another for owner reporting.</p>`,
  },
  {
    uid: uid(5),
    date: "2025-01-21",
    title: "Company escalation tables",
    description: `<p>Administrators can now maintain an <strong>escalation table</strong> with an annual rate per year. Estimates escalate to the construction midpoint with these rates, and historical projects are brought to today's cost by index ratio.</p>
<p>Every escalated number shows the factors behind it.</p>`,
  },
  {
    uid: uid(6),
    date: "2025-02-18",
    title: "Filters for market data",
    description: `<p>Market data can be filtered by region, building type and date range, so the trends you compare match the job you are pricing.</p>`,
  },
  {
    uid: uid(7),
    date: "2025-03-11",
    title: "Takeoff integration",
    description: `<p>Bring quantities from your takeoff service straight into an estimate: open the estimate and choose <strong>Import from takeoff</strong>. Quantities arrive with their units and can be mapped to cost codes before they are added.</p>`,
  },
  {
    uid: uid(8),
    date: "2025-04-08",
    title: "Public API",
    description: `<p>Plinth now has a public REST API. Administrators create API keys in Settings; each key is limited to one company and a role.</p>
<p>The reference lives at <code>/api/v1/openapi.json</code>. Questions: <a href="mailto:support@plinth.example">support@plinth.example</a>.</p>`,
  },
  {
    uid: uid(9),
    date: "2025-05-06",
    title: "Unit mix plugin",
    description: `<p>For multifamily work, the <strong>unit mix</strong> plugin lets you enter studios, one-, two- and three-bedroom counts with their areas. Totals feed the estimate inputs, and $/unit is calculated from the mix.</p>`,
  },
  {
    uid: uid(10),
    date: "2025-06-03",
    title: "Consolidated estimates",
    description: `<p>Combine several estimates, such as the buildings of a campus or the phases of a job, into one <strong>consolidated estimate</strong> with a single summary and markups applied once.</p>`,
  },
  {
    uid: uid(11),
    date: "2025-06-24",
    title: "Tags",
    description: `<p>Tag line items and projects with your own labels (for example <em>owner change</em> or <em>value engineering</em>) and filter budgets and the project database by them.</p>`,
  },
  {
    uid: uid(12),
    date: "2025-07-22",
    title: "Dark mode",
    description: `<p>Plinth now has a <strong>dark theme</strong>. Choose Light, Dark or System from the theme menu in the header; System follows your computer's setting.</p>`,
  },
  {
    uid: uid(13),
    date: "2025-08-19",
    title: "Single sign-on with OpenID Connect",
    description: `<p>Companies can sign in through their own identity provider with <strong>OpenID Connect</strong>. Once SSO is on, users sign in with their company account and passwords are no longer used.</p>
<p>Ask your Plinth contact to set it up for your company.</p>`,
  },
  {
    uid: uid(14),
    date: "2025-09-16",
    title: "Better file uploads",
    description: `<p>Uploads show their progress, larger drawings and PDFs are accepted, and images, PDFs and other common files can be previewed without downloading them.</p>`,
  },
  {
    uid: uid(15),
    date: "2025-10-15",
    title: "Legacy V1 estimates are being phased out",
    description: `<p>V1 estimates will become <strong>read-only</strong> and then be retired. Open any V1 estimate you still use and choose <strong>Convert to V2</strong>; your lines, markups and inputs carry over.</p>
<p>Contact support if you need help moving a large number of estimates.</p>`,
  },
] as const;

/** Adds the demo news items that are missing; returns how many were added. */
export async function seedNews(tx: DbOrTx): Promise<number> {
  const inserted = await tx
    .insert(schema.newsItems)
    .values(
      demoNews.map((n) => ({
        uid: n.uid,
        date: n.date,
        title: n.title,
        descriptionHtml: sanitizeNewsHtml(n.description),
      })),
    )
    .onConflictDoNothing()
    .returning({ uid: schema.newsItems.uid });
  return inserted.length;
}
