// The table of per-tenant settings (migration.ts).

export interface SettingsTables {
  system_settings: {
    els_account: string;
    set_group_code: string;
    set_code: string;
    set_value: string;
    sort_order: number;
  };
}
