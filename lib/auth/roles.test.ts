import { describe, expect, it } from 'vitest';
import { CAPABILITIES, ROLES, can, capabilitiesOf, roleFrom } from './roles';

describe('role → capability table', () => {
  it('grants exactly these capabilities', () => {
    const table = Object.fromEntries(ROLES.map((role) => [role, CAPABILITIES.filter((c) => can(role, c))]));
    expect(table).toEqual({
      owner: ['catalogue', 'blog', 'sales', 'team', 'activity', 'home'],
      catalogue: ['catalogue'],
      blog: ['blog'],
      sales: ['sales'],
    });
    for (const role of ROLES) expect(capabilitiesOf(role)).toEqual(table[role]);
  });

  it('only the owner manages the team, reads the audit log and edits the home page', () => {
    expect(ROLES.filter((role) => can(role, 'team'))).toEqual(['owner']);
    expect(ROLES.filter((role) => can(role, 'activity'))).toEqual(['owner']);
    expect(ROLES.filter((role) => can(role, 'home'))).toEqual(['owner']);
  });

  it("reads stored roles; the old Supabase 'admin' marker means owner; anything else is no administrator", () => {
    expect(roleFrom('admin')).toBe('owner');
    for (const role of ROLES) expect(roleFrom(role)).toBe(role);
    for (const other of ['Owner', '', 'editor', null, undefined, 1, {}]) expect(roleFrom(other)).toBeNull();
  });
});
