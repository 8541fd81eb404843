// Demo accounts: the two demo companies with their users (server/fixtures/demoLogins.ts, the one list
// tests and `npm start` use), the contacts they also log in by, invitation codes and the companies
// a registration may name.
import { BUYER_ACCOUNT, DEMO_ENVIRONMENT, DEMO_LOGINS, DEMO_TENANTS } from '../../fixtures/demoLogins.js';
import { hashPasswordSync } from '../../platform/auth/passwords.js';
import { AccountRepo } from '../../platform/auth/accounts.js';
import type { SeedStep } from '../../platform/db/steps.js';
import { insertCompanies, insertInvitations, setContacts } from './repo.js';

/** Unclaimed invitation codes of the demo buyer; each registers one supplier. */
export const DEMO_INVITATION_CODES = ['INV-307000-0001', 'INV-307000-0002', 'INV-307000-0003', 'INV-307000-0004', 'INV-307000-0005'] as const;

/** Companies a registration may name (the demo suppliers-to-be). */
export const DEMO_COMPANIES = [
  { name: '华东精密零件有限公司', socialCreditCode: '91310000MA1FL0001X' },
  { name: '星河电子科技有限公司', socialCreditCode: '91440300MA5F00002Y' },
  { name: '远航物流有限公司', socialCreditCode: '91320500MA1M00003Z' },
  { name: '青松包装材料有限公司', socialCreditCode: '91330100MA2H00004A' },
] as const;

export const accountSeeds: readonly SeedStep[] = [
  {
    version: 1,
    name: 'demo tenants and accounts',
    async run({ db }) {
      const accounts = new AccountRepo(db);
      for (const tenant of DEMO_TENANTS) await accounts.insertTenant(tenant.elsAccount, tenant.name, tenant.kind);
      for (const login of DEMO_LOGINS) {
        await accounts.insertAccount({
          elsAccount: login.elsAccount,
          elsSubAccount: login.elsSubAccount,
          name: login.name,
          station: login.station,
          permission: login.permission,
          roles: login.roles,
          environment: DEMO_ENVIRONMENT,
          passwordHash: hashPasswordSync(login.password),
        });
      }
    },
  },
  {
    version: 2,
    name: 'demo contacts and login names, invitation codes, company registry',
    async run({ db }) {
      for (const login of DEMO_LOGINS) await setContacts(db, login);
      await insertInvitations(db, DEMO_INVITATION_CODES, BUYER_ACCOUNT);
      await insertCompanies(db, DEMO_COMPANIES);
    },
  },
];
