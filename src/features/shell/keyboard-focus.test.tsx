import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Button, MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { PhoneField } from '@/lib/ui/phone-field';
import { LanguageMenu } from './language-menu';

/**
 * Issue 37: focus and keyboard in Mantine's portals, focus trap and combobox, rendered by React 19 (the runtime the
 * build ships). Tab and Escape go through user-event, which moves focus as a browser's Tab does and honours Mantine's
 * own key handlers.
 */
const wrap = (ui: React.ReactNode) =>
  render(
    <MantineProvider>
      <I18nProvider i18n={i18n}>{ui}</I18nProvider>
    </MantineProvider>,
  );

function DialogOpener() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Delete load</Button>
      <ConfirmDialog
        opened={opened}
        title="Are you sure?"
        text="The load will be deleted."
        confirmLabel="Delete"
        onConfirm={() => setOpened(false)}
        onClose={() => setOpened(false)}
      />
    </>
  );
}

describe('focus on React 19', () => {
  it('a modal takes the focus, keeps Tab inside it both ways, and gives it back to its opener on Escape', async () => {
    const user = userEvent.setup();
    wrap(<DialogOpener />);
    const opener = screen.getByRole('button', { name: 'Delete load' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await waitFor(() => expect(document.activeElement).toBe(confirm)); // data-autofocus

    const close = within(dialog).getByRole('button', { name: 'Close' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await user.tab();
    expect(document.activeElement).toBe(close); // from the last button back to the first: the trap cycles
    await user.tab();
    expect(document.activeElement).toBe(cancel);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(confirm); // and the other way round

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('a menu opens from the keyboard, moves through its items with the arrows, and closes on Escape back to its button', async () => {
    const user = userEvent.setup();
    wrap(<LanguageMenu />);
    const button = screen.getByRole('button', { name: /^Language/ });
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.getAttribute('lang'))).toEqual(['en', 'fr', 'es', 'de', 'ja', 'zh']);
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(items[0]);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('the phone field: a country is picked from its combobox by the keyboard, Escape closes the list, Tab reaches the number, which is formatted as typed', async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    wrap(<PhoneField initialDigits={null} onChange={(e164) => changes.push(e164)} />);
    const country = screen.getByRole('textbox', { name: 'Country code' });
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    expect((phone as HTMLInputElement).value).toBe('+1 ');

    await user.click(country);
    await user.clear(country);
    await user.type(country, 'France');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['France (+33)']);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect((phone as HTMLInputElement).value).toBe('+33 '));

    await user.click(country);
    expect(await screen.findByRole('listbox')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(document.activeElement).toBe(country);

    await user.tab();
    expect(document.activeElement).toBe(phone);
    await user.keyboard('{End}');
    await user.keyboard('612345678');
    expect((phone as HTMLInputElement).value).toBe('+33 6 12 34 56 78');
    expect(changes.at(-1)).toBe('+33612345678');
    // the caret stays at the end while formatting inserts spaces: what was typed is in order
    await user.keyboard('{Backspace}');
    expect((phone as HTMLInputElement).value).toBe('+33 6 12 34 56 7');
    expect(changes.at(-1)).toBe('+3361234567');
  });
});
