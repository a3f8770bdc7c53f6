// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { popupContent } from './popup-content';

describe('the popup of a map dot (issue 38 §6)', () => {
  it('names every load at one origin, once each', () => {
    const loads = [1, 2, 3, 4].map((id) => ({ id, title: `HB-00${id} · $1,000.00`, detail: 'Dallas, TX → Chicago, IL' }));
    const box = popupContent([...loads, loads[0]!]);
    expect([...box.querySelectorAll('li strong')].map((e) => e.textContent)).toEqual([
      'HB-001 · $1,000.00',
      'HB-002 · $1,000.00',
      'HB-003 · $1,000.00',
      'HB-004 · $1,000.00',
    ]);
  });
});
