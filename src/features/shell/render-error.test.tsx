import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RenderError } from './render-error';

describe('RenderError', () => {
  it('shows the generic message and reports the error', () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('boom');
    render(
      <MantineProvider>
        <I18nProvider i18n={i18n}>
          <RenderError error={error} reset={() => {}} />
        </I18nProvider>
      </MantineProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Oops, something went wrong.' })).toBeTruthy();
    expect(report).toHaveBeenCalledWith('Render failure', error);
    report.mockRestore();
  });
});
