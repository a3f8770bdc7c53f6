import { useLingui } from '@lingui/react/macro';
import { Button, type ButtonProps } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { SUPPORTED_LOCALES } from '@/lib/i18n/locales';

type LanguageButtonProps = { compact?: boolean } & Omit<ButtonProps, 'children'> &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps | 'children'>;

/** The language item's button: the active language, named in its own language (the menu's target). */
export const LanguageButton = forwardRef<HTMLButtonElement, LanguageButtonProps>(function LanguageButton(
  { compact = false, ...others },
  ref,
) {
  const { t, i18n } = useLingui();
  const current = SUPPORTED_LOCALES.find((l) => l.code === i18n.locale) ?? SUPPORTED_LOCALES[0];
  return (
    <Button
      ref={ref}
      variant="subtle"
      color="gray"
      c="var(--mantine-color-text)"
      px={compact ? 8 : 'sm'}
      leftSection={<IconLanguage size={18} aria-hidden />}
      aria-label={t`Language: ${current.name}`}
      {...others}
    >
      {compact ? current.code.toUpperCase() : current.name}
    </Button>
  );
});
