import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";

// scripts/test-postgres.sh, which `npm test` sources: on a machine where no PostgreSQL answers it starts one.
const systemPostgres =
  existsSync("/usr/lib/postgresql") &&
  readdirSync("/usr/lib/postgresql").some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));

const bash = (script: string, env: Record<string, string> = {}) =>
  execFileSync("bash", ["-c", `set -euo pipefail; source scripts/test-postgres.sh; ${script}`], {
    encoding: "utf8",
    env: { ...process.env, ...env },
  });

describe("the PostgreSQL npm test runs on", () => {
  it("is TEST_DATABASE_URL as given, without probing it", () => {
    const out = bash('choose_test_postgres; echo "$pg_url"', {
      TEST_DATABASE_URL: "postgres://u@db.invalid:1/x",
    });
    expect(out.trim()).toBe("postgres://u@db.invalid:1/x");
  });

  it.runIf(systemPostgres)(
    "is a throwaway server on an unused port when none answers, gone after it is stopped",
    () => {
      const out = bash(`port=$(free_port)
start_throwaway_postgres "$port"
dir="$pg_throwaway_dir"
postgres_answers "$pg_url" && echo "answers"
stop_throwaway_postgres
postgres_answers "$pg_url" || echo "stopped"
[ -e "$dir" ] || echo "removed"`);
      const lines = out.trim().split("\n");
      expect(lines[0]).toMatch(
        /^No PostgreSQL answered: started a throwaway one \(PostgreSQL [\d.]+\) at postgres:\/\/postgres@127\.0\.0\.1:\d+\/test, removed when the run ends\.$/,
      );
      expect(lines.slice(1)).toEqual(["answers", "stopped", "removed"]);
    },
    60_000,
  );
});
