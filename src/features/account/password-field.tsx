import { PasswordInput } from '@mantine/core';
import type { PasswordInputProps } from '@mantine/core';
import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { usePasswordToggleProps } from '@/lib/password-toggle/password-toggle';

/** A password input whose show/hide toggle is a labelled, keyboard-reachable button. */
export function PasswordField(props: Omit<PasswordInputProps, 'visible' | 'onVisibilityChange'>) {
  const [visible, setVisible] = useState(false);
  const toggle = usePasswordToggleProps(visible);
  return (
    <PasswordInput
      {...props}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleButtonProps={{
        ...toggle,
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
