import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications/store';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NotificationsHost } from './lazy-hosts';
import { showNotice } from './notify';

function renderHost() {
  return render(
    <MantineProvider>
      <I18nProvider i18n={i18n}>
        <NotificationsHost />
      </I18nProvider>
    </MantineProvider>,
  );
}

describe('NotificationsHost', () => {
  afterEach(() => notifications.clean());

  it('draws nothing until a toast is raised, then shows it', async () => {
    const { container } = renderHost();
    expect(container.ownerDocument.querySelector('.mantine-Notifications-root')).toBeNull();
    showNotice('success', 'Note added', 'Your Note has been added');
    expect(await screen.findByText('Your Note has been added')).toBeTruthy();
  });

  it('shows a toast raised before it was mounted', async () => {
    showNotice('error', 'Oops!', 'Raised before the host');
    renderHost();
    expect(await screen.findByText('Raised before the host')).toBeTruthy();
  });
});
