import { PasswordInput } from '@mantine/core';
import type { PasswordInputProps } from '@mantine/core';
import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';

/** A password input whose show/hide toggle is a labelled, keyboard-reachable button. */
export function PasswordField(props: Omit<PasswordInputProps, 'visible' | 'onVisibilityChange'>) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      {...props}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleButtonProps={{
        'aria-label': visible ? t`Hide password` : t`Show password`,
        'aria-pressed': visible,
        tabIndex: 0,
        onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            setVisible((value) => !value);
          }
        },
      }}
    />
  );
}
