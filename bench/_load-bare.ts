/**
 * The yardstick for bench/load.ts: a bare node:http + postgres.js server that answers each path by running
 * the SQL statements the app ran for it (captured in-process, stage by stage: statements the app sent together
 * go together here too) and replying with every result set as JSON. No framework, no ORM, no auth code.
 * Started by bench/load.ts as `node --import tsx bench/_load-bare.ts <plan.json>`; prints "listening" when ready.
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import postgres from "postgres";

type Statement = { query: string; params: unknown[] };
/** Statements sent together, or a transaction's stages (sent on one reserved connection). */
type Stage = Statement[] | { tx: Stage[] };
type Plan = { databaseUrl: string; port: number; max: number; paths: Record<string, Stage[]> };

const plan = JSON.parse(readFileSync(process.argv[2]!, "utf8")) as Plan;
// The driver's defaults (prepared statements), the app's pool size.
const sql = postgres(plan.databaseUrl, { max: plan.max, onnotice: () => {} });

type Sql = typeof sql | postgres.TransactionSql;

async function runStages(client: Sql, stages: Stage[], out: unknown[][]) {
  for (const stage of stages) {
    if (!Array.isArray(stage)) {
      await sql.begin((tx) => runStages(tx, stage.tx, out));
      continue;
    }
    const results = await Promise.all(
      stage.map((s) => client.unsafe(s.query, s.params as never[], { prepare: true })),
    );
    for (const rows of results) out.push([...rows]);
  }
}

async function answer(stages: Stage[]): Promise<string> {
  const out: unknown[][] = [];
  await runStages(sql, stages, out);
  return JSON.stringify({ data: out });
}

const server = http.createServer((req, res) => {
  const stages = plan.paths[req.url ?? ""];
  if (!stages) {
    res.writeHead(404).end();
    return;
  }
  answer(stages).then(
    (body) => res.writeHead(200, { "content-type": "application/json" }).end(body),
    (error) => {
      console.error(error);
      res.writeHead(500).end();
    },
  );
});
server.keepAliveTimeout = 60_000;
server.listen(plan.port, "127.0.0.1", () => console.log("listening"));
process.on("SIGTERM", () => {
  server.close();
  void sql.end({ timeout: 1 }).then(() => process.exit(0));
});
