import { describe, expect, it } from 'vitest';
import { groupPhotos, photoCategory } from './gallery.ts';
import type { Photo } from './gallery.ts';

const photo = (url: string, kind?: string | null): Photo => ({
  url,
  tags: kind === undefined ? undefined : { kind },
});

describe('photoCategory', () => {
  it.each([
    ['LivingArea', 'Living Area'],
    ['living_area', 'Living Area'],
    ['Dining Area', 'Dining Area'],
    ['KITCHEN', 'Kitchen'],
    ['AdditionalPhotos', 'Additional Photos'],
    ['Pool', null],
    [null, null],
  ])('%s -> %s', (kind, category) => {
    expect(photoCategory(photo('u', kind))).toBe(category);
  });
  it('handles a photo without tags', () => {
    expect(photoCategory({ url: 'u' })).toBeNull();
  });
});

describe('groupPhotos', () => {
  const tagged = (n: number, kind = 'Bedroom') => Array.from({ length: n }, (_, i) => photo(`t${i}`, kind));
  const untagged = (n: number) => Array.from({ length: n }, (_, i) => photo(`u${i}`));

  it.each([
    [7, 3, true, 'grouped'], // exactly 70%
    [6, 4, true, 'plain'], // 60%
    [69, 31, true, 'plain'], // 69%
    [10, 0, true, 'grouped'],
    [10, 0, false, 'plain'], // experiment off
    [0, 0, true, 'plain'], // no photos
  ])('%i tagged + %i untagged, experiment %s -> %s', (t, u, on, kind) => {
    expect(groupPhotos([...tagged(t), ...untagged(u)], on).kind).toBe(kind);
  });

  it('orders groups by the spec and puts untagged photos in Additional Photos', () => {
    const photos = [
      photo('ext', 'Exterior'),
      photo('bed', 'Bedroom'),
      photo('liv', 'LivingArea'),
      photo('kit', 'Kitchen'),
      photo('bath', 'Bathroom'),
      photo('din', 'DiningArea'),
      photo('add', 'AdditionalPhotos'),
      photo('liv2', 'LivingArea'),
      photo('none'),
      photo('pool', 'Pool'),
    ];
    const gallery = groupPhotos(photos, true);
    expect(gallery.kind).toBe('grouped');
    if (gallery.kind !== 'grouped') return;
    expect(gallery.groups.map((g) => [g.category, g.photos.map((p) => p.url)])).toEqual([
      ['Living Area', ['liv', 'liv2']],
      ['Kitchen', ['kit']],
      ['Dining Area', ['din']],
      ['Bedroom', ['bed']],
      ['Bathroom', ['bath']],
      ['Exterior', ['ext']],
      ['Additional Photos', ['add', 'none', 'pool']],
    ]);
  });
});
