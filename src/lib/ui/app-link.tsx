import { useRouter } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';

export type AppLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * An <a href> that navigates through the router (no reload). Unlike the router's typed Link it accepts any
 * in-app path, including screens whose routes later issues add. Usable as `component={AppLink}` in Mantine.
 */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink({ href, onClick, ...rest }, ref) {
  const router = useRouter();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (rest.target && rest.target !== '_self') return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return <a ref={ref} href={href} onClick={handleClick} {...rest} />;
});
