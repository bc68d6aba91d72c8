// The servers `npm start` runs (scripts/start.mjs) and the browser tests' second server (scripts/e2e-serve.mjs):
// each a child process; when one exits the others are stopped and this process exits with its code, and a
// signal to this process reaches them all.
import { spawn } from "node:child_process";

/** Starts each `[name, args]` as a node child with `env`; ends them together. */
export function serveChildren(env, servers) {
  const children = [];
  for (const [name, args] of servers) {
    const child = spawn(process.execPath, args, { stdio: "inherit", env });
    child.on("exit", (code) => {
      console.log(`${name} exited (${code ?? "signal"})`);
      for (const other of children) if (other !== child) other.kill("SIGTERM");
      process.exit(code ?? 0);
    });
    children.push(child);
  }
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      for (const child of children) child.kill(signal);
    });
  }
}

/** The embedded Pusher-protocol server on loopback (when no hosted Pusher or soketi is configured). */
export const realtimeServer = ["realtime-server", ["--import", "tsx", "scripts/realtime-server.ts"]];
