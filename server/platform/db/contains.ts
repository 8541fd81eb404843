// "This text column contains that text", spelled the same on SQLite and PostgreSQL: LIKE with the
// user's `%`, `_` and `\` escaped (instr() is SQLite's, strpos() PostgreSQL's). Columns it is used
// on hold lower-cased text and callers pass a lower-cased keyword, so the case of either engine's
// LIKE plays no part.
import { sql, type RawBuilder } from 'kysely';

/** The LIKE pattern that matches text containing `text` literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `column LIKE '%text%' ESCAPE '\'`, the text taken literally. */
export function contains(column: string, text: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(column)} LIKE ${containsPattern(text)} ESCAPE '\\'`;
}
