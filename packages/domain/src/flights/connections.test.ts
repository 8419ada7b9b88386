import { describe, expect, it } from 'vitest';
import type { ConnectionRules } from './connections.ts';
import type { Leg } from './model.ts';
import { leg, search, summary } from './test-world.ts';

describe('searchConnections over hand-made schedules', () => {
  it.each<[string, Leg[], string, string, Partial<ConnectionRules>, string[]]>([
    ['nonstop', [leg('UA1', 'BOS', 'LAX', [0, '14:00'], [0, '20:30'])], 'BOS', 'LAX', {}, ['UA1']],
    [
      '1 stop at the minimum connection time',
      [
        leg('UA1', 'BOS', 'ORD', [0, '12:00'], [0, '15:00']),
        leg('UA2', 'ORD', 'LAX', [0, '15:40'], [0, '20:10']),
      ],
      'BOS',
      'LAX',
      {},
      ['UA1.UA2'],
    ],
    [
      '2 stops (a feeder behind the origin)',
      [
        leg('UA1', 'PVD', 'PHL', [0, '10:00'], [0, '11:20']),
        leg('UA2', 'PHL', 'ORD', [0, '12:30'], [0, '14:45']),
        leg('UA3', 'ORD', 'LAX', [0, '16:00'], [0, '20:30']),
      ],
      'PVD',
      'LAX',
      {},
      ['UA1.UA2.UA3'],
    ],
    [
      '2 stops not wanted with maxStops 1',
      [
        leg('UA1', 'PVD', 'PHL', [0, '10:00'], [0, '11:20']),
        leg('UA2', 'PHL', 'ORD', [0, '12:30'], [0, '14:45']),
        leg('UA3', 'ORD', 'LAX', [0, '16:00'], [0, '20:30']),
      ],
      'PVD',
      'LAX',
      { maxStops: 1 },
      [],
    ],
    [
      'nonstops only with maxStops 0',
      [
        leg('UA1', 'BOS', 'ORD', [0, '12:00'], [0, '15:00']),
        leg('UA2', 'ORD', 'LAX', [0, '16:00'], [0, '20:30']),
        leg('UA3', 'BOS', 'LAX', [0, '13:00'], [0, '19:30']),
      ],
      'BOS',
      'LAX',
      { maxStops: 0 },
      ['UA3'],
    ],
    [
      'connection time under the minimum',
      [
        leg('UA1', 'BOS', 'ORD', [0, '12:00'], [0, '15:00']),
        leg('UA2', 'ORD', 'LAX', [0, '15:39'], [0, '20:10']),
      ],
      'BOS',
      'LAX',
      {},
      [],
    ],
    [
      'an international connection needs longer (70 minutes, not 40)',
      [
        leg('UA1', 'BOS', 'ORD', [0, '12:00'], [0, '15:00']),
        leg('LH2', 'ORD', 'FRA', [0, '16:00'], [1, '01:00']),
        leg('LH3', 'ORD', 'FRA', [0, '16:10'], [1, '01:10']),
      ],
      'BOS',
      'FRA',
      {},
      ['UA1.LH3'],
    ],
    [
      'layover up to the maximum, not beyond',
      [
        leg('UA1', 'BOS', 'ORD', [0, '08:00'], [0, '11:00']),
        leg('UA2', 'ORD', 'LAX', [0, '17:00'], [0, '21:30']),
        leg('UA3', 'ORD', 'LAX', [0, '17:01'], [0, '21:31']),
      ],
      'BOS',
      'LAX',
      {},
      ['UA1.UA2'],
    ],
    [
      "overnight connection on the next day's schedule",
      [
        leg('UA1', 'BOS', 'ORD', [0, '21:00'], [0, '23:50']),
        leg('UA2', 'ORD', 'LAX', [1, '05:00'], [1, '09:30']),
      ],
      'BOS',
      'LAX',
      {},
      ['UA1.UA2'],
    ],
    [
      'a leg heading away from the destination (even with a loose circuity)',
      [
        leg('BA1', 'BOS', 'LHR', [0, '22:00'], [1, '05:00']),
        leg('BA2', 'LHR', 'LAX', [1, '07:00'], [1, '18:00']),
      ],
      'BOS',
      'LAX',
      { maxCircuity: 4 },
      [],
    ],
    [
      'a hop to a hub behind the origin, within circuity and progress',
      [
        leg('DL1', 'BOS', 'ATL', [0, '08:00'], [0, '11:00']),
        leg('DL2', 'ATL', 'LHR', [0, '16:00'], [1, '01:00']),
      ],
      'BOS',
      'LHR',
      {},
      ['DL1.DL2'],
    ],
    [
      'a path too roundabout for the circuity',
      [
        leg('DL1', 'BOS', 'ATL', [0, '08:00'], [0, '11:00']),
        leg('DL2', 'ATL', 'LAX', [0, '12:00'], [0, '16:30']),
      ],
      'BOS',
      'LAX',
      { maxCircuity: 1.05 },
      [],
    ],
    [
      'the same path within the circuity',
      [
        leg('DL1', 'BOS', 'ATL', [0, '08:00'], [0, '11:00']),
        leg('DL2', 'ATL', 'LAX', [0, '12:00'], [0, '16:30']),
      ],
      'BOS',
      'LAX',
      { maxCircuity: 1.2 },
      ['DL1.DL2'],
    ],
    [
      'never back through an airport already visited',
      [
        leg('UA1', 'JFK', 'EWR', [0, '08:00'], [0, '08:40']),
        leg('UA2', 'EWR', 'JFK', [0, '09:30'], [0, '10:10']),
        leg('UA3', 'JFK', 'LHR', [0, '11:00'], [0, '18:00']),
      ],
      'JFK',
      'LHR',
      {},
      ['UA3'],
    ],
    [
      'self-transfer between carriers that do not interline, labelled',
      [
        leg('B61', 'BOS', 'ORD', [0, '12:00'], [0, '15:00']),
        leg('NK2', 'ORD', 'LAX', [0, '17:00'], [0, '21:30']),
      ],
      'BOS',
      'LAX',
      {},
      ['B61!.NK2'],
    ],
    [
      'self-transfer needs its own longer minimum',
      [
        leg('B61', 'BOS', 'ORD', [0, '12:00'], [0, '15:00']),
        leg('NK2', 'ORD', 'LAX', [0, '16:30'], [0, '21:00']),
      ],
      'BOS',
      'LAX',
      {},
      [],
    ],
    [
      'no self-transfer when it is not allowed',
      [
        leg('B61', 'BOS', 'ORD', [0, '12:00'], [0, '15:00']),
        leg('NK2', 'ORD', 'LAX', [0, '17:00'], [0, '21:30']),
      ],
      'BOS',
      'LAX',
      { allowSelfTransfer: false },
      [],
    ],
    [
      'interline partners share a ticket: not labelled',
      [
        leg('UA1', 'BOS', 'ORD', [0, '12:00'], [0, '15:00']),
        leg('LH2', 'ORD', 'FRA', [0, '16:30'], [1, '01:30']),
      ],
      'BOS',
      'FRA',
      { allowSelfTransfer: false },
      ['UA1.LH2'],
    ],
    [
      'across the date line (LAX - SYD - MEL)',
      [
        leg('QF1', 'LAX', 'SYD', [0, '06:30'], [0, '21:30']),
        leg('QF2', 'SYD', 'MEL', [0, '23:00'], [1, '00:35']),
      ],
      'LAX',
      'MEL',
      {},
      ['QF1.QF2'],
    ],
    [
      'the first leg departs in the window only',
      [
        leg('UA1', 'BOS', 'LAX', [1, '00:30'], [1, '07:00']),
        leg('UA2', 'BOS', 'LAX', [0, '23:59'], [1, '06:29']),
      ],
      'BOS',
      'LAX',
      {},
      ['UA2'],
    ],
    [
      'an airport without flights',
      [leg('UA1', 'BOS', 'LAX', [0, '14:00'], [0, '20:30'])],
      'BOS',
      'SYD',
      {},
      [],
    ],
    [
      'the same origin and destination',
      [leg('UA1', 'BOS', 'LAX', [0, '14:00'], [0, '20:30'])],
      'BOS',
      'BOS',
      {},
      [],
    ],
  ])('%s', (_name, legs, origin, destination, rules, expected) => {
    expect(summary(search(legs, origin, destination, rules))).toEqual(expected);
  });
});
