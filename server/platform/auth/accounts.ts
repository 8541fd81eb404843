// Tenants and accounts: the rows every area reads (sign-in, account detail, the admin checks of
// layout overlays) and the one place they are written (demo data and registration alike).
import { sql } from 'kysely';
import { tablesOf, type Db } from '../db/handle.js';
import { reusedQuery } from '../db/reusedQuery.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords.js';
import type { AccountRow, AuthTables } from './tables.js';

export type { AccountRow } from './tables.js';

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

const accountByIds = reusedQuery<AccountRow, [string, string]>(2, (db, elsAccount, elsSubAccount) =>
  tablesOf<AuthTables>(db).selectFrom('accounts').selectAll().where('els_account', '=', elsAccount!).where('els_sub_account', '=', elsSubAccount!),
);

export class AccountRepo {
  constructor(private readonly db: Db) {}

  private q(db: Db = this.db) {
    return tablesOf<AuthTables>(db);
  }

  /** The enabled users of a tenant (sub-account and environment), in sub-account order. */
  async enabledOfTenant(elsAccount: string): Promise<Array<{ elsSubAccount: string; environment: string }>> {
    const rows = await this.q()
      .selectFrom('accounts')
      .select(['els_sub_account', 'environment_config'])
      .where('els_account', '=', elsAccount)
      .where('enabled', '=', 1)
      .orderBy('els_sub_account')
      .execute();
    return rows.map((row) => ({ elsSubAccount: row.els_sub_account, environment: row.environment_config }));
  }

  /**
   * The enabled supplier-side users (station sale) of every company, at most `limit`: the suppliers
   * who may sign in to a buyer's tenant (which tenant they use is the portal's choice, not stored).
   */
  async enabledSuppliers(limit: number): Promise<Array<{ elsAccount: string; elsSubAccount: string; environment: string }>> {
    const rows = await this.q()
      .selectFrom('accounts')
      .select(['els_account', 'els_sub_account', 'environment_config'])
      .where('station', '=', 'sale')
      .where('enabled', '=', 1)
      .orderBy('els_account')
      .orderBy('els_sub_account')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ elsAccount: row.els_account, elsSubAccount: row.els_sub_account, environment: row.environment_config }));
  }

  /** An account by its ids; `db` a transaction when the caller is in one. */
  async find(elsAccount: string, elsSubAccount: string, db: Db = this.db): Promise<AccountRow | undefined> {
    // Every signed-in request reads its account: compiled once.
    const [row] = await accountByIds(db, elsAccount, elsSubAccount);
    return row as AccountRow | undefined;
  }

  /** The account a login name names: its mobile, e-mail, employee number or account name. */
  async findByLoginName(loginName: string): Promise<AccountRow | undefined> {
    const name = loginName.trim();
    if (name === '') return undefined;
    return (await this.q()
      .selectFrom('accounts')
      .selectAll()
      .where(({ eb, or }) =>
        or([
          eb('mobile', '=', name),
          eb(sql`lower(email)`, '=', sql`lower(${name})`),
          eb('employee_no', '=', name),
          eb(sql`lower(login_name)`, '=', sql`lower(${name})`),
        ]),
      )
      .orderBy('els_account')
      .orderBy('els_sub_account')
      .limit(1)
      .executeTakeFirst()) as AccountRow | undefined;
  }

  /** Whether the password is the account's (constant work whether or not the account exists). */
  async checkPassword(account: AccountRow | undefined, password: string): Promise<boolean> {
    const valid = await verifyPassword(password, account?.password_hash ?? dummyPasswordHash());
    return !!account && valid && account.enabled === 1;
  }

  async setPassword(account: AccountRow, password: string): Promise<void> {
    const hash = await hashPassword(password);
    await this.q()
      .updateTable('accounts')
      .set({ password_hash: hash, password_changed_at: new Date().toISOString() })
      .where('els_account', '=', account.els_account)
      .where('els_sub_account', '=', account.els_sub_account)
      .execute();
  }

  async insertTenant(elsAccount: string, name: string, kind: TenantKind, db: Db = this.db): Promise<void> {
    await this.q(db).insertInto('tenants').values({ els_account: elsAccount, name, kind }).execute();
  }

  async insertAccount(account: NewAccount, db: Db = this.db): Promise<void> {
    await this.q(db)
      .insertInto('accounts')
      .values({
        els_account: account.elsAccount,
        els_sub_account: account.elsSubAccount,
        name: account.name,
        station: account.station,
        permission: account.permission,
        roles: JSON.stringify(account.roles),
        environment_config: account.environment,
        password_hash: account.passwordHash,
        enabled: 1,
        created_at: new Date().toISOString(),
        mobile: account.mobile ?? null,
        email: account.email ?? null,
        login_name: account.loginName ?? null,
      })
      .execute();
  }
}
