import { describe, expect, it } from 'vitest';
import { areaContains, formatAreaParam, isValidArea, parseAreaParam } from './map-area.ts';

const asheville = { south: 35.5, west: -82.7, north: 35.7, east: -82.4 };

describe('map area', () => {
  it.each([
    [asheville, true],
    [{ ...asheville, north: 35.5 }, false],
    [{ ...asheville, east: -82.8 }, false],
    [{ ...asheville, south: -91 }, false],
    [{ ...asheville, east: 181 }, false],
    [{ ...asheville, west: Number.NaN }, false],
    [{ ...asheville, north: Infinity }, false],
  ])('isValidArea(%o) = %s', (area, ok) => {
    expect(isValidArea(area)).toBe(ok);
  });

  it.each([
    [asheville, '35.5,-82.7,35.7,-82.4'],
    [{ south: 35.123456789, west: -82.987654321, north: 36, east: -82 }, '35.12346,-82.98765,36,-82'],
  ])('formatAreaParam(%o) = %s', (area, text) => {
    expect(formatAreaParam(area)).toBe(text);
  });

  it.each([
    ['35.5,-82.7,35.7,-82.4', asheville],
    [' 35.5, -82.7 ,35.7,-82.4', asheville],
    [null, null],
    ['', null],
    ['35.5,-82.7,35.7', null],
    ['35.5,-82.7,35.7,-82.4,1', null],
    ['35.5,,35.7,-82.4', null],
    ['a,b,c,d', null],
    ['35.7,-82.7,35.5,-82.4', null],
    ['35.5,-82.4,35.7,-82.7', null],
  ])('parseAreaParam(%s) = %o', (text, area) => {
    expect(parseAreaParam(text)).toEqual(area);
  });

  it('round-trips through the URL form', () => {
    expect(parseAreaParam(formatAreaParam(asheville))).toEqual(asheville);
  });

  it.each([
    [{ lat: 35.6, lon: -82.55 }, true],
    [{ lat: 35.5, lon: -82.7 }, true],
    [{ lat: 35.71, lon: -82.55 }, false],
    [{ lat: 35.6, lon: -82.39 }, false],
  ])('areaContains(%o) = %s', (point, inside) => {
    expect(areaContains(asheville, point)).toBe(inside);
  });
});
