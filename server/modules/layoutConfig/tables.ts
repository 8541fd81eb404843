// The tables of stored configurations (migration.ts), as the repo reads and writes them.

export interface LayoutConfigTables {
  layout_configs: {
    uuid: string;
    els_account: string;
    els_sub_account: string;
    to_els_account: string;
    config_type: string;
    config_json: string;
    updated_at: string;
    deploy_tenant: string;
  };
  layout_versions: {
    els_account: string;
    els_sub_account: string;
    to_els_account: string;
    config_type: string;
    deploy_tenant: string;
    version: number;
    /** NULL for a version that deleted the overlay. */
    config_json: string | null;
    action: 'publish' | 'rollback' | 'delete';
    from_version: number | null;
    note: string;
    author_els_account: string;
    author_els_sub_account: string;
    author_name: string;
    created_at: string;
  };
}
