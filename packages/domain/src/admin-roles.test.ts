import { describe, expect, it } from 'vitest';
import { adminRoleCodes, adminRoles, permissionsOfRoles } from './admin-roles.ts';
import { permissionMeanings, permissions } from './permissions.ts';

describe('admin roles', () => {
  it('gives the super admin every permission and the auditor the ones that only read, PLAFT aside', () => {
    expect(permissionsOfRoles(['SUPER_ADMIN'])).toEqual(new Set(permissions));
    const auditor = permissionsOfRoles(['AUDITOR']);
    const reads = permissions.filter((p) => permissionMeanings[p].readOnly);
    expect([...auditor].sort()).toEqual(reads.filter((p) => p !== 'report.plaft').sort());
    expect(auditor.has('onboarding.review')).toBe(true);
    expect(auditor.has('report.read')).toBe(true);
    expect(auditor.has('rescue.settle')).toBe(false);
    // Anti-money-laundering files stay with compliance.
    expect(auditor.has('report.plaft')).toBe(false);
    expect(permissionsOfRoles(['COMPLIANCE']).has('report.plaft')).toBe(true);
  });

  it('keeps permission management with the super admin and the access manager only', () => {
    const holders = adminRoles.filter((r) => r.permissions.includes('admin.permissions.write'));
    expect(holders.map((r) => r.code).sort()).toEqual(['ACCESS_MANAGER', 'SUPER_ADMIN']);
  });

  it('lets the deposit approver confirm what operations alone could not', () => {
    expect(permissionsOfRoles(['OPERATIONS']).has('onboarding.approve')).toBe(false);
    const operationsProfile = permissionsOfRoles(['OPERATIONS', 'DEPOSIT_APPROVER']);
    expect(operationsProfile.has('onboarding.approve')).toBe(true);
    expect(operationsProfile.has('onboarding.review')).toBe(true);
    expect(operationsProfile.has('onboarding.decide')).toBe(false);
  });

  it('defines each role once, named and explained in Spanish, and nothing for unknown codes', () => {
    expect(adminRoles.map((r) => r.code)).toEqual([...adminRoleCodes]);
    for (const role of adminRoles) {
      expect(role.name.length, role.code).toBeGreaterThan(3);
      expect(role.description, role.code).toMatch(/\.$/);
    }
    expect(permissionsOfRoles(['ROOT']).size).toBe(0);
  });
});
