export const STAND_IN_MARK: string;
export function generateSeedFiles(outDir: string): Promise<{ key: string; path: string }[]>;
export function sampleWav(): Uint8Array;
export function standInEpub(slug?: string): Uint8Array;
