// Tenants and accounts: the rows every area reads (sign-in, account detail, the admin checks of
// layout overlays) and the one place they are written (demo data and registration alike).
import type { Statement } from 'better-sqlite3';
import type { Database } from '../db/database.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords.js';

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

export type TenantKind = 'buyer' | 'supplier';

export interface NewAccount {
  elsAccount: string;
  elsSubAccount: string;
  name: string;
  station: string;
  permission: string;
  roles: readonly string[];
  environment: string;
  passwordHash: string;
  mobile?: string | null;
  email?: string | null;
  loginName?: string | null;
}

/** The roles column (a JSON list); anything unreadable is no roles. */
export function rolesOf(account: Pick<AccountRow, 'roles'>): string[] {
  try {
    const value: unknown = JSON.parse(account.roles);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export class AccountRepo {
  // Every API call reads its user with this one: compiled once, not per request.
  private readonly byIds: Statement<[string, string]>;

  constructor(private readonly db: Database) {
    this.byIds = db.prepare('SELECT * FROM accounts WHERE els_account = ? AND els_sub_account = ?');
  }

  /** The enabled users of a tenant (sub-account and environment), in sub-account order. */
  enabledOfTenant(elsAccount: string): Array<{ elsSubAccount: string; environment: string }> {
    return (
      this.db
        .prepare('SELECT els_sub_account, environment_config FROM accounts WHERE els_account = ? AND enabled = 1 ORDER BY els_sub_account')
        .all(elsAccount) as Array<{ els_sub_account: string; environment_config: string }>
    ).map((row) => ({ elsSubAccount: row.els_sub_account, environment: row.environment_config }));
  }

  /**
   * The enabled supplier-side users (station sale) of every company, at most `limit`: the suppliers
   * who may sign in to a buyer's tenant (which tenant they use is the portal's choice, not stored).
   */
  enabledSuppliers(limit: number): Array<{ elsAccount: string; elsSubAccount: string; environment: string }> {
    return (
      this.db
        .prepare("SELECT els_account, els_sub_account, environment_config FROM accounts WHERE station = 'sale' AND enabled = 1 ORDER BY els_account, els_sub_account LIMIT ?")
        .all(limit) as Array<{ els_account: string; els_sub_account: string; environment_config: string }>
    ).map((row) => ({ elsAccount: row.els_account, elsSubAccount: row.els_sub_account, environment: row.environment_config }));
  }

  find(elsAccount: string, elsSubAccount: string): AccountRow | undefined {
    return this.byIds.get(elsAccount, elsSubAccount) as AccountRow | undefined;
  }

  /** The account a login name names: its mobile, e-mail, employee number or account name. */
  findByLoginName(loginName: string): AccountRow | undefined {
    const name = loginName.trim();
    if (name === '') return undefined;
    return this.db
      .prepare(
        `SELECT * FROM accounts WHERE mobile = @name OR lower(email) = lower(@name) OR employee_no = @name OR lower(login_name) = lower(@name)
         ORDER BY els_account, els_sub_account LIMIT 1`,
      )
      .get({ name }) as AccountRow | undefined;
  }

  /** Whether the password is the account's (constant work whether or not the account exists). */
  async checkPassword(account: AccountRow | undefined, password: string): Promise<boolean> {
    const valid = await verifyPassword(password, account?.password_hash ?? dummyPasswordHash());
    return !!account && valid && account.enabled === 1;
  }

  async setPassword(account: AccountRow, password: string): Promise<void> {
    const hash = await hashPassword(password);
    this.db
      .prepare('UPDATE accounts SET password_hash = ?, password_changed_at = ? WHERE els_account = ? AND els_sub_account = ?')
      .run(hash, new Date().toISOString(), account.els_account, account.els_sub_account);
  }

  insertTenant(elsAccount: string, name: string, kind: TenantKind): void {
    this.db.prepare('INSERT INTO tenants (els_account, name, kind) VALUES (?, ?, ?)').run(elsAccount, name, kind);
  }

  insertAccount(account: NewAccount): void {
    this.db
      .prepare(
        `INSERT INTO accounts (els_account, els_sub_account, name, station, permission, roles, environment_config, password_hash, enabled,
           created_at, mobile, email, login_name)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?)`,
      )
      .run(
        account.elsAccount,
        account.elsSubAccount,
        account.name,
        account.station,
        account.permission,
        JSON.stringify(account.roles),
        account.environment,
        account.passwordHash,
        new Date().toISOString(),
        account.mobile ?? null,
        account.email ?? null,
        account.loginName ?? null,
      );
  }
}
