import { describe, expect, it } from 'vitest';
import { appointmentToRule, delAppointmentRule, isBefore, mabdRule, todayDay } from './date-rules';

describe('todayDay', () => {
  it('is the UTC day', () => expect(todayDay(new Date('2026-11-22T23:59:00Z'))).toBe('2026-11-22'));
});

describe('date rules of spec 2 §5', () => {
  it('keeps MABD disabled until a requested ship date exists, with that date as minimum', () => {
    expect(mabdRule('')).toEqual({ disabled: true, min: undefined });
    expect(mabdRule('2026-03-18')).toEqual({ disabled: false, min: '2026-03-18' });
  });

  it('keeps a delivery appointment disabled until the matching pickup appointment is set', () => {
    expect(delAppointmentRule('')).toEqual({ disabled: true, min: undefined });
    expect(delAppointmentRule('2026-03-18T08:00')).toEqual({ disabled: false, min: '2026-03-18T08:00' });
    expect(delAppointmentRule('2026-03-18T10:00', '2026-03-19T08:00').min).toBe('2026-03-19T08:00');
  });

  it('starts an appointment end at its start', () => {
    expect(appointmentToRule('2026-03-18T08:00').min).toBe('2026-03-18T08:00');
    expect(appointmentToRule('').min).toBeUndefined();
  });

  it('compares days and date-times', () => {
    expect(isBefore('2026-03-17', '2026-03-18')).toBe(true);
    expect(isBefore('2026-03-18', '2026-03-18')).toBe(false);
    expect(isBefore('2026-03-18T07:59', '2026-03-18T08:00')).toBe(true);
    expect(isBefore('', '2026-03-18')).toBe(false);
  });
});
