/**
 * Records the SQL statements a call sends through the app's postgres.js client, grouped into round trips:
 * statements sent while another is still out belong to the same trip; a transaction's statements are kept
 * together as `{ tx }`. bench/_load-bare.ts replays them.
 */
type Statement = { query: string; params: unknown[] };
type Stage = Statement[] | { tx: Stage[] };
type Query = PromiseLike<unknown>;
type Client = {
  unsafe: (query: string, params?: unknown[], options?: object) => Query;
  begin: (...args: unknown[]) => Promise<unknown>;
};

function recorder(stages: Stage[]) {
  let inflight = 0;
  return (query: string, params: unknown[] = []) => {
    // postgres.js sends a transaction's begin and commit itself; the replay's sql.begin does the same.
    if (/^\s*(begin|commit|rollback)\b/i.test(query)) return () => {};
    if (inflight === 0 || stages.length === 0) stages.push([]);
    const stage = stages.at(-1);
    if (Array.isArray(stage)) stage.push({ query, params: JSON.parse(JSON.stringify(params)) });
    inflight++;
    return () => {
      inflight--;
    };
  };
}

function wrapUnsafe(client: Client, stages: Stage[]) {
  const original = client.unsafe;
  const record = recorder(stages);
  client.unsafe = (query, params, options) => {
    const q = original(query, params, options);
    const done = record(query, params);
    q.then(done, done);
    return q;
  };
  return () => {
    client.unsafe = original;
  };
}

export async function capture(client: unknown, call: () => Promise<void>): Promise<Stage[]> {
  const c = client as Client;
  const stages: Stage[] = [];
  const restoreUnsafe = wrapUnsafe(c, stages);
  const begin = c.begin;
  c.begin = (...args: unknown[]) => {
    const fn = args.pop() as (tx: Client) => unknown;
    const tx: Stage[] = [];
    stages.push({ tx });
    return begin(...args, (sql: Client) => {
      wrapUnsafe(sql, tx);
      return fn(sql);
    });
  };
  try {
    await call();
  } finally {
    restoreUnsafe();
    c.begin = begin;
  }
  return stages;
}
