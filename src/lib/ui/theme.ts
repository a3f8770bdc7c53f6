import {
  createTheme,
  localStorageColorSchemeManager,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MenuProps,
} from '@mantine/core';

/** Brand colour #17c191 sits at index 5; the darker shades keep white text at WCAG AA contrast. */
export const BRAND_COLOR = '#17c191';

const haulbase: MantineColorsTuple = [
  '#e8fcf7',
  '#c8f8eb',
  '#9bf3da',
  '#64edc6',
  '#32e7b4',
  BRAND_COLOR,
  '#129671',
  '#0f7b5c', // primary shade: white on it 5.2:1, it on white 5.2:1
  '#0c644b',
  '#094d3a',
];

/** Mantine's default breakpoints already match spec 1 §9: xs 576, sm 768, md 992, lg 1200 px. */
export const theme = createTheme({
  primaryColor: 'haulbase',
  primaryShade: { light: 7, dark: 7 },
  colors: { haulbase },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Menus, modals, toasts and collapses appear without their transition for users who ask the system for less motion.
  respectReducedMotion: true,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Noto Sans CJK JP", sans-serif',
  headings: { fontWeight: '650' },
  components: {
    // Mantine's hidden focus placeholder inside menus is reported by axe as a menu child without a role.
    // Plain objects rather than `Menu.extend(…)` (which returns its argument): the theme is in every page's first
    // load, the Menu component only in the screens that open one (decision 123).
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } satisfies Partial<MenuProps> },
    // The default description grey is below 4.5:1 on the notification background.
    Notification: { styles: { description: { color: 'var(--mantine-color-text)' } } },
  },
});

/** The light / dark choice lives in localStorage (no inline script: the CSP forbids it). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'hb-color-scheme' });

/**
 * Filled green (Book now, Accept): Mantine's shade 7 under white text is 2.8:1; this one is 5.4:1 (hover 6.6:1), on
 * both schemes. On the light scheme green text (`c="green"`) reads from it too (5.4:1 on white).
 */
const greenFilled = {
  '--mantine-color-green-filled': '#237a36',
  '--mantine-color-green-filled-hover': '#1e6b2f',
};

/**
 * Mantine's dimmed text (gray-6 / dark-2) and error red (red-6 / red-8) are below 4.5:1 on their backgrounds;
 * these keep secondary text and field errors at WCAG AA on both schemes.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-error': '#c92a2a',
    // Text of light-variant alerts, badges and buttons: Mantine's shade 6 is below 4.5:1 on its tinted background.
    '--mantine-color-red-light-color': '#c92a2a',
    '--mantine-color-orange-light-color': '#9c3a0a',
    '--mantine-color-yellow-light-color': '#7a5900',
    '--mantine-color-green-light-color': '#237a36',
    '--mantine-color-teal-light-color': '#087f5b',
    '--mantine-color-blue-light-color': '#1864ab',
    '--mantine-color-haulbase-light-color': '#0f7b5c',
    ...greenFilled,
  },
  dark: { '--mantine-color-dimmed': '#a6a7ab', '--mantine-color-error': '#ff8787', ...greenFilled },
});
