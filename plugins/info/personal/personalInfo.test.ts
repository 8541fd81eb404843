import { describe, expect, it } from 'vitest';
import { SessionError, errorText, type AccountDetail, type PortalUser } from '@plugin-api';
import { avatarInitials, columnsShown, detailRows } from './personalInfo';

const user: PortalUser = { elsAccount: '307000', elsSubAccount: '1001', name: '张采购', station: 'purchase', permission: 'admin', roles: [], environment: 'test' };
const label = (list: string, value: string) => `${list}:${value}`;

describe('personal info rules', () => {
  it("lists the user's detail in order, coded values through the dictionary, the signed-in user's while the detail loads", () => {
    expect(detailRows(user, undefined, label)).toEqual([
      ['name', '张采购'],
      ['account', '307000'],
      ['subAccount', '1001'],
      ['loginName', undefined],
      ['mobile', undefined],
      ['email', undefined],
      ['station', 'station:purchase'],
      ['permission', 'permission:admin'],
      ['environment', 'environment:test'],
    ]);
    const detail = { name: '张三', loginName: 'zhang', mobile: '13800000000', email: 'z@example.com', station: 'sale', permission: 'user' } as AccountDetail;
    const rows = new Map(detailRows(user, detail, label));
    expect(rows.get('name')).toBe('张三');
    expect(rows.get('loginName')).toBe('zhang');
    expect(rows.get('station')).toBe('station:sale');
    expect(rows.get('permission')).toBe('permission:user');
  });

  it('gives a Chinese name its first character as initials and leaves others to the avatar', () => {
    expect(avatarInitials('张采购')).toBe('张');
    expect(avatarInitials('Ann Lee')).toBeUndefined();
    expect(avatarInitials(undefined)).toBeUndefined();
  });

  it('counts the shown columns of a stored configuration, none of a broken one', () => {
    expect(columnsShown(JSON.stringify({ columns: [{ field: 'a', visible: true, width: 100 }, { field: 'b', visible: false, width: 100 }] }))).toEqual({ shown: 1, total: 2 });
    expect(columnsShown('not json')).toEqual({ shown: 0, total: 0 });
  });

  it("says a failure with its message, or the thrown value's text", () => {
    expect(errorText(new Error('offline'))).toBe('offline');
    expect(errorText(new SessionError('Session expired', 401))).toBe('Session expired');
    expect(errorText('plain')).toBe('plain');
  });
});
