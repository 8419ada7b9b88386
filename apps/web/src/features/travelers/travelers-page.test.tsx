import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Person } from '@portal/contracts/travelers';
import { sessionInfoQueryKey } from '../../lib/session-info.ts';
import { bodyOf, mockFetch, type Route } from '../../test/fetch-mock.ts';
import { TRAVELERS_TITLE, TravelersPage } from './travelers-page.tsx';

const profile = (over: Partial<Person>): Person => ({
  givenName: 'Ann',
  surname: 'Lee',
  gender: 'F',
  dateOfBirth: '1985-04-12',
  frequentFlyer: {},
  hotelLoyalty: {},
  specialAssistance: [],
  isGhostUser: false,
  isMissingInfo: false,
  isPrivateProfile: false,
  isDefaultProfile: false,
  ...over,
});

const ANN = profile({
  id: '11111111-1111-4111-8111-111111111111',
  isDefaultProfile: true,
  passport: { countryOfIssue: 'US', number: 'X1', expiration: '2031-01-01' },
  frequentFlyer: { AA: '123' },
  hotelLoyalty: { MAR: '456' },
  specialAssistance: ['WCHR'],
});
const BO = profile({ id: '22222222-2222-4222-8222-222222222222', givenName: 'Bo', isHidden: true });
const NIA = profile({
  givenName: 'Nia',
  surname: 'New',
  gender: 'M',
  dateOfBirth: '1870-01-01',
  isMissingInfo: true,
  linkedDEUserId: '33333333-3333-4333-8333-333333333333',
});

const corporateInfo = {
  permissions: { canViewAdmin: true, canViewUsers: true },
  businessName: 'Acme Outdoor Co.',
};

function renderPage(route: Route, options: { corporate?: boolean } = {}) {
  const fetch = mockFetch(route);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionInfoQueryKey, {
    corporateInfo: options.corporate ? corporateInfo : null,
  } as never);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <TravelersPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

const listing =
  (people: Person[]): Route =>
  (url, init) =>
    url.endsWith('/passengers?includeHidden=true') && (init.method ?? 'GET') === 'GET'
      ? { body: { value: people } }
      : undefined;

afterEach(() => vi.unstubAllGlobals());

