import type { z } from "zod";
import type { Operation } from "@/lib/contract/operation";
import { reply } from "./http";
import { otherMethods, route } from "./route";
import type { Scope } from "./scope";

/** An entity the API hands out with its version, which becomes the ETag a later write sends as If-Match. */
type Versioned = { version: number | null };

/** Answers the entity with its version as ETag (201 for one just created). */
export function versioned(entity: Versioned, status: 200 | 201 = 200) {
  return reply(entity, { status, version: entity.version ?? undefined });
}

type Declared<B extends z.ZodType, Q extends z.ZodType> = Operation & { body?: B; query?: Q };

type EntityHandlers<GQ extends z.ZodType, UB extends z.ZodType> = {
  get?: [
    Declared<z.ZodUndefined, GQ>,
    (scope: Scope, uid: string, query: z.output<GQ>) => Promise<Versioned>,
  ];
  update?: [
    Declared<UB, z.ZodUndefined>,
    (scope: Scope, uid: string, body: z.output<UB>, ifMatch: number | undefined) => Promise<Versioned>,
  ];
  remove?: [Operation, (scope: Scope, uid: string, ifMatch: number | undefined) => Promise<void>];
};

/**
 * The methods of one versioned entity at `…/{uid}`: GET reads it, PUT replaces it and DELETE removes it, both
 * under If-Match (the operations declare it); each answer carries the entity's version as ETag, and the methods
 * not given answer 405. A route file then reads
 * `export const { GET, PUT, DELETE, POST, PATCH } = entityRoutes({ get: [ops.get, getThing], … })`.
 */
export function entityRoutes<GQ extends z.ZodType = z.ZodUndefined, UB extends z.ZodType = z.ZodUndefined>(
  handlers: EntityHandlers<GQ, UB>,
) {
  const { get, update, remove } = handlers;
  const handled = (["GET", "PUT", "DELETE"] as const).filter((_, i) => [get, update, remove][i]);
  return {
    ...otherMethods(...handled),
    ...(get && {
      GET: route(get[0], async ({ scope, params, query }) =>
        versioned(await get[1](scope, params.uid!, query)),
      ),
    }),
    ...(update && {
      PUT: route(update[0], async ({ scope, params, body, ifMatch }) =>
        versioned(await update[1](scope, params.uid!, body, ifMatch)),
      ),
    }),
    ...(remove && {
      DELETE: route(remove[0], ({ scope, params, ifMatch }) => remove[1](scope, params.uid!, ifMatch)),
    }),
  };
}
