import type { CompiledQuery, Compilable } from 'kysely';
import type { Db } from './handle.js';

/**
 * A query that Kysely builds and compiles once per database handle, then runs with new values in
 * its parameters' places. Kysely builds a query anew at every run (its node tree created, frozen,
 * visited and printed): 6 % of the server's time under the home page's load, most of it for the
 * queries every signed-in request makes (its session and its account). `build` gets one
 * placeholder per value, each of which must become exactly one parameter of the compiled query;
 * anything else it writes (literals, fixed parameters) is kept as compiled.
 */
export function reusedQuery<Row, Values extends readonly unknown[]>(arity: Values['length'], build: (db: Db, ...placeholders: string[]) => Compilable<Row>): (db: Db, ...values: Values) => Promise<Row[]> {
  const compiledFor = new WeakMap<Db, { query: CompiledQuery<Row>; slots: Array<number | undefined> }>();
  const marks = Array.from({ length: arity }, (_, index) => `\u0000reused-query-value-${index}\u0000`);
  const shapeOf = (db: Db) => {
    let shape = compiledFor.get(db);
    if (!shape) {
      const query = build(db, ...marks).compile();
      const slots = query.parameters.map((parameter) => {
        const slot = marks.indexOf(parameter as string);
        return slot < 0 ? undefined : slot;
      });
      for (const [slot] of marks.entries()) {
        if (slots.filter((used) => used === slot).length !== 1) throw new Error(`reusedQuery: value ${slot} is not exactly one parameter of: ${query.sql}`);
      }
      shape = { query, slots };
      compiledFor.set(db, shape);
    }
    return shape;
  };
  return async (db, ...values) => {
    const { query, slots } = shapeOf(db);
    const parameters = slots.map((slot, index) => (slot === undefined ? query.parameters[index] : values[slot]));
    return (await db.executeQuery<Row>({ ...query, parameters })).rows;
  };
}
