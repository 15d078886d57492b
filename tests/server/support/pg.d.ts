/** The small part of node-postgres the tests use (the package ships no types of its own). */
declare module 'pg' {
  export interface QueryResult<Row> {
    rows: Row[];
    rowCount: number | null;
  }

  export class Client {
    constructor(config?: { connectionString?: string });
    connect(): Promise<void>;
    query<Row = Record<string, unknown>>(
      text: string,
      values?: unknown[],
    ): Promise<QueryResult<Row>>;
    end(): Promise<void>;
    on(
      event: 'notification',
      listener: (message: { channel: string; payload?: string }) => void,
    ): this;
  }
}
