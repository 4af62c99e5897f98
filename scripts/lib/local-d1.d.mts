/** What of D1 these need: the binding in workerd and wrangler's proxy of it both have it. */
interface Statement {
  bind(...values: unknown[]): Statement;
  all<Row>(): Promise<{ results: Row[] }>;
  run(): Promise<unknown>;
}
interface Database {
  prepare(query: string): Statement;
  batch(statements: Statement[]): Promise<unknown>;
}
export interface Migration {
  name: string;
  queries: string[];
}

export function statementsOf(path: string): string[];
export function readMigrations(dir: string): Migration[];
export function applyMigrations(db: Database, migrations: Migration[]): Promise<string[]>;
export function executeFile(db: Database, path: string): Promise<void>;
