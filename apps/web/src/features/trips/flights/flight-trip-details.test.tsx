import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { FlightTrip } from '@portal/contracts/flight-trips';
import { calls, renderTrips } from '../trips-test-harness.tsx';
import { flightTripIcs } from './flight-calendar.ts';
import {
  FLIGHT_CODE,
  makeCancelledFlightTrip,
  makeFlightCredit,
  makeFlightTrip,
} from './flight-trip-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

function renderFlight(path: string, trip: FlightTrip = makeFlightTrip()) {
  return renderTrips(path, (url) => {
    if (url.endsWith(`/itinerary/flights/${FLIGHT_CODE}`)) return { body: { trip } };
    if (url.endsWith('/itinerary/list'))
      return { body: { homes: [], hotels: [], flights: [trip], total: 1 } };
    if (url.endsWith('/itinerary/flights/credits')) return { body: { credits: [makeFlightCredit()] } };
    return undefined;
  });
}

describe('a booked flight in My trips', () => {
  it('shows in Upcoming with its itinerary title, passengers, locator and tags', async () => {
    renderFlight('/trips');
    const card = await screen.findByRole(
      'article',
      { name: 'New York – London – Paris…' },
      { timeout: 5000 },
    );
    expect(within(card).getByText('Flight')).toBeInTheDocument();
    expect(within(card).getByText('Dec 1 – Dec 5, 2026')).toBeInTheDocument();
    expect(within(card).getByText('2 Adults, 1 Child, 1 Lap infant')).toBeInTheDocument();
    expect(within(card).getByText('ABC123')).toBeInTheDocument();
    expect(within(card).getByText('Changeable')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'New York – London – Paris…' })).toHaveAttribute(
      'href',
      `/trips/flights/${FLIGHT_CODE}`,
    );
  });

  it('details every segment at local times with the zone, layovers and passengers', async () => {
    const { fetch } = renderFlight(`/trips/flights/${FLIGHT_CODE}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'New York – London – Paris…' }),
    ).toBeInTheDocument();
    const itinerary = screen.getByRole('region', { name: 'Itinerary' });
    // Departure at New York's clock, arrival at London's: never the reader's zone.
    expect(within(itinerary).getByText('7:05 PM', { exact: false })).toHaveTextContent('7:05 PM EST');
    expect(within(itinerary).getAllByText(/7:10 AM/)[0]).toHaveTextContent('7:10 AM GMT');
    expect(within(itinerary).getByText('1h 40m layover in Paris')).toBeInTheDocument();
    expect(within(itinerary).getByText('Operated by ITA Airways')).toBeInTheDocument();
    const passengers = screen.getByRole('region', { name: 'Passengers' });
    expect(within(passengers).getByText('Annabella King')).toBeInTheDocument();
    expect(within(passengers).getByText('Lap infant')).toBeInTheDocument();
    expect(screen.getByText('ABC123')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel flight' })).toBeInTheDocument();
    expect(calls(fetch, `itinerary/flights/${FLIGHT_CODE}`)).toHaveLength(1);
  });

  it('prints a receipt with the segments, passengers, charges and payments', async () => {
    renderFlight(`/trips/flights/${FLIGHT_CODE}/receipt`);
    const receipt = await screen.findByRole('article', { name: 'Receipt' });
    expect(within(receipt).getByText(/BA 178 · New York \(JFK\)/)).toHaveTextContent(
      '7:05 PM EST to London (LHR) 7:10 AM GMT',
    );
    expect(within(receipt).getByText(/Ada Lovelace \(Adult\)/)).toBeInTheDocument();
    expect(within(receipt).getByText('Taxes and carrier fees')).toBeInTheDocument();
    expect(within(receipt).getAllByText('$2,145.50').length).toBeGreaterThan(0);
  });

  it('shows an airline travel credit among the payments of the receipt', async () => {
    const usd = (value: number) => ({ value, currencyCode: 'USD', currencySymbol: '$' });
    const trip = makeFlightTrip({
      payments: [
        { kind: 'AirlineTravelCredit', amount: usd(250) },
        { kind: 'UserCard', amount: usd(1895.5), accountName: 'Venture X', cardLastFour: '4242' },
      ],
    });
    renderFlight(`/trips/flights/${FLIGHT_CODE}/receipt`, trip);
    const receipt = await screen.findByRole('article', { name: 'Receipt' });
    expect(within(receipt).getByText(/Airline travel credit/)).toBeInTheDocument();
    expect(within(receipt).getByText('$250.00')).toBeInTheDocument();
  });

  it('says what a cancelled flight left: the airline credit, and offers no cancel', async () => {
    renderFlight(`/trips/flights/${FLIGHT_CODE}`, makeCancelledFlightTrip());
    expect(await screen.findByText(/This flight was cancelled/)).toHaveTextContent(
      '$2,045.50 is a travel credit with British Airways',
    );
    expect(screen.queryByRole('button', { name: 'Cancel flight' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
  });

  const pending = () =>
    makeFlightTrip({
      cancellationRequestedAt: '2026-11-20T15:00:00.000Z',
      tags: ['CancellationPending', 'Exchangeable'],
    });

  it('shows a pending cancellation on its card in words', async () => {
    renderFlight('/trips', pending());
    const card = await screen.findByRole(
      'article',
      { name: 'New York – London – Paris…' },
      { timeout: 5000 },
    );
    expect(within(card).getByText(/Cancellation pending · the airline is processing it/)).toBeInTheDocument();
    expect(within(card).getByText(/nothing refunded yet/)).toBeInTheDocument();
  });

  it('details a pending cancellation with nothing refunded, and offers no cancel or change', async () => {
    renderFlight(`/trips/flights/${FLIGHT_CODE}`, pending());
    const note = await screen.findByRole('note', {}, { timeout: 5000 });
    expect(note).toHaveTextContent('Cancellation pending.');
    expect(note).toHaveTextContent('Nothing has been refunded yet');
    expect(note).toHaveTextContent(/Nov 20, 2026/);
    expect(screen.queryByRole('button', { name: 'Cancel flight' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change flight' })).toBeNull();
  });

  it('lists airline travel credits under their tab', async () => {
    renderFlight('/trips?tab=credits');
    const credit = await screen.findByRole('article', { name: 'British Airways' });
    expect(within(credit).getByText('Available')).toBeInTheDocument();
    expect(within(credit).getByText('$2,045.50')).toBeInTheDocument();
    expect(within(credit).getByText(/From cancelled trip #H-FL12AB34/)).toBeInTheDocument();
  });
});

describe('flightTripIcs', () => {
  it('has one event per segment with UTC times from each airport’s offset', () => {
    const ics = flightTripIcs(makeFlightTrip(), new Date('2026-11-21T00:00:00Z'));
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(ics).toContain('DTSTART:20261202T000500Z');
    expect(ics).toContain(`UID:${FLIGHT_CODE}-2-2@card-travel`);
    expect(ics).toContain('SUMMARY:AF 1404 Paris (CDG) to Rome (FCO)');
  });
});
