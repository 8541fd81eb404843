// The tables of signing in, as the query builder sees them (one declaration: migration.ts makes them).
import type { Generated } from 'kysely';

/** An account as stored (accounts.ts reads it). */
export interface AccountRow {
  els_account: string;
  els_sub_account: string;
  name: string;
  station: string;
  permission: string;
  roles: string;
  environment_config: string;
  password_hash: string;
  enabled: number;
  mobile: string | null;
  email: string | null;
  employee_no: string | null;
  login_name: string | null;
  fbk5: string;
}

export interface AuthTables {
  tenants: { els_account: string; name: string; kind: string };
  accounts: Omit<AccountRow, 'fbk5'> & { fbk5: Generated<string>; created_at: string; password_changed_at: string | null };
  auth_sessions: {
    family_id: string;
    els_account: string;
    els_sub_account: string;
    created_at: number;
    revoked_at: number | null;
    revoke_reason: string | null;
    tenant: string | null;
    ends_at: number | null;
    locked_at: number | null;
  };
  refresh_tokens: {
    token_hash: string;
    family_id: string;
    els_account: string;
    els_sub_account: string;
    issued_at: number;
    expires_at: number;
    revoked_at: number | null;
  };
  auth_tickets: { code_hash: string; family_id: string | null; els_account: string; els_sub_account: string; expires_at: number };
  captchas: { id: string; answer_hash: string; expires_at: number };
  login_attempts: { login_key: string; failures: number; last_failure_at: number; locked_until: number };
  app_secrets: { name: string; value: string; created_at: string };
}
