import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import classes from './shell.module.css';

export const PROGRESS_STEP = 10;
export const PROGRESS_INTERVAL_MS = 30;
export const PROGRESS_RESET_MS = 300;

/** A thin bar across the top on every path change: +10 % every 30 ms until past 100 %, reset 300 ms later. */
export function TopProgressBar() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [value, setValue] = useState(0);

  useEffect(() => {
    let current = 0;
    let resetTimer: number | undefined;
    const timer = window.setInterval(() => {
      current += PROGRESS_STEP;
      setValue(current);
      if (current > 100) {
        window.clearInterval(timer);
        resetTimer = window.setTimeout(() => setValue(0), PROGRESS_RESET_MS);
      }
    }, PROGRESS_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(resetTimer);
    };
  }, [pathname]);

  if (value === 0) return null;
  return <div className={classes.progress} style={{ width: `${Math.min(value, 100)}%` }} aria-hidden="true" data-testid="top-progress" />;
}
