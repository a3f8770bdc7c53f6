import { useLingui } from '@lingui/react/macro';
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

/** The list search waits 500 ms after the last keystroke (ARCHITECTURE: lists). */
const SEARCH_DEBOUNCE_MS = 500;

/** "Search in all fields": typed text is applied after a pause; a change from outside (Reset, Back) replaces it. */
export function BillingSearchInput({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const apply = useDebouncedCallback((next: string) => {
    if (next.trim() !== value) onChange(next.trim());
  }, SEARCH_DEBOUNCE_MS);

  if (value !== seen) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }

  return (
    <TextInput
      label={t`Search`}
      placeholder={t`Search in all fields`}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        apply(event.currentTarget.value);
      }}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={t`Clear search`}
            onClick={() => {
              setText('');
              apply('');
              apply.flush();
            }}
          />
        ) : null
      }
    />
  );
}
