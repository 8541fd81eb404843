// Queries of the account area: the detail, contacts, invitations, the company registry.
import { sql } from 'kysely';
import type { AccountDetail } from '../../../src/contract/account.js';
import type { AccountRow } from '../../platform/auth/accounts.js';
import { tablesOf, type Db } from '../../platform/db/handle.js';
import type { AccountTables } from './tables.js';

const q = (db: Db) => tablesOf<AccountTables>(db);

export function detailOf(account: AccountRow): AccountDetail {
  return {
    elsAccount: account.els_account,
    elsSubAccount: account.els_sub_account,
    name: account.name,
    station: account.station,
    permission: account.permission,
    mobile: account.mobile ?? '',
    email: account.email ?? '',
    employeeNo: account.employee_no ?? '',
    loginName: account.login_name ?? '',
    fbk5: account.fbk5,
  };
}

/** A field the update names is set (an empty mobile or e-mail clears it); a field it leaves out stays. */
export async function updateAccount(db: Db, account: AccountRow, change: { name?: string; mobile?: string; email?: string; fbk5?: string }): Promise<void> {
  const name = change.name?.trim();
  const set = {
    ...(name !== undefined ? { name } : {}),
    ...(change.mobile !== undefined ? { mobile: change.mobile || null } : {}),
    ...(change.email !== undefined ? { email: change.email || null } : {}),
    ...(change.fbk5 !== undefined ? { fbk5: change.fbk5 } : {}),
  };
  if (Object.keys(set).length === 0) return;
  await q(db)
    .updateTable('accounts')
    .set(set)
    .where('els_account', '=', account.els_account)
    .where('els_sub_account', '=', account.els_sub_account)
    .execute();
}

/** Whether a mobile / e-mail / login name belongs to another account than `except` (e-mail and login name case-blind). */
export async function contactTaken(db: Db, column: 'mobile' | 'email' | 'login_name', value: string, except?: AccountRow): Promise<boolean> {
  const rows = await q(db)
    .selectFrom('accounts')
    .select(['els_account', 'els_sub_account'])
    .where(column === 'mobile' ? sql<boolean>`mobile = ${value}` : sql<boolean>`lower(${sql.ref(column)}) = lower(${value})`)
    .execute();
  return rows.some((row) => !(except && row.els_account === except.els_account && row.els_sub_account === except.els_sub_account));
}

export async function accountByMobile(db: Db, mobile: string): Promise<AccountRow | undefined> {
  return (await q(db).selectFrom('accounts').selectAll().where('mobile', '=', mobile).orderBy('els_account').orderBy('els_sub_account').executeTakeFirst()) as
    | AccountRow
    | undefined;
}

export async function isRegisteredMobile(db: Db, mobile: string): Promise<boolean> {
  return (await q(db).selectFrom('accounts').select('els_account').where('mobile', '=', mobile).where('enabled', '=', 1).executeTakeFirst()) !== undefined;
}

export interface Invitation {
  status: string;
  expires_at: number | null;
  els_account: string;
}

export async function findInvitation(db: Db, code: string): Promise<Invitation | undefined> {
  return q(db).selectFrom('invitation_codes').select(['status', 'expires_at', 'els_account']).where('code', '=', code).executeTakeFirst();
}

export function isUsableInvitation(invitation: Invitation | undefined, nowSeconds: number): boolean {
  return !!invitation && invitation.status === 'unclaimed' && (invitation.expires_at === null || invitation.expires_at > nowSeconds);
}

/**
 * Claims an unclaimed code; false when another registration claimed it first. The conditional
 * UPDATE decides: of two transactions claiming one code, PostgreSQL makes the second wait for the
 * first's row lock and then finds the status changed (zero rows), as SQLite's single writer does.
 */
export async function claimInvitation(db: Db, code: string): Promise<boolean> {
  const result = await q(db)
    .updateTable('invitation_codes')
    .set({ status: 'claimed', claimed_at: new Date().toISOString() })
    .where('code', '=', code)
    .where('status', '=', 'unclaimed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setInvitationClaimer(db: Db, code: string, claimedBy: string): Promise<void> {
  await q(db).updateTable('invitation_codes').set({ claimed_by: claimedBy }).where('code', '=', code).execute();
}

export async function insertInvitations(db: Db, codes: readonly string[], elsAccount: string): Promise<void> {
  if (codes.length === 0) return;
  await q(db)
    .insertInto('invitation_codes')
    .values(codes.map((code) => ({ code, els_account: elsAccount, status: 'unclaimed', expires_at: null })))
    .execute();
}

export async function insertCompanies(db: Db, companies: readonly { name: string; socialCreditCode: string }[]): Promise<void> {
  if (companies.length === 0) return;
  await q(db)
    .insertInto('company_registry')
    .values(companies.map((company) => ({ name: company.name, social_credit_code: company.socialCreditCode })))
    .execute();
}

export async function companyInRegistry(db: Db, name: string): Promise<boolean> {
  return (await q(db).selectFrom('company_registry').select('name').where('name', '=', name).executeTakeFirst()) !== undefined;
}

export async function tenantNamed(db: Db, name: string): Promise<boolean> {
  return (await q(db).selectFrom('tenants').select('els_account').where('name', '=', name).executeTakeFirst()) !== undefined;
}

/** The next free supplier account number after `first` (300101, 300102, ...). */
export async function nextSupplierAccount(db: Db, first: number): Promise<string> {
  // BIGINT: an integer cast on both engines (SQLite reads any type name containing INT as INTEGER).
  const row = await q(db)
    .selectFrom('tenants')
    .select(sql<number | null>`MAX(CAST(els_account AS BIGINT))`.as('max'))
    .where('kind', '=', 'supplier')
    .executeTakeFirst();
  return String(Math.max(Number(row?.max ?? first), first) + 1);
}

export async function setContacts(
  db: Db,
  account: { elsAccount: string; elsSubAccount: string; mobile: string; email: string; employeeNo: string; loginName: string },
): Promise<void> {
  await q(db)
    .updateTable('accounts')
    .set({ mobile: account.mobile, email: account.email, employee_no: account.employeeNo, login_name: account.loginName })
    .where('els_account', '=', account.elsAccount)
    .where('els_sub_account', '=', account.elsSubAccount)
    .execute();
}
