// Queries of the account area: the detail, contacts, invitations, the company registry.
import type { AccountDetail } from '../../../src/contract/account.js';
import type { AccountRow } from '../../platform/auth/accounts.js';
import type { Database } from '../../platform/db/database.js';

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
export function updateAccount(db: Database, account: AccountRow, change: { name?: string; mobile?: string; email?: string; fbk5?: string }): void {
  db.prepare(
    `UPDATE accounts SET name = COALESCE(?, name), mobile = CASE WHEN ? THEN ? ELSE mobile END, email = CASE WHEN ? THEN ? ELSE email END,
       fbk5 = COALESCE(?, fbk5) WHERE els_account = ? AND els_sub_account = ?`,
  ).run(
    change.name?.trim() ?? null,
    change.mobile !== undefined ? 1 : 0,
    change.mobile || null,
    change.email !== undefined ? 1 : 0,
    change.email || null,
    change.fbk5 ?? null,
    account.els_account,
    account.els_sub_account,
  );
}

/** Whether a mobile / e-mail / login name belongs to another account than `except`. */
export function contactTaken(db: Database, column: 'mobile' | 'email' | 'login_name', value: string, except?: AccountRow): boolean {
  const where = column === 'mobile' ? 'mobile = ?' : `lower(${column}) = lower(?)`;
  const row = db.prepare(`SELECT els_account, els_sub_account FROM accounts WHERE ${where}`).get(value) as
    | { els_account: string; els_sub_account: string }
    | undefined;
  return !!row && !(except && row.els_account === except.els_account && row.els_sub_account === except.els_sub_account);
}

export function accountByMobile(db: Database, mobile: string): AccountRow | undefined {
  return db.prepare('SELECT * FROM accounts WHERE mobile = ?').get(mobile) as AccountRow | undefined;
}

export function isRegisteredMobile(db: Database, mobile: string): boolean {
  return db.prepare('SELECT 1 FROM accounts WHERE mobile = ? AND enabled = 1').get(mobile) !== undefined;
}

export interface Invitation {
  status: string;
  expires_at: number | null;
  els_account: string;
}

export function findInvitation(db: Database, code: string): Invitation | undefined {
  return db.prepare('SELECT * FROM invitation_codes WHERE code = ?').get(code) as Invitation | undefined;
}

export function isUsableInvitation(invitation: Invitation | undefined, nowSeconds: number): boolean {
  return !!invitation && invitation.status === 'unclaimed' && (invitation.expires_at === null || invitation.expires_at > nowSeconds);
}

/** Claims an unclaimed code; false when another registration claimed it first. */
export function claimInvitation(db: Database, code: string): boolean {
  return db.prepare("UPDATE invitation_codes SET status = 'claimed', claimed_at = ? WHERE code = ? AND status = 'unclaimed'").run(new Date().toISOString(), code).changes === 1;
}

export function setInvitationClaimer(db: Database, code: string, claimedBy: string): void {
  db.prepare('UPDATE invitation_codes SET claimed_by = ? WHERE code = ?').run(claimedBy, code);
}

export function insertInvitation(db: Database, code: string, elsAccount: string): void {
  db.prepare("INSERT INTO invitation_codes (code, els_account, status, expires_at) VALUES (?, ?, 'unclaimed', NULL)").run(code, elsAccount);
}

export function insertCompany(db: Database, name: string, socialCreditCode: string): void {
  db.prepare('INSERT INTO company_registry (name, social_credit_code) VALUES (?, ?)').run(name, socialCreditCode);
}

export function companyInRegistry(db: Database, name: string): boolean {
  return db.prepare('SELECT 1 FROM company_registry WHERE name = ?').get(name) !== undefined;
}

export function tenantNamed(db: Database, name: string): boolean {
  return db.prepare('SELECT 1 FROM tenants WHERE name = ?').get(name) !== undefined;
}

/** The next free supplier account number after `first` (300101, 300102, ...). */
export function nextSupplierAccount(db: Database, first: number): string {
  const row = db.prepare("SELECT MAX(CAST(els_account AS INTEGER)) AS max FROM tenants WHERE kind = 'supplier'").get() as { max: number | null };
  return String(Math.max(row.max ?? first, first) + 1);
}

export function setContacts(db: Database, account: { elsAccount: string; elsSubAccount: string; mobile: string; email: string; employeeNo: string; loginName: string }): void {
  db.prepare('UPDATE accounts SET mobile = ?, email = ?, employee_no = ?, login_name = ? WHERE els_account = ? AND els_sub_account = ?').run(
    account.mobile,
    account.email,
    account.employeeNo,
    account.loginName,
    account.elsAccount,
    account.elsSubAccount,
  );
}
