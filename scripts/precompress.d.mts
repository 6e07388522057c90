/** Writes `.br` and `.gz` beside each compressible file under a folder (scripts/precompress.mjs). */
export const COMPRESSIBLE: RegExp;
export function precompressFolder(
  root: string,
): Promise<{ file: string; bytes: number; br: number | null; gzip: number | null }[]>;
