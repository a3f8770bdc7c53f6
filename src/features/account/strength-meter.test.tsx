import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StrengthMeter } from './strength-meter';
import { renderWithProviders } from './test-render';

async function meterFor(password: string) {
  await renderWithProviders(<StrengthMeter password={password} />);
  const meter = screen.getByRole('meter', { name: 'Password strength' });
  const filled = meter.querySelectorAll('[data-filled]').length;
  const metCriteria = Array.from(document.querySelectorAll('[data-criterion][data-met="true"]')).map((el) =>
    el.getAttribute('data-criterion'),
  );
  return { meter, filled, metCriteria };
}

describe('StrengthMeter', () => {
  it.each([
    ['abcdefgh', 'length'],
    ['A', 'uppercase'],
    ['5', 'digit'],
    ['!', 'special'],
  ])('fills one segment for %s (%s only)', async (password, criterion) => {
    const { meter, filled, metCriteria } = await meterFor(password);
    expect(filled).toBe(1);
    expect(metCriteria).toEqual([criterion]);
    expect(meter.getAttribute('aria-valuenow')).toBe('1');
  });

  it('shows an empty meter for an empty password', async () => {
    const { filled, metCriteria } = await meterFor('');
    expect(filled).toBe(0);
    expect(metCriteria).toEqual([]);
    expect(screen.getByText('Password strength: 0 of 4')).toBeTruthy();
  });

  it('has an accessible text with the count of criteria met', async () => {
    const { meter, filled } = await meterFor('Haulbase2025');
    expect(filled).toBe(3);
    expect(meter.getAttribute('aria-valuetext')).toBe('Password strength: 3 of 4');
    expect(screen.getByText('Password strength: 3 of 4')).toBeTruthy();
  });

  it('fills all four segments in the strong colour', async () => {
    const { meter, filled } = await meterFor('Haulbase#2025');
    expect(filled).toBe(4);
    expect(meter.getAttribute('data-strength')).toBe('4');
    const segment = meter.querySelector('[data-filled]') as HTMLElement;
    expect(segment.style.backgroundColor).toContain('teal');
  });
});
