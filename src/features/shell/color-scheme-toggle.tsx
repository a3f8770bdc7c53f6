import { useLingui } from '@lingui/react/macro';
import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { HeaderIconButton } from './header-icon-button';

/** Light / dark switch. Until it is used the app follows the system setting; the choice is kept in localStorage by the colour scheme manager. */
export function ColorSchemeToggle() {
  const { t } = useLingui();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const next = scheme === 'dark' ? 'light' : 'dark';
  return (
    <HeaderIconButton label={next === 'dark' ? t`Switch to dark mode` : t`Switch to light mode`} onClick={() => setColorScheme(next)}>
      {scheme === 'dark' ? <IconSun size={20} aria-hidden /> : <IconMoon size={20} aria-hidden />}
    </HeaderIconButton>
  );
}
