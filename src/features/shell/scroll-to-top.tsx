import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';

/** Appears after 300 px of scrolling (spec 1 §2.3). */
export function ScrollToTop() {
  const { t } = useLingui();
  const [scroll, scrollTo] = useWindowScroll();
  return (
    <Affix position={{ bottom: 24, right: 24 }}>
      <Transition transition="slide-up" mounted={scroll.y > 300}>
        {(styles) => (
          <ActionIcon
            style={styles}
            size="xl"
            radius="xl"
            variant="filled"
            onClick={() => scrollTo({ y: 0 })}
            aria-label={t`Scroll to top`}
          >
            <IconArrowUp size={22} aria-hidden />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
