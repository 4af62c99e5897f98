export { ArchiveTooLargeError } from "../zip-read.mjs";
export function copyFileKind(bytes: Uint8Array): "epub" | "pdf" | null;
export function marksInFile(bytes: Uint8Array): Promise<string[]>;
