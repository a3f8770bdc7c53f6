import { expect, type Page } from '@playwright/test';

/** The phones every trucker screen is built for (issue 38): touch, mobile viewport. */
export const PHONES = [
  { name: 'phone 390', viewport: { width: 390, height: 844 } },
  { name: 'phone 360', viewport: { width: 360, height: 740 } },
] as const;

/**
 * What sticks out of the viewport: the page's scroll width against its width, and the widest elements to the right of
 * the viewport (named, so a failure says what to fix).
 */
async function overflowOf(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const culprits: string[] = [];
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 1) continue;
      // inside a box that scrolls or clips sideways on purpose (a table, a carousel): not the page's width
      let clipped = false;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const overflow = getComputedStyle(up).overflowX;
        if (overflow !== 'visible') {
          clipped = true;
          break;
        }
      }
      if (!clipped && culprits.length < 5)
        culprits.push(`${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 2).join('.')} right=${Math.round(box.right)}`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, width, culprits };
  });
}

/** Fails when the page scrolls sideways. */
export async function expectNoSideScroll(page: Page, screen: string): Promise<void> {
  const found = await overflowOf(page);
  expect(
    found.scrollWidth,
    `${screen}: page ${found.scrollWidth} px wide in a ${found.width}-px viewport (${found.culprits.join(', ')})`,
  ).toBeLessThanOrEqual(found.width);
}

/** Fails when a button of an open dialog, drawer or toast is not fully inside the viewport. */
export async function expectDialogButtonsOnScreen(page: Page, screen: string): Promise<void> {
  const outside = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const height = window.innerHeight;
    const hosts = document.querySelectorAll('[role="dialog"], [role="alertdialog"], .mantine-Notifications-notification');
    const bad: string[] = [];
    for (const host of hosts) {
      for (const button of host.querySelectorAll<HTMLElement>('button, a[href]')) {
        const box = button.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) continue; // not drawn (a closed part)
        const style = getComputedStyle(button);
        if (style.visibility === 'hidden') continue;
        // below the fold of a box that scrolls (a long drawer) is reachable; sideways or off a fixed box is not
        let scrolls = false;
        for (let up = button.parentElement; up && !scrolls; up = up.parentElement) {
          const y = getComputedStyle(up).overflowY;
          scrolls = (y === 'auto' || y === 'scroll') && up.scrollHeight > up.clientHeight;
        }
        const offVertically = !scrolls && (box.top < -0.5 || box.bottom > height + 0.5);
        if (box.left < -0.5 || box.right > width + 0.5 || offVertically)
          bad.push(
            `"${(button.getAttribute('aria-label') ?? button.textContent ?? '').trim()}" at ${Math.round(box.left)}–${Math.round(box.right)}`,
          );
      }
      // a button cut inside its own box (text clipped by the dialog) reads as cut too
      for (const button of host.querySelectorAll<HTMLElement>('button, .mantine-Button-label')) {
        if (button.scrollWidth > button.clientWidth + 1 && getComputedStyle(button).overflowX !== 'visible')
          bad.push(`"${button.textContent?.trim()}" clipped (${button.scrollWidth} > ${button.clientWidth})`);
      }
    }
    return bad;
  });
  expect(outside, `${screen}: dialog buttons outside the viewport`).toEqual([]);
}

/**
 * Both checks, for every screen a phone journey visits and every dialog it opens. A dialog or toast sliding in is
 * measured once it has settled: the checks are repeated for up to 10 s, and what stays outside the viewport fails.
 */
export async function expectFitsPhone(page: Page, screen: string): Promise<void> {
  await page.locator('#splash').waitFor({ state: 'detached' });
  await expect(async () => {
    await expectNoSideScroll(page, screen);
    await expectDialogButtonsOnScreen(page, screen);
  }).toPass({ timeout: 10_000 });
}
