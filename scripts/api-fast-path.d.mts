import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextRequest } from "next/server";

/** Answers a GET /api/v1/… and resolves true, or resolves false having written nothing (Next answers). */
export type ApiFastPath = ((req: IncomingMessage, res: ServerResponse) => Promise<boolean>) & {
  /** Loads every API route's handler ahead of its first request. */
  warm(): Promise<void>;
};

export function createApiFastPath(
  distDir: string,
  next: { NextRequest: typeof NextRequest },
): ApiFastPath | null;
