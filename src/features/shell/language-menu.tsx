import { useLingui } from '@lingui/react/macro';
import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { activateLocale } from '@/lib/i18n/i18n';
import { SUPPORTED_LOCALES, type Locale } from '@/lib/i18n/locales';
import { LanguageButton } from './language-button';

/**
 * The language item: all six languages, each named in its own language. `opened` and `focused` carry over what the
 * user did to the placeholder button of the signed-out pages while this module loaded (`LanguageMenuOnIntent`).
 */
export function LanguageMenu({
  compact = false,
  opened = false,
  focused = false,
}: {
  compact?: boolean;
  opened?: boolean;
  focused?: boolean;
}) {
  const { t, i18n } = useLingui();
  const current = SUPPORTED_LOCALES.find((l) => l.code === i18n.locale) ?? SUPPORTED_LOCALES[0];
  const target = useRef<HTMLButtonElement>(null);
  const handleSelect = (code: Locale) => void activateLocale(code);
  useEffect(() => {
    if (focused) target.current?.focus();
  }, [focused]);
  return (
    <Menu position="bottom-end" shadow="md" withinPortal defaultOpened={opened}>
      <Menu.Target>
        <LanguageButton ref={target} compact={compact} />
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
