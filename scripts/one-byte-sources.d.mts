export function oneByteSource(source: string): string;
export function keepSourcesOneByte(directories: string[]): void;
