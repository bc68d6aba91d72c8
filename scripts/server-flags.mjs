/**
 * V8 flags for the production server process (scripts/start.mjs runs scripts/serve.mjs with them; the load
 * benchmark too). V8 lets the old generation grow to several times what is live before collecting when the
 * machine has memory to spare, so under load a server holding ~150 MiB of live objects sat at 600+ MiB of RSS
 * (issue 21: ≤ 450 MiB). A growth factor of 1.2 keeps it near what is live; the heap's hard limit stays V8's
 * default, so a large import or export still has room. The young generation is capped too: left alone, V8 grows
 * each semi-space to 64 MiB under a request burst and keeps them (new space ~125 MiB of the ~500 MiB RSS the
 * load bench measured); at 16 MiB the server stays near 400 MiB, for ~6 % more of its CPU spent collecting
 * (cpu-prof of the estimate GET under load: 28 % against 22 %). PLINTH_SERVER_FLAGS replaces them
 * (space-separated).
 */
export const serverFlags = (
  process.env.PLINTH_SERVER_FLAGS ?? "--heap-growing-percent=20 --max-semi-space-size=16"
)
  .split(/\s+/)
  .filter(Boolean);
