export const SIGNATURE_HEAD_BYTES: number;
export const FILE_SIGNATURES: Record<string, (head: Uint8Array) => boolean>;
export function bytesMatchType(head: Uint8Array, contentType: string): boolean;
