/**
 * This run's tag. The browser tests' site keeps its mail and rows for the whole run, so every
 * address and text a test writes carries it and never mixes with another file's or run's.
 */
export const run = Date.now().toString(36);

/** A reader's address of its own for this run. */
export const address = (who: string) => `${who}.${run}@example.com`;
