import { describe, expect, it } from 'vitest';
import { checkResetSubmit, criteriaStates, showMismatch, strengthColor } from './password-rules';

const met = (password: string) =>
  criteriaStates(password)
    .filter((c) => c.met)
    .map((c) => c.id);

describe('criteriaStates', () => {
  it('counts each of the four criteria on its own', () => {
    expect(met('abcdefgh')).toEqual(['length']);
    expect(met('A')).toEqual(['uppercase']);
    expect(met('7')).toEqual(['digit']);
    expect(met('#')).toEqual(['special']);
    expect(met('abc')).toEqual([]);
  });

  it('needs more than 7 characters for the length criterion', () => {
    expect(met('abcdefg')).toEqual([]);
    expect(met('abcdefgh')).toEqual(['length']);
  });

  it('meets all four for Haulbase#2025', () => {
    expect(met('Haulbase#2025')).toEqual(['length', 'uppercase', 'digit', 'special']);
  });
});

describe('strengthColor', () => {
  it('goes from red to teal as criteria are met', () => {
    expect([0, 1, 2, 3, 4].map((s) => strengthColor(s as 0 | 1 | 2 | 3 | 4))).toEqual(['red', 'red', 'orange', 'yellow', 'teal']);
  });
});

describe('checkResetSubmit', () => {
  it('asks for a password when it is empty', () => {
    expect(checkResetSubmit('', '')).toBe('required');
  });

  it('rejects a non-empty password failing any criterion, even when it matches the confirmation', () => {
    for (const weak of ['haulbase#2025', 'HAULBASE#', 'Haulbase2025', 'Ha#1']) {
      expect(checkResetSubmit(weak, weak)).toBe('weak');
    }
  });

  it('sends nothing while the confirmation differs', () => {
    expect(checkResetSubmit('Haulbase#2025', 'Haulbase#2026')).toBe('mismatch');
    expect(checkResetSubmit('Haulbase#2025', '')).toBe('mismatch');
  });

  it('sends a strong password equal to its confirmation', () => {
    expect(checkResetSubmit('Haulbase#2025', 'Haulbase#2025')).toBe('ok');
  });
});

describe('showMismatch', () => {
  it('marks a typed confirmation that differs', () => {
    expect(showMismatch('Haulbase#2025', 'Haul', false)).toBe(true);
    expect(showMismatch('Haulbase#2025', 'Haulbase#2025', false)).toBe(false);
  });

  it('marks an empty confirmation only after a submit', () => {
    expect(showMismatch('Haulbase#2025', '', false)).toBe(false);
    expect(showMismatch('Haulbase#2025', '', true)).toBe(true);
  });
});
