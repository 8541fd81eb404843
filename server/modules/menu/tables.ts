// The menu's table, as its repo reads and writes it (migration.ts creates it).
import type { Generated } from 'kysely';

export interface MenuTables {
  menus: {
    id: Generated<number>;
    els_account: string;
    parent_id: number | null;
    sort_order: number;
    app_code: string;
    app_name: string;
    app_name_i18n_key: string | null;
    app_url: string;
    app_icon: string;
    role_list: string | null;
    group_list: string | null;
    meta: string | null;
    component: string | null;
  };
}
