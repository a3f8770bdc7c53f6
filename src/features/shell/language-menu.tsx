import { useLingui } from '@lingui/react/macro';
import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { activateLocale } from '@/lib/i18n/i18n';
import { SUPPORTED_LOCALES, type Locale } from '@/lib/i18n/locales';

/** The language item: all six languages, each named in its own language. */
export function LanguageMenu({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useLingui();
  const current = SUPPORTED_LOCALES.find((l) => l.code === i18n.locale) ?? SUPPORTED_LOCALES[0];
  const handleSelect = (code: Locale) => void activateLocale(code);
  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          c="var(--mantine-color-text)"
          px={compact ? 8 : 'sm'}
          leftSection={<IconLanguage size={18} aria-hidden />}
          aria-label={t`Language: ${current.name}`}
        >
          {compact ? current.code.toUpperCase() : current.name}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t`Language`}</Menu.Label>
        {SUPPORTED_LOCALES.map((l) => (
          <Menu.Item
            key={l.code}
            lang={l.code}
            onClick={() => handleSelect(l.code)}
            rightSection={l.code === current.code ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={l.code === current.code ? 'true' : undefined}
          >
            {l.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
