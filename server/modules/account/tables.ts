// The tables of the account area, as the query builder sees them (one declaration: migration.ts
// makes them); accounts and tenants are the sign-in tables (platform/auth/tables.ts).
import type { Generated } from 'kysely';
import type { AuthTables } from '../../platform/auth/tables.js';

export interface AccountTables extends Pick<AuthTables, 'accounts' | 'tenants'> {
  sms_codes: {
    id: Generated<number>;
    mobile: string;
    purpose: string;
    code_hash: string;
    created_at: number;
    expires_at: number;
    used_at: number | null;
    attempts: Generated<number>;
  };
  invitation_codes: {
    code: string;
    els_account: string;
    status: string;
    expires_at: number | null;
    claimed_by: string | null;
    claimed_at: string | null;
  };
  company_registry: { name: string; social_credit_code: string };
}
