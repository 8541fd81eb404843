import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { reusedQuery } from './reusedQuery';

interface Tables {
  items: { id: number; owner: string; kind: string; name: string };
}

let db: Kysely<Tables> | undefined;
afterEach(async () => {
  await db?.destroy();
  db = undefined;
});

async function itemsDb(): Promise<Kysely<Tables>> {
  db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: new BetterSqlite3(':memory:') }) });
  await sql`create table items (id integer primary key, owner text, kind text, name text)`.execute(db);
  await db
    .insertInto('items')
    .values([
      { id: 1, owner: 'a', kind: 'x', name: 'a1' },
      { id: 2, owner: 'a', kind: 'y', name: 'a2' },
      { id: 3, owner: 'b', kind: 'x', name: 'b1' },
      { id: 4, owner: 'b', kind: 'x', name: 'b2' },
    ])
    .execute();
  return db;
}

describe('reusedQuery', () => {
  it('compiles once per handle and answers each run with its own values, fixed parameters kept', async () => {
    const handle = await itemsDb();
    let builds = 0;
    const ofOwner = reusedQuery<{ name: string }, [string, number]>(2, (on, owner, limit) => {
      builds++;
      // A fixed parameter ('x') between the two values: it stays as compiled.
      return (on as Kysely<Tables>).selectFrom('items').select('name').where('owner', '=', owner!).where('kind', '=', 'x').orderBy('id').limit(sql.val(limit) as never);
    });
    expect((await ofOwner(handle, 'b', 1)).map((row) => row.name)).toEqual(['b1']);
    expect((await ofOwner(handle, 'b', 5)).map((row) => row.name)).toEqual(['b1', 'b2']);
    expect((await ofOwner(handle, 'a', 5)).map((row) => row.name)).toEqual(['a1']);
    expect((await ofOwner(handle, 'nobody', 5)).map((row) => row.name)).toEqual([]);
    expect(builds).toBe(1);
  });

  it('refuses a build that does not use each value exactly once', async () => {
    const handle = await itemsDb();
    const twice = reusedQuery<{ name: string }, [string]>(1, (on, owner) => (on as Kysely<Tables>).selectFrom('items').select('name').where('owner', '=', owner!).where('name', '=', owner!));
    await expect(twice(handle, 'a')).rejects.toThrow('value 0 is not exactly one parameter');
    const never = reusedQuery<{ name: string }, [string]>(1, (on) => (on as Kysely<Tables>).selectFrom('items').select('name'));
    await expect(never(handle, 'a')).rejects.toThrow('value 0 is not exactly one parameter');
  });
});
