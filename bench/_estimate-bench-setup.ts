// Shared start of the template and import benchmarks: a fresh database (PGlite in memory, or a database of its
// own on BENCH_DATABASE_URL, dropped at the end), one company with an editor, and the line generator.
process.env.AUTH_SECRET ??= "bench-secret-0123456789abcdef0123456789";

export async function benchDatabase(prefix: string) {
  let drop = async () => {};
  if (process.env.BENCH_DATABASE_URL) {
    const { default: postgres } = await import("postgres");
    const admin = postgres(process.env.BENCH_DATABASE_URL, { max: 1, onnotice: () => {} });
    const name = `plinth_${prefix}_bench_${Date.now()}`;
    await admin.unsafe(`create database ${name}`);
    const url = new URL(process.env.BENCH_DATABASE_URL);
    url.pathname = `/${name}`;
    process.env.DATABASE_URL = url.toString();
    drop = async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  } else {
    process.env.PGLITE_DATA_DIR = "memory://";
    delete process.env.DATABASE_URL;
  }
  const { closeDb, dbHandle } = await import("@/db");
  const { createCompany, createUser } = await import("../tests/integration/helpers");
  await dbHandle().migrate();
  const company = await createCompany();
  const user = await createUser(company, { roles: ["editor"] });
  const scope = {
    user,
    company,
    role: "editor" as const,
    actingAs: false,
    sessionUid: null,
    apiKeyUid: null,
    requestId: "bench",
  };
  return {
    scope,
    done: async () => {
      await closeDb();
      await drop();
    },
  };
}

/** A varied budget line: ~2,000 codes, a quarter by formula, four cost types, four areas. */
export function benchLine(i: number) {
  const division = String(1 + (i % 33)).padStart(2, "0");
  const code = `${division} ${String((i * 7) % 100).padStart(2, "0")} ${String(i % 20).padStart(2, "0")}`;
  const kind = i % 4;
  return {
    cost_code: code,
    description: `Line item ${i}, ${["concrete", "framing", "finishes", "mechanical"][kind]}`,
    quantity: kind === 0 ? `GSF * 0.0${1 + (i % 9)}` : String(10 + (i % 500) + (i % 7) / 8),
    unit: ["SF", "CY", "EA", "LF"][kind],
    unit_cost_cents: 1000 + ((i * 7919) % 250_000) / 100,
    cost_type: (["labor", "material", "equipment", "subcontract"] as const)[kind],
    area: `Building ${String.fromCharCode(65 + (i % 4))}`,
  };
}

export const ms = (t: number) => `${(performance.now() - t).toFixed(0)} ms`;
