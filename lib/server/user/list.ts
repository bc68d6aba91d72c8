import { asc, eq } from "drizzle-orm";
import { db, schema } from "@/db";
import { collection } from "../collection";
import type { Scope } from "../scope";
import { userDto } from "./dto";

export async function listUsers(scope: Scope) {
  const rows = await db()
    .select()
    .from(schema.users)
    .where(eq(schema.users.companyUid, scope.company.uid))
    .orderBy(asc(schema.users.lastname), asc(schema.users.firstname), asc(schema.users.email));
  return collection(rows.map(userDto));
}
