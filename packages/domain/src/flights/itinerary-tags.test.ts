import { describe, expect, it } from 'vitest';
import { itineraryTags, type ItineraryFacts, type ItineraryTag } from './itinerary-tags.ts';
import type { Penalty } from './model.ts';

const NOW = Date.parse('2026-12-01T12:00:00Z');
const DAY = 86_400_000;

const base: ItineraryFacts = {
  ticketState: 'Ticketed',
  cancellationPending: false,
  travelCredit: null,
  penalties: { kind: 'known', cancelPenalty: { kind: 'NoPenalty' }, changePenalty: { kind: 'NoPenalty' } },
  multiTicketType: 'single',
  multiProvider: false,
  changeProtection: null,
  hasRemarks: false,
  firstDepartureMs: NOW + 5 * DAY,
  lastDepartureMs: NOW + 10 * DAY,
  nowMs: NOW,
};

const change = (changePenalty: Penalty): Partial<ItineraryFacts> => ({
  penalties: { kind: 'known', cancelPenalty: { kind: 'NoPenalty' }, changePenalty },
});

describe('itineraryTags', () => {
  it.each<[string, Partial<ItineraryFacts>, ItineraryTag[]]>([
    ['ticketed, free changes', {}, ['Exchangeable']],
    [
      'ticketed, change for a fee',
      change({ kind: 'WithFee', amountMinor: 99_00, currency: 'USD' }),
      ['Exchangeable'],
    ],
    ['ticketed, changes not allowed', change({ kind: 'NotPossible' }), ['NonExchangeable']],
    ['ticketed, change rules unknown', change({ kind: 'Unknown' }), ['ContactCustomerService']],
    ['penalties unknown', { penalties: { kind: 'unknown' } }, ['ContactCustomerService']],
    [
      'airline manages the booking',
      { penalties: { kind: 'externallyManaged' } },
      ['AirlineControl', 'ContactAirline'],
    ],
    ['separate tickets', { multiTicketType: 'hackerFare' }, ['ContactCustomerService']],
    ['several suppliers', { multiProvider: true }, ['ContactCustomerService', 'MultiProvider']],
    ['still ticketing', { ticketState: 'TicketingPending' }, ['BookingPending']],
    ['cancellation pending', { cancellationPending: true }, ['CancellationPending']],
    ['outbound flown, return ahead', { nowMs: NOW + 6 * DAY }, ['Departed', 'Exchangeable']],
    ['every slice has left', { nowMs: NOW + 11 * DAY }, ['Departed']],
    ['reissued by an exchange', { ticketState: 'Modified' }, ['Exchangeable']],
    ['cancelled, no credit', { ticketState: 'Canceled' }, ['Canceled']],
    [
      'cancelled for a credit',
      { ticketState: 'Canceled', travelCredit: 'FtcAvailable' },
      ['Canceled', 'Ftc'],
    ],
    ['cancelled, credit spent', { ticketState: 'Canceled', travelCredit: 'FtcRedeemed' }, ['Canceled']],
    ['cancelled, credit expired', { ticketState: 'Canceled', travelCredit: 'FtcExpired' }, ['Canceled']],
    ['rejected by the airline', { ticketState: 'Rejected' }, ['ContactCustomerService']],
    ['change protection bought', { changeProtection: 'bought' }, ['Exchangeable', 'Chfar']],
    ['change protection declined', { changeProtection: 'declined' }, ['Exchangeable', 'NonChfar']],
    ['airline remarks', { hasRemarks: true }, ['Exchangeable', 'ContainsRemarks']],
  ])('%s', (_why, facts, tags) => {
    expect(itineraryTags({ ...base, ...facts })).toEqual(tags);
  });
});
