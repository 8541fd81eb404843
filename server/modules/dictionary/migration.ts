// Dictionaries: the value lists of coded fields with their labels in both languages (platform-wide).
import type { Migration } from '../../platform/db/steps.js';

export const dictionaryMigrations: readonly Migration[] = [
  {
    version: 14,
    name: 'dictionaries (value lists with labels)',
    async up(db) {
      await db.exec(`
        CREATE TABLE dictionary_items (
          dict_type TEXT NOT NULL,
          value TEXT NOT NULL,
          label_zh TEXT NOT NULL,
          label_en TEXT NOT NULL,
          sort_no INTEGER NOT NULL,
          PRIMARY KEY (dict_type, value)
        );
        CREATE INDEX dictionary_items_order ON dictionary_items (dict_type, sort_no);
      `);
    },
  },
];
