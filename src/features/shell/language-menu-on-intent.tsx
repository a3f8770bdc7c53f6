import { lazy, Suspense, useState } from 'react';
import { LanguageButton } from './language-button';

// The menu and its positioning (Mantine's Menu and Popover, floating-ui) are a third of the Mantine code the
// signed-out pages would load; they come when the user reaches for the button (decision 123).
const LanguageMenu = lazy(() => import('./language-menu').then((m) => ({ default: m.LanguageMenu })));

type Intent = { opened: boolean; focused: boolean };

/**
 * The language item of the signed-out pages: the same button, which loads the menu on the first hover, focus, touch
 * or click, then hands over to it (opened if the button was pressed meanwhile, focused if it had the focus).
 */
export function LanguageMenuOnIntent() {
  const [intent, setIntent] = useState<Intent | null>(null);
  const want = (next: Partial<Intent>) => setIntent((was) => ({ opened: false, focused: false, ...was, ...next }));
  const placeholder = (
    <LanguageButton
      onPointerEnter={() => want({})}
      onFocus={() => want({ focused: true })}
      onBlur={() => want({ focused: false })}
      onPointerDown={() => want({ opened: true })}
      onClick={() => want({ opened: true })}
    />
  );
  if (!intent) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LanguageMenu opened={intent.opened} focused={intent.focused} />
    </Suspense>
  );
}
