// Demo settings: the home page's block flags and the login page's texts of each demo tenant.
import { BUYER_ACCOUNT, SUPPLIER_ACCOUNT } from '../../fixtures/demoLogins.js';
import { INDEX_PAGE_SETTING_GROUP, LOGIN_PAGE_SETTING_GROUP } from '../../../src/contract/settings.js';
import type { SeedStep } from '../../platform/db/steps.js';
import { insertSettings, type NewSetting } from './repo.js';

function indexPageSettings(flags: { purchase: string; enquiry: string; order: string; logistics: string; head: string }): NewSetting[] {
  const group = INDEX_PAGE_SETTING_GROUP;
  return [
    { setGroupCode: group, setCode: 'IndexPage_Purchase', setValue: flags.purchase },
    { setGroupCode: group, setCode: 'IndexPage_Enquiry', setValue: flags.enquiry },
    { setGroupCode: group, setCode: 'IndexPage_Order', setValue: flags.order },
    { setGroupCode: group, setCode: 'IndexPage_Logistics', setValue: flags.logistics },
    { setGroupCode: group, setCode: 'IndexPage_Head', setValue: flags.head },
  ];
}

function loginPageSettings(title: string, name: string, advertisement: string): NewSetting[] {
  const group = LOGIN_PAGE_SETTING_GROUP;
  // Logos and background empty: the shell falls back to its built-in defaults.
  return [
    { setGroupCode: group, setCode: 'LoginPage_SystemTitle', setValue: title },
    { setGroupCode: group, setCode: 'LoginPage_SystemName', setValue: name },
    { setGroupCode: group, setCode: 'LoginPage_LoginBackgroud', setValue: '' },
    { setGroupCode: group, setCode: 'LoginPage_SystemLogo', setValue: '' },
    { setGroupCode: group, setCode: 'LoginPage_LoginLogo', setValue: '' },
    { setGroupCode: group, setCode: 'LoginPage_LoginAD', setValue: advertisement },
  ];
}

const SETTINGS: Record<string, NewSetting[]> = {
  [BUYER_ACCOUNT]: [
    ...indexPageSettings({ purchase: '1', enquiry: '1', order: '1', logistics: '1', head: '1' }),
    ...loginPageSettings('演示采购有限公司 SRM', '供应商协同门户', '采购与供应商在线协同'),
  ],
  [SUPPLIER_ACCOUNT]: [
    ...indexPageSettings({ purchase: '1', enquiry: '1', order: '1', logistics: '0', head: '1' }),
    ...loginPageSettings('演示供应商有限公司 SRM', '销售协同门户', ''),
  ],
};

export const settingsSeeds: readonly SeedStep[] = [
  {
    version: 1,
    name: 'demo system settings',
    async run({ db }) {
      for (const [elsAccount, settings] of Object.entries(SETTINGS)) await insertSettings(db, elsAccount, settings);
    },
  },
];
