import { describe, expect, it } from 'vitest';
import { lightness, photoWarnings, sharpness } from './photo-prepare';

const SIZE = 64;
const image = (pixel: (x: number, y: number) => number) => {
  const gray = new Uint8ClampedArray(SIZE * SIZE);
  for (let y = 0; y < SIZE; y++) for (let x = 0; x < SIZE; x++) gray[y * SIZE + x] = pixel(x, y);
  return gray;
};
const check = (gray: Uint8ClampedArray) => photoWarnings({ lightness: lightness(gray), sharpness: sharpness(gray, SIZE, SIZE) });

/** A page of "text": dark strokes on light paper every few pixels. */
const page = (x: number, y: number) => (y % 6 < 2 && x % 5 < 3 ? 30 : 220);
/** The same page out of focus: a box blur of radius 2. */
const blurred = (x: number, y: number) => {
  let sum = 0;
  let n = 0;
  for (let dy = -2; dy <= 2; dy++) {
    for (let dx = -2; dx <= 2; dx++) {
      sum += page(x + dx + 64, y + dy + 64);
      n++;
    }
  }
  return sum / n;
};

describe('proof-of-delivery photo check', () => {
  it('a sharp, well-lit page passes', () => expect(check(image(page))).toEqual([]));
  it('the same page out of focus is blurred', () => expect(check(image(blurred))).toEqual(['blurred']));
  it('a page shot in a dark trailer is dark', () => expect(check(image((x, y) => page(x, y) / 6))).toContain('dark'));
  it('a black frame is both', () => expect(check(image(() => 8))).toEqual(['dark', 'blurred']));
});
