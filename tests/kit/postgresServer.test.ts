import fs from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { postgresAvailable, startPostgres } from './postgresServer.js';

describe.runIf(postgresAvailable())('a throwaway PostgreSQL cluster', () => {
  it('starts on loopback, creates and copies databases, and leaves nothing behind when stopped', async () => {
    const server = await startPostgres();
    try {
      await server.createDatabase('kit_a');
      const client = new pg.Client({ connectionString: server.url('kit_a') });
      await client.connect();
      await client.query('CREATE TABLE t (x INTEGER)');
      await client.query('INSERT INTO t VALUES (7)');
      await client.end();
      await server.createDatabase('kit_b', 'kit_a');
      const copy = new pg.Client({ connectionString: server.url('kit_b') });
      await copy.connect();
      expect((await copy.query('SELECT x FROM t')).rows).toEqual([{ x: 7 }]);
      await copy.end();
      await server.dropDatabase('kit_b');
      await expect(server.createDatabase('bad name; DROP')).rejects.toThrow(/not a plain database name/);
    } finally {
      await server.stop();
    }
    expect(fs.existsSync(server.dir)).toBe(false);
  });
});
