import { describe, expect, it } from 'vitest';
import { splitModelState } from './model-state';
import { humanizeStatus, paymentStatusColor } from './payment-status';
import { phoneDigits, toPhoneInputValue } from '@/lib/ui/phone-value';
import { initials, photoProblem, problemFromRejection } from './photo-rules';
import { tabFromHash } from './profile-tabs';

describe('photo rules', () => {
  it('accepts png, jpeg and webp up to 5,000,000 bytes', () => {
    expect(photoProblem({ type: 'image/png', size: 5_000_000 })).toBeNull();
    expect(photoProblem({ type: 'image/webp', size: 10 })).toBeNull();
    expect(photoProblem({ type: 'image/jpeg', size: 5_000_001 })).toBe('too-large');
    expect(photoProblem({ type: 'image/gif', size: 10 })).toBe('wrong-type');
  });

  it('maps drop-zone rejections', () => {
    expect(problemFromRejection(['file-too-large'])).toBe('too-large');
    expect(problemFromRejection(['file-invalid-type'])).toBe('wrong-type');
    expect(problemFromRejection(['too-many-files'])).toBe('too-many');
  });

  it('makes initials from the name, or the e-mail', () => {
    expect(initials('Sam', 'shipper')).toBe('SS');
    expect(initials('', '', 'admin@haulbase.test')).toBe('A');
  });
});

describe('payment status (spec 3 §4)', () => {
  it('is green only when active, in any case', () => {
    const colors = ['active', ' Active ', 'canceled', null].map((status) => paymentStatusColor(status));
    expect(colors).toEqual(['green', 'green', 'red', 'red']);
  });

  it('humanizes provider codes', () => {
    expect(humanizeStatus('past_due')).toBe('Past due');
  });
});

describe('phone value', () => {
  it('turns stored digits into the phone input text', () => {
    const texts = ['5551234567', '15551234567', '447700900123', null].map((digits) => toPhoneInputValue(digits));
    expect(texts).toEqual(['+15551234567', '+15551234567', '+447700900123', '']);
    expect(phoneDigits('+1 (555) 123-4567')).toBe('15551234567');
  });
});

describe('splitModelState', () => {
  it('puts each field first message on the field and the rest aside', () => {
    expect(
      splitModelState({
        'model.FirstName': ['First name is Required', 'x'],
        phonenumber: ['Wrong phone number format'],
        '': ['Other'],
      }),
    ).toEqual({
      fields: { FirstName: 'First name is Required', PhoneNumber: 'Wrong phone number format' },
      rest: ['Other'],
    });
  });
});

describe('tabFromHash', () => {
  it('opens Billing for #billing only', () => {
    const tabs = ['billing', '#Billing', '', 'other'].map((hash) => tabFromHash(hash));
    expect(tabs).toEqual(['billing', 'billing', 'profile', 'profile']);
  });
});
