import type { Server } from "node:http";

/** Stops accepting, lets running requests finish (at most `timeoutMs`), then runs `cleanup`. */
export function gracefulShutdown(
  server: Server,
  options?: { timeoutMs?: number; cleanup?: () => Promise<void>; log?: (line: string) => void },
): Promise<void>;
/** Closes the database handle the app's modules share in this process. */
export function closeDatabase(): Promise<void>;
