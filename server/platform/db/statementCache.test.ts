import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './statementCache';

let handle: BetterSqlite3.Database;
afterEach(() => {
  if (handle?.open) handle.close();
});

describe('withStatementCache', () => {
  it('prepares a query text once and answers each run with its own parameters', async () => {
    handle = new BetterSqlite3(':memory:');
    const prepared: string[] = [];
    const prepare = handle.prepare.bind(handle);
    handle.prepare = ((text: string) => (prepared.push(text), prepare(text))) as typeof handle.prepare;
    const db = new Kysely<{ items: { id: number; name: string } }>({ dialect: new SqliteDialect({ database: withStatementCache(handle) }) });
    await sql`create table items (id integer primary key, name text)`.execute(db);
    for (const [id, name] of [[1, 'a'], [2, 'b'], [3, 'c']] as const) await db.insertInto('items').values({ id, name }).execute();
    const names = [];
    for (const id of [3, 1, 2, 3]) names.push((await db.selectFrom('items').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name);
    expect(names).toEqual(['c', 'a', 'b', 'c']);
    // One create, one insert text, one select text.
    expect(prepared).toHaveLength(3);
    await db.destroy();
    expect(handle.open).toBe(false);
  });

  it('keeps at most `max` statements, the least recently used leaving first', () => {
    handle = new BetterSqlite3(':memory:');
    const database = withStatementCache(handle, 2);
    const first = database.prepare('select 1');
    const second = database.prepare('select 2');
    expect(database.prepare('select 1')).toBe(first);
    database.prepare('select 3');
    // "select 2" was used least recently: it was prepared again; "select 1" was kept.
    expect(database.prepare('select 1')).toBe(first);
    expect(database.prepare('select 2')).not.toBe(second);
  });

  it('still runs a kept statement after the schema changed under it', () => {
    handle = new BetterSqlite3(':memory:');
    const database = withStatementCache(handle);
    handle.exec('create table t (a integer); insert into t values (1)');
    expect(database.prepare('select * from t').all({} as never)).toEqual([{ a: 1 }]);
    handle.exec('alter table t add column b integer default 7');
    expect(database.prepare('select * from t').all({} as never)).toEqual([{ a: 1, b: 7 }]);
  });
});
