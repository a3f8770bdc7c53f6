import { describe, expect, it } from 'vitest';
import { searchPlaces } from '../../server/services/places';

describe("the board's city picker (issue 38 §6)", () => {
  it('lists the big city first among cities of one name: Dallas, TX before Dallas, GA', async () => {
    const places = (await searchPlaces('Dallas')).map((p) => `${p.Name}, ${p.StateCode}`);
    expect(places[0]).toBe('Dallas, TX');
    expect(places.indexOf('Dallas, GA')).toBeGreaterThan(0);
    expect((await searchPlaces('Portland'))[0]).toMatchObject({ Name: 'Portland', StateCode: 'OR' });
    expect((await searchPlaces('Springfield, mo'))[0]).toMatchObject({ Name: 'Springfield', StateCode: 'MO' });
  });
});
