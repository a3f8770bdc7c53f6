// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet, HttpError } from './client';
import { errorMessages } from './error-catalogue';

describe('errorMessages: the order of spec 1 §8', () => {
  it('lists every ModelState message, field by field, before anything else', () => {
    const body = {
      Message: 'The request is invalid.',
      error_description: 'ignored',
      ModelState: { Email: ['Email is Required', 'Wrong email format'], Password: ['Minimum 8 symbols'] },
      ModelStateIds: { Email: [{ Id: 'email_required' }, { Id: 'email_format' }], Password: [{ Id: 'minimum_8_symbols' }] },
    };
    expect(errorMessages(body)).toEqual(['Email is required', 'Wrong email format', 'Minimum 8 symbols']);
  });

  it('falls back to Message when ModelState is empty', () => {
    expect(errorMessages({ Message: 'Shipper not found', ModelState: {}, error_description: 'x' })).toEqual(['Shipper not found']);
  });

  it('then to error_description', () => {
    expect(errorMessages({ error: 'invalid_grant', error_description: 'The login detail is incorrect' })).toEqual([
      'The login detail is incorrect',
    ]);
  });

  it('then to Bad Request, or the fallback given', () => {
    expect(errorMessages({ Message: '' })).toEqual(['Bad Request']);
    expect(errorMessages(undefined)).toEqual(['Bad Request']);
    expect(errorMessages({}, 'Bad_request')).toEqual(['Bad_request']);
  });
});

describe('client: a non-JSON failure counts as an empty Message', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('turns an HTML 500 into HttpError with { Message: "" } and the catalogue shows Bad Request', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>oops</html>', { status: 500, headers: { 'Content-Type': 'text/html' } })),
    );
    const error = await apiGet('/api/Truckers', { auth: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(500);
    expect((error as HttpError).body).toEqual({ Message: '' });
    expect(errorMessages((error as HttpError).body)).toEqual(['Bad Request']);
  });

  it('parses a JSON error body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ Message: 'You do not have permission to do this.' }, { status: 403 })),
    );
    const error = (await apiGet('api/me', { auth: false }).catch((e: unknown) => e)) as HttpError;
    expect(errorMessages(error.body)).toEqual(['You do not have permission to do this.']);
  });
});

describe('a request that got no answer (issue 13 item 9)', () => {
  it('says what happened and what to do instead of the browser\'s "Failed to fetch"', async () => {
    const { notifications } = await import('@mantine/notifications');
    const { notifyHttpError } = await import('./error-catalogue');
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => '');
    notifyHttpError(new TypeError('Failed to fetch'));
    const shown = show.mock.calls.map(([n]) => `${String(n.title)} ${String(n.message)}`);
    expect(shown).toHaveLength(1);
    expect(shown[0]).not.toContain('Failed to fetch');
    expect(shown[0]).toMatch(/cannot be reached|offline/);
    expect(shown[0]).toContain('Nothing was changed');
    show.mockRestore();
  });
});
