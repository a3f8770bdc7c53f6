import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ResetPasswordForm } from './reset-password-form';
import { renderWithProviders } from './test-render';

/** The form with a stand-in for the server call, so no request leaves the test. */
async function setup() {
  const onSend = vi.fn().mockResolvedValue({ Message: 'ok' });
  await renderWithProviders(<ResetPasswordForm code="abc123" email="shipper@haulbase.test" onSend={onSend} />);
  const password = screen.getByLabelText('Password') as HTMLInputElement;
  const confirmation = screen.getByLabelText('Confirm Password') as HTMLInputElement;
  const type = (input: HTMLInputElement, value: string) => fireEvent.input(input, { target: { value } });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  return { onSend, password, confirmation, type, submit };
}

describe('ResetPasswordForm', () => {
  it('shows "Please check your Password" for a weak password and sends nothing', async () => {
    const { onSend, password, confirmation, type, submit } = await setup();
    type(password, 'haulbase2025');
    type(confirmation, 'haulbase2025');
    submit();
    expect(await screen.findByText('Please check your Password')).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('clears the message once the password changes', async () => {
    const { password, type, submit } = await setup();
    type(password, 'weak');
    submit();
    expect(await screen.findByText('Please check your Password')).toBeTruthy();
    type(password, 'weak!');
    expect(screen.queryByText('Please check your Password')).toBeNull();
  });

  it('marks a mismatching confirmation with a red border only, no message, no request', async () => {
    const { onSend, password, confirmation, type, submit } = await setup();
    type(password, 'Haulbase#2025');
    type(confirmation, 'Haulbase#2024');
    expect(confirmation.getAttribute('aria-invalid')).toBe('true');
    expect(confirmation.getAttribute('data-invalid')).toBe('true');
    submit();
    expect(onSend).not.toHaveBeenCalled();
    expect(document.querySelectorAll('.mantine-InputWrapper-error')).toHaveLength(0);
  });

  it('drops the red border when the confirmation matches', async () => {
    const { password, confirmation, type } = await setup();
    type(password, 'Haulbase#2025');
    type(confirmation, 'Haulbase#202');
    expect(confirmation.getAttribute('aria-invalid')).toBe('true');
    type(confirmation, 'Haulbase#2025');
    expect(confirmation.getAttribute('aria-invalid')).toBe('false');
    expect(confirmation.getAttribute('data-invalid')).toBeNull();
  });

  it('sends Email, Token, Password and ConfirmPassword when strong and equal', async () => {
    const { onSend, password, confirmation, type, submit } = await setup();
    type(password, 'Haulbase#2025');
    type(confirmation, 'Haulbase#2025');
    submit();
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend).toHaveBeenCalledWith({
      Email: 'shipper@haulbase.test',
      Token: 'abc123',
      Password: 'Haulbase#2025',
      ConfirmPassword: 'Haulbase#2025',
    });
  });

  it('toggles the password visibility with a labelled button', async () => {
    const { password } = await setup();
    expect(password.type).toBe('password');
    fireEvent.mouseDown(screen.getAllByRole('button', { name: 'Show password' })[0]);
    expect(password.type).toBe('text');
    expect(screen.getAllByRole('button', { name: 'Hide password' })).toHaveLength(1);
  });
});
