/** One schema step. Applied once, in version order, each in its own transaction. Times are epoch milliseconds. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}
