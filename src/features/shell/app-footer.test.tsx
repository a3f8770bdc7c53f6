import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { formatDate } from '@/shared/format/date';
import { AppFooter } from './app-footer';

vi.mock('@/lib/ui/app-link', () => ({
  AppLink: (props: { href: string; children: unknown }) => <a href={props.href}>{String(props.children)}</a>,
}));

describe('the footer (issue 38 §6)', () => {
  it("names the build's real version and the day it was built, not a constant", () => {
    const version = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;
    render(
      <I18nProvider i18n={i18n}>
        <MantineProvider>
          <AppFooter />
        </MantineProvider>
      </I18nProvider>,
    );
    const line = screen.getByText(/Haulbase v/);
    expect(line.textContent).toContain(`Haulbase v${version} · Build ${formatDate(new Date())}`);
    expect(line.textContent).not.toContain('3/18/2025');
  });
});
