import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/shared/format/date';
import { trackingFixture } from './fixtures';
import { StatusHistory } from './status-history';

describe('StatusHistory (two clocks)', () => {
  it('dates each move when it happened, and adds when the server received one recorded offline', () => {
    const { StatusesHistoy: history } = trackingFixture();
    render(
      <I18nProvider i18n={i18n}>
        <MantineProvider>
          <StatusHistory history={history} context="admin" slots={{ statusColor: () => 'blue', statusName: () => undefined }} />
        </MantineProvider>
      </I18nProvider>,
    );
    // on the reader's clock, with the zone named (the office and the trucker may not share one)
    const at = (iso: string) => formatDateTime(iso, { withZone: true });
    expect(screen.getByText(at('2026-11-08T10:00:00Z'))).toBeTruthy();
    expect(at('2026-11-08T10:00:00Z')).toMatch(/ (UTC|GMT[+-]?\d*|[A-Z]{3,4})$/);
    // In transit was recorded offline at 15:30 and reached the server at 17:45
    expect(screen.getByText(`${at('2026-11-10T15:30:00Z')} (received ${at('2026-11-10T17:45:00Z')})`)).toBeTruthy();
  });
});
