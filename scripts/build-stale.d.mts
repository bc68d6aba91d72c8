/** Whether `.next` is missing or older than the sources under `root` (default: the working directory). */
export function buildIsStale(root?: string): boolean;
/** After a build: record when it began, so a source edited during the build counts as newer. */
export function stampBuildStart(startedMs: number, root?: string): void;
