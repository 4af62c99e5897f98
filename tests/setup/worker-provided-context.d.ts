// A module (not a script), so the declaration below adds to vitest's types instead of replacing them.
export {};

declare module "vitest" {
  export interface ProvidedContext {
    /** How many requests the write fuzz sends (vitest.config.ts). */
    writeFuzzCases: number;
  }
}
