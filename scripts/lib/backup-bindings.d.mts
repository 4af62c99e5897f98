// Types for backup-bindings.mjs: only what the scripts and the backup test use of R2.
export interface StoredObject {
  key: string;
  size: number;
  httpMetadata?: { contentType?: string };
  customMetadata?: Record<string, string>;
  arrayBuffer(): Promise<ArrayBuffer>;
}
export interface Bucket {
  put(
    key: string,
    value: ArrayBuffer | string,
    options?: { httpMetadata?: { contentType?: string }; customMetadata?: Record<string, string> },
  ): Promise<unknown>;
  get(key: string): Promise<StoredObject | null>;
}
export interface Database {
  query(sql: string): Promise<Record<string, unknown>[]>;
}
export interface Target {
  remote?: boolean;
  persistTo?: string;
}
export const DATABASE: string;
export const BUCKET: string;
export const DATABASE_NAME: string;
export function sha256(bytes: Uint8Array | string): string;
export function describeTarget(target: Target): string;
export function wrangler(args: string[], target: Target): string;
export function openBindings(target: Target): Promise<{ db: Database; bucket: Bucket; dispose(): Promise<void> }>;
export function userTables(db: Database): Promise<string[]>;
export function rowCounts(db: Database, tables: string[]): Promise<Record<string, number>>;
export function listObjects(bucket: Bucket): Promise<Omit<StoredObject, "arrayBuffer">[]>;
