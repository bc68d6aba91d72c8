import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { dbHandle } from "@/db";
import { selectRow } from "./estimate/core";
import { reply } from "./http";

export async function checkHealth() {
  const handle = dbHandle();
  try {
    await handle.db.execute(sql`select 1`);
    return { status: "ok", database: handle.driver };
  } catch {
    return reply(
      { status: "error", database: handle.driver, message: "Database unreachable" },
      { status: 503 },
    );
  }
}

/** Liveness: the process answers. Nothing else is checked, so a slow database never gets it restarted. */
export function checkLiveness() {
  return { status: "ok" as const };
}

let expected: number[] | undefined;

/** When each migration in drizzle/ was made (drizzle's journal), as its migrator compares them. */
function migrationTimes(): number[] {
  expected ??= (
    JSON.parse(readFileSync(path.join(process.cwd(), "drizzle/meta/_journal.json"), "utf8")) as {
      entries: { when: number }[];
    }
  ).entries.map((e) => e.when);
  return expected;
}

/** How many of drizzle/'s migrations the database has not had (drizzle applies those newer than its last). */
async function pendingMigrations(): Promise<number> {
  const { db } = dbHandle();
  const table = await selectRow(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table?.present) return migrationTimes().length;
  const last = await selectRow(db, sql`select max(created_at) as at from drizzle.__drizzle_migrations`);
  const at = Number(last?.at ?? 0);
  return migrationTimes().filter((when) => when > at).length;
}

/** Readiness: the database answers and has every migration this build ships. 503 otherwise. */
export async function checkReadiness() {
  const handle = dbHandle();
  let pending: number;
  try {
    pending = await pendingMigrations();
  } catch {
    return reply(
      { status: "error", database: handle.driver, message: "Database unreachable" },
      { status: 503 },
    );
  }
  if (pending > 0) {
    const message = `${pending} migration${pending === 1 ? "" : "s"} pending`;
    return reply({ status: "error", database: handle.driver, pending, message }, { status: 503 });
  }
  return { status: "ok", database: handle.driver, pending: 0 };
}
