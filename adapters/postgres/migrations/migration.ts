/** One schema step, applied once in version order, each in its own transaction. Times are epoch-ms bigints. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}