describe('TravelersPage', () => {
  it('lists the travelers with birth date, flags and what is saved', async () => {
    renderPage(listing([ANN, BO, NIA]), { corporate: true });
    expect(screen.getByRole('heading', { level: 1, name: TRAVELERS_TITLE })).toBeInTheDocument();
    expect(document.title).toBe(`${TRAVELERS_TITLE} | Card Travel`);
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Ann Lee',
      'Bo Lee',
      'Nia New',
    ]);
    const [ann, bo, nia] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(ann).getByText('Born Apr 12, 1985')).toBeInTheDocument();
    expect(within(ann).getByText('Default')).toBeInTheDocument();
    expect(within(ann).getByText('US, expires Jan 1, 2031')).toBeInTheDocument();
    expect(within(ann).getByText('Marriott Bonvoy')).toBeInTheDocument();
    expect(within(ann).queryByRole('button', { name: 'Make default Ann Lee' })).toBeNull();
    expect(within(bo).getByText('Hidden')).toBeInTheDocument();
    expect(within(bo).getByRole('button', { name: 'Show Bo Lee' })).toBeInTheDocument();
    expect(within(nia).getByText('Missing info')).toBeInTheDocument();
    expect(within(nia).getByText('Birth date not saved yet')).toBeInTheDocument();
    // A placeholder can only be completed.
    expect(
      within(nia)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Complete profile Nia New']);
    expect(screen.getByText(/Everyone at Acme Outdoor Co\./)).toBeInTheDocument();
  });

  it('offers no hiding to a consumer (hidden ids live on a corporate membership)', async () => {
    renderPage(listing([profile({ id: ANN.id })]));
    const card = await screen.findByRole('article');
    expect(within(card).queryByRole('button', { name: /^Hide/ })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Make default Ann Lee' })).toBeInTheDocument();
  });

  it('shows the error state with a retry', async () => {
    let fail = true;
    renderPage((url) =>
      url.includes('/passengers')
        ? fail
          ? { status: 500, body: { code: 50000, message: 'x' } }
          : { body: { value: [ANN] } }
        : { body: {} },
    );
    expect(await screen.findByText("We couldn't load your travelers")).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
  });

  it('adds a traveler: book-page errors first, then PUT passengers with the passport and programs', async () => {
    const user = userEvent.setup();
    let saved: Record<string, unknown> | null = null;
    const fetch = renderPage((url, init) => {
      if (url.endsWith('/api/v0/passengers') && init.method === 'PUT') {
        saved = bodyOf(init);
        return { body: profile({ id: '44444444-4444-4444-8444-444444444444', givenName: 'Mary' }) };
      }
      return listing([])(url, init) ?? { body: {} };
    });
    expect(await screen.findByText(/No travelers saved yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '+ Add traveler' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add traveler' });
    await user.click(within(dialog).getByRole('button', { name: 'Save traveler' }));
    expect(within(dialog).getByText('Enter a given name.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a surname.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a date of birth in the past.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a gender.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Given name')).toHaveAttribute('aria-invalid', 'true');
    expect(saved).toBeNull();

    await user.type(within(dialog).getByLabelText('Given name'), 'Mary');
    await user.type(within(dialog).getByLabelText('Surname'), 'Major');
    await user.type(within(dialog).getByLabelText('Date of birth'), '1990-03-04');
    await user.selectOptions(within(dialog).getByLabelText('Gender'), 'F');
    await user.type(within(dialog).getByLabelText('Country of issue'), 'gb');
    await user.type(within(dialog).getByLabelText('Passport number'), 'X1234567');
    await user.type(within(dialog).getByLabelText('Expiration date'), '2031-01-01');
    await user.click(within(dialog).getByRole('button', { name: '+ Add frequent flyer number' }));
    await user.type(within(dialog).getByLabelText('Airline code'), 'ba');
    await user.type(within(dialog).getAllByLabelText('Membership number')[0]!, 'BA 123');
    await user.click(within(dialog).getByRole('button', { name: '+ Add hotel loyalty number' }));
    await user.selectOptions(within(dialog).getByLabelText('Hotel program'), 'HIL');
    await user.type(within(dialog).getAllByLabelText('Membership number')[1]!, '999');
    await user.click(within(dialog).getByLabelText(/Deaf or hard of hearing/));
    await user.click(within(dialog).getByRole('button', { name: 'Save traveler' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved).toEqual({
      givenName: 'Mary',
      surname: 'Major',
      gender: 'F',
      dateOfBirth: '1990-03-04',
      passport: { countryOfIssue: 'GB', number: 'X1234567', expiration: '2031-01-01' },
      frequentFlyer: { BA: 'BA 123' },
      hotelLoyalty: { HIL: '999' },
      specialAssistance: ['DEAF'],
    });
    expect(screen.getByText('Mary Lee was saved.')).toBeInTheDocument();
    // The list is fetched again after the save.
    expect(fetch.mock.calls.filter(([u]) => String(u).includes('includeHidden')).length).toBeGreaterThan(1);
  });

  it("places the server's field errors on the form, and completes a placeholder for its user", async () => {
    const user = userEvent.setup();
    let sent: Record<string, unknown> = {};
    renderPage((url, init) => {
      if (url.endsWith('/api/v0/passengers') && init.method === 'PUT') {
        sent = bodyOf(init);
        return {
          status: 400,
          body: {
            code: 40000,
            message: 'Invalid request',
            fields: [{ field: 'body.surname', message: 'Use letters' }],
          },
        };
      }
      return listing([NIA])(url, init) ?? { body: {} };
    });
    await user.click(await screen.findByRole('button', { name: 'Complete profile Nia New' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete traveler profile' });
    expect(within(dialog).getByLabelText('Date of birth')).toHaveValue('');
    await user.type(within(dialog).getByLabelText('Date of birth'), '1992-02-02');
    await user.selectOptions(within(dialog).getByLabelText('Gender'), 'M');
    await user.click(within(dialog).getByRole('button', { name: 'Save traveler' }));
    expect(await within(dialog).findByText('Use letters')).toBeInTheDocument();
    expect(sent).toMatchObject({ givenName: 'Nia', linkedDEUserId: NIA.linkedDEUserId });
    expect(sent).not.toHaveProperty('id');
  });

  it('deletes a traveler after confirmation', async () => {
    const user = userEvent.setup();
    let deleted: unknown = null;
    renderPage((url, init) => {
      if (url.endsWith('/travelers/delete')) {
        deleted = bodyOf(init);
        return { body: {} };
      }
      return listing([ANN])(url, init) ?? { body: {} };
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Ann Lee' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this traveler?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete traveler' }));
    await waitFor(() => expect(deleted).toEqual({ personId: ANN.id }));
    expect(await screen.findByText('Ann Lee was deleted.')).toBeInTheDocument();
  });

  it('hides a traveler and makes another the default (corporate)', async () => {
    const user = userEvent.setup();
    const calls: Array<[string, unknown]> = [];
    const bo = profile({ id: BO.id, givenName: 'Bo' });
    renderPage(
      (url, init) => {
        const action = /\/passengers\/(hide|show|assign_default)$/.exec(url);
        if (action) {
          calls.push([action[1]!, bodyOf(init)]);
          return { body: { defaultTravelerId: null, hiddenTravelerIds: [] } };
        }
        return listing([ANN, bo])(url, init) ?? { body: {} };
      },
      { corporate: true },
    );
    await user.click(await screen.findByRole('button', { name: 'Hide Bo Lee' }));
    expect(await screen.findByText('Bo Lee is hidden from traveler lists.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make default Bo Lee' }));
    expect(await screen.findByText('Bo Lee is now the default traveler.')).toBeInTheDocument();
    expect(calls).toEqual([
      ['hide', { travelerId: BO.id }],
      ['assign_default', { travelerId: BO.id }],
    ]);
  });
});
