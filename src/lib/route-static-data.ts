import type { MessageDescriptor } from '@lingui/core';
import type { Role } from '@/contract/auth';

/**
 * What a route may declare in `staticData`:
 * - `title`: the page title (shell subheader and breadcrumb, document.title "Haulbase | <title>");
 * - `roleTitles`: the title a user of that one role reads instead, on a screen several roles share;
 * - `wide`: on the public layout, a wide card (long texts such as the terms) instead of the narrow form card.
 */
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    title?: MessageDescriptor;
    roleTitles?: Partial<Record<Role, MessageDescriptor>>;
    wide?: boolean;
  }
}

export const APP_NAME = 'Haulbase';

export function documentTitle(pageTitle: string | undefined): string {
  return pageTitle ? `${APP_NAME} | ${pageTitle}` : APP_NAME;
}
