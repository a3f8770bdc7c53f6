import { useLingui } from '@lingui/react/macro';
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

/** Spec 1 §9: the search waits 500 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;

/** The list search: typed text is applied after a pause; a change from outside (Back, a link) replaces the text. */
export function SearchInput({
  value,
  onChange,
  placeholder,
  fullWidth = false,
}: {
  value: string;
  onChange: (text: string) => void;
  placeholder?: string;
  /** Fill the container (a filter side panel) instead of the toolbar width. */
  fullWidth?: boolean;
}) {
  const { t } = useLingui();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const apply = useDebouncedCallback((next: string) => {
    if (next.trim() !== value) onChange(next.trim());
  }, SEARCH_DEBOUNCE_MS);

  // the URL's text changed: ours arriving, or Back / Forward / a link, whose text replaces what is shown
  if (value !== seen) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }

  return (
    <TextInput
      label={t`Search`}
      placeholder={placeholder ?? t`by email, owner, name`}
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
      w={fullWidth ? '100%' : { base: '100%', xs: 260 }}
    />
  );
}
