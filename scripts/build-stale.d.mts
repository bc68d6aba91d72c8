/** Whether `.next` is missing or older than the sources under `root` (default: the working directory). */
export function buildIsStale(root?: string): boolean;
