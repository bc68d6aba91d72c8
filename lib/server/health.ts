import { sql } from "drizzle-orm";
import { dbHandle } from "@/db";
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
