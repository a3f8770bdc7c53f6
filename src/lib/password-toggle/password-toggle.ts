import { useLingui } from '@lingui/react/macro';

/** The show/hide button of a password input: named by what it does, pressed while the password shows, reached by Tab. */
export function usePasswordToggleProps(visible: boolean) {
  const { t } = useLingui();
  return { 'aria-label': visible ? t`Hide password` : t`Show password`, 'aria-pressed': visible, tabIndex: 0 };
}
