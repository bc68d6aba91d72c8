import { eq, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import { hashPassword } from "@/lib/server/auth/password";
import { seedReferenceData } from "@/lib/server/reference/defaults";
import { seedEstimates } from "./estimates";
import { seedMarket } from "./market";
import { seedNews } from "./news";
import { seedProjects } from "./projects";

const { companies, users } = schema;

export const demoPassword = "plinth-demo";

const demoCompanies = [
  {
    uid: "00000000-0000-4000-8000-000000000001",
    companyName: "Plinth",
    isProvider: true,
    isMarketDataVisible: true,
    isV2Estimate: true,
    isAiAssistantEnabled: true,
  },
  {
    uid: "00000000-0000-4000-8000-000000000002",
    companyName: "Acme Builders",
    isMarketDataVisible: true,
    isV2Estimate: true,
    isAiAssistantEnabled: true,
  },
  {
    uid: "00000000-0000-4000-8000-000000000003",
    companyName: "Birch Construction",
    isMarketDataVisible: false,
    isV2Estimate: false,
    isAiAssistantEnabled: false,
  },
] as const;

const [plinth, acme, birch] = demoCompanies;

export const demoAccounts = [
  {
    email: "staff@plinth.test",
    firstname: "Sam",
    lastname: "Staff",
    roles: ["admin"],
    company: plinth,
    isZebeler: true,
    note: "Plinth staff (switches companies)",
  },
  {
    email: "admin@acme.test",
    firstname: "Alice",
    lastname: "Admin",
    roles: ["admin"],
    company: acme,
    note: "Acme Builders admin",
  },
  {
    email: "editor@acme.test",
    firstname: "Eddie",
    lastname: "Editor",
    roles: ["editor"],
    company: acme,
    note: "Acme Builders editor",
  },
  {
    email: "viewer@acme.test",
    firstname: "Vera",
    lastname: "Viewer",
    roles: ["viewer"],
    company: acme,
    note: "Acme Builders viewer",
  },
  {
    email: "admin@birch.test",
    firstname: "Bea",
    lastname: "Birch",
    roles: ["admin"],
    company: birch,
    note: "Birch Construction admin",
  },
  {
    email: "sso@acme.test",
    firstname: "Sasha",
    lastname: "Single",
    roles: ["editor"],
    company: acme,
    loginType: "sso",
    note: "Acme SSO user (no password sign-in)",
  },
] as const;

export async function isDatabaseEmpty(): Promise<boolean> {
  const [row] = await db()
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(companies);
  return (row?.n ?? 0) === 0;
}

/** Idempotent: creates what is missing, leaves what exists (and any edits to it) alone. */
export async function seedDemo(): Promise<{ created: number }> {
  let created = 0;
  const passwordHash = await hashPassword(demoPassword);
  await db().transaction(async (tx) => {
    await tx
      .insert(companies)
      .values([...demoCompanies])
      .onConflictDoNothing();
    for (const account of demoAccounts) {
      const [existing] = await tx
        .select({ uid: users.uid })
        .from(users)
        .where(eq(users.email, account.email));
      if (existing) continue;
      const loginType = "loginType" in account ? account.loginType : "password";
      await tx.insert(users).values({
        companyUid: account.company.uid,
        email: account.email,
        username: account.email,
        firstname: account.firstname,
        lastname: account.lastname,
        roles: [...account.roles],
        isZebeler: "isZebeler" in account ? account.isZebeler : false,
        loginType,
        passwordHash: loginType === "sso" ? null : passwordHash,
        isActive: true,
        activatedAt: new Date(),
      });
      created++;
    }
    await seedNews(tx);
    await seedMarket(tx);
    await seedReferenceData(tx, [acme.uid, birch.uid]);
    await seedProjects(tx, { acme: acme.uid, birch: birch.uid });
    await seedEstimates(tx, acme.uid, "admin@acme.test");
  });
  return { created };
}

export function demoAccountsTable(): string {
  const rows = demoAccounts.map((a) => `  ${a.email.padEnd(20)} ${a.note}`);
  return [`Demo accounts (password: ${demoPassword}):`, ...rows].join("\n");
}
