import { existsSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startPostgres } from './postgresServer';

describe('a throwaway PostgreSQL cluster', () => {
  it('starts on loopback, creates a database one can write to, stops and leaves no folder behind', async () => {
    const server = await startPostgres();
    let stopped = false;
    try {
      const url = await server.createDatabase('kit_check');
      expect(url).toBe(`postgres://postgres@127.0.0.1:${server.port}/kit_check`);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)');
        await client.query("INSERT INTO t VALUES (1, 'Ölwerk')");
        const rows = await client.query<{ name: string; lc: string }>("SELECT name, current_setting('lc_collate') AS lc FROM t");
        // UTF-8 text round-trips, and the C collation the server's SQL is written for.
        expect(rows.rows).toEqual([{ name: 'Ölwerk', lc: 'C' }]);
      } finally {
        await client.end();
      }
      const copy = await server.createDatabase('kit_copy', 'kit_check');
      const copied = new pg.Client({ connectionString: copy });
      await copied.connect();
      expect((await copied.query('SELECT count(*)::int AS n FROM t')).rows[0]).toEqual({ n: 1 });
      await copied.end();
      await server.dropDatabase('kit_copy');
      const names = await server.query("SELECT datname FROM pg_database WHERE datname LIKE 'kit_%' ORDER BY datname");
      expect(names.rows.map((row: { datname: string }) => row.datname)).toEqual(['kit_check']);
      await server.stop();
      stopped = true;
      expect(existsSync(server.dir)).toBe(false);
      const late = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
      await expect(late.connect()).rejects.toThrow();
    } finally {
      if (!stopped) await server.stop();
    }
  }, 60_000);
});
