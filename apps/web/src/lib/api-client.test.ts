import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from './api-client.ts';
import { setNavigator } from './navigation.ts';
import { peekReturnPath } from './return-path.ts';
import { applyEntryQueryParams } from './query-params.ts';
import { bodyOf, headersOf, mockFetch } from '../test/fetch-mock.ts';

const navigate = vi.fn();

beforeEach(() => {
  navigate.mockReset();
  setNavigator(navigate);
  window.history.pushState({}, '', '/stays/availability?locationName=Austin');
  localStorage.setItem('portal.token', 'tok-1');
  localStorage.setItem('portal.csrfToken', 'csrf-stored');
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'H-Csrf-Token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

function trackingCalls(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/tracking/event'));
}

describe('api client headers', () => {
  it('sends the bearer token and JSON on a GET, without a CSRF header', async () => {
    const fetchMock = mockFetch(() => ({ body: { ok: true } }));
    await expect(api.get('portal/config')).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v0/portal/config');
    expect(headersOf(init)).toMatchObject({
      Authorization: 'Bearer tok-1',
      'Content-Type': 'application/json',
    });
    expect(headersOf(init)['H-Csrf-Token']).toBeUndefined();
  });

  it('sends the CSRF token from the cookie on POST/PUT, else the stored one', async () => {
    const fetchMock = mockFetch(() => ({ body: {} }));
    await api.put('experiments/active', {});
    expect(headersOf(fetchMock.mock.calls[0]![1])['H-Csrf-Token']).toBe('csrf-stored');
    document.cookie = 'H-Csrf-Token=csrf-cookie; path=/';
    await api.post('auth/session/invalidate', {});
    expect(headersOf(fetchMock.mock.calls[1]![1])['H-Csrf-Token']).toBe('csrf-cookie');
    expect(fetchMock.mock.calls[1]![1]!.method).toBe('POST');
  });

  it('throws a typed error carrying status and code', async () => {
    mockFetch((url) =>
      url.endsWith('/homes/shop') ? { status: 400, body: { code: 40000, message: 'Bad' } } : undefined,
    );
    const error = await api.post('homes/shop', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 40000, message: 'Bad' });
  });
});

describe('401 routing (spec §8 Auth)', () => {
  it.each([
    [40103, '/access-denied'],
    [40102, '/access-denied-not-beta'],
    [40106, '/acknowledgement/'],
    [40100, '/login'],
  ])('code %i goes to %s and stores the return path', async (code, target) => {
    mockFetch((url) =>
      url.includes('userInfo') ? { status: 401, body: { code, message: 'no' } } : { body: {} },
    );
    await expect(api.get('userInfo')).rejects.toBeInstanceOf(ApiError);
    expect(navigate).toHaveBeenCalledWith(target);
    expect(peekReturnPath()).toBe('/stays/availability?locationName=Austin');
  });

  it('40105 goes to onboarding and keeps a stored utm_source', async () => {
    applyEntryQueryParams('?utm_source=email&utm_medium=newsletter');
    mockFetch(() => ({ status: 401, body: { code: 40105, message: 'onboard' } }));
    await api.get('userInfo').catch(() => undefined);
    expect(navigate).toHaveBeenCalledWith('/admin/onboarding?referrer_source=onboarding&utm_source=email');
  });

  it('does not redirect when already on the target page or on onboarding', async () => {
    mockFetch(() => ({ status: 401, body: { code: 40103, message: 'no' } }));
    window.history.pushState({}, '', '/access-denied');
    await api.get('userInfo').catch(() => undefined);
    window.history.pushState({}, '', '/admin/onboarding?referrer_source=onboarding');
    await api.get('userInfo').catch(() => undefined);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves a 401 alone when the caller handles auth itself', async () => {
    mockFetch(() => ({ status: 401, body: { code: 40101, message: 'Wrong password' } }));
    await api.post('auth/signin', {}, { handleAuth: false }).catch(() => undefined);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('failure tracking (spec §7)', () => {
  it('reports a failed call as a tracking event with url, endpoint, status, text and body', async () => {
    const fetchMock = mockFetch((url) =>
      url.endsWith('/wallet/details')
        ? { status: 500, body: { code: 50000, message: 'boom' } }
        : { body: {} },
    );
    await api.get('wallet/details').catch(() => undefined);
    await vi.waitFor(() => expect(trackingCalls(fetchMock)).toHaveLength(1));
    const sent = bodyOf(trackingCalls(fetchMock)[0]![1]);
    expect(sent.eventName).toBe('api_call_failed');
    expect(sent.properties).toMatchObject({
      url: '/api/v0/wallet/details',
      endpoint: 'wallet/details',
      status: 500,
      text: 'Error',
      body: JSON.stringify({ code: 50000, message: 'boom' }),
      utm_source: '(none)',
      utm_medium: '(none)',
    });
  });

  it('does not track failures of userInfo or tracking/event', async () => {
    const fetchMock = mockFetch(() => ({ status: 500, body: { code: 50000, message: 'boom' } }));
    await api.get('userInfo').catch(() => undefined);
    await api.post('tracking/event', { eventName: 'x', properties: {} }).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 10));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
