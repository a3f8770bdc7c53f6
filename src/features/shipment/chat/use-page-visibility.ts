import { useEffect, useState } from 'react';

/** How long a hidden tab keeps its chat stream open (a quick tab switch should not reconnect). */
export const HIDDEN_STREAM_GRACE_MS = 60_000;

const isVisible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

/** `visible`: the tab is shown now; `active`: shown, or hidden for less than the grace period. */
export function usePageVisibility(graceMs = HIDDEN_STREAM_GRACE_MS): { visible: boolean; active: boolean } {
  const [visible, setVisible] = useState(isVisible);
  const [active, setActive] = useState(isVisible);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onChange = () => {
      const shown = isVisible();
      setVisible(shown);
      clearTimeout(timer);
      if (shown) setActive(true);
      else timer = setTimeout(() => setActive(false), graceMs);
    };
    document.addEventListener('visibilitychange', onChange);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onChange);
    };
  }, [graceMs]);
  return { visible, active };
}
