import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Faker, en } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { buildDesignated } from './designated.ts';
import { buildListing, type ListingBundle } from './listing-builder.ts';
import { marketSeeds, type MarketSeed } from './markets-data.ts';
import { highlightsOf } from './market-highlights.ts';
import { sceneOfPhoto, type PhotoScene } from './media-catalog.ts';

// The demo data must read and look like a real booking site's: no Latin filler, and photos and amenities that
// fit each market (no palm trees in Denver, no beach access in Asheville, ski-in/ski-out only at ski resorts).

const today = '2025-06-01';
const f = new Faker({ locale: [en] });
f.seed(20240601);
const designated = buildDesignated(f, today);
const generated: { market: MarketSeed; bundle: ListingBundle }[] = marketSeeds.flatMap((market, m) =>
  Array.from({ length: 6 }, (_, k) => ({
    market,
    bundle: buildListing(f, {
      id: `vr-test-${m}-${k}`,
      index: m * 6 + k,
      market,
      today,
      photoMode: 'all',
    }),
  })),
);
const ashevilleMarket = marketSeeds.find((m) => m.id === 'mkt-asheville-nc')!;
const all = [...designated.map((bundle) => ({ market: ashevilleMarket, bundle })), ...generated];

// The classic filler passage plus every longer word of faker's Latin word list (what faker.lorem writes).
const classicFiller =
  `lorem ipsum dolor amet consectetur adipiscing elit eiusmod tempor incididunt labore dolore
  magna aliqua veniam nostrud exercitation ullamco laboris aliquip commodo consequat duis aute irure reprehenderit
  voluptate velit cillum fugiat nulla pariatur excepteur occaecat cupidatat proident culpa officia deserunt mollit
  laborum`.split(/\s+/);
const fakerLatin = (en.lorem?.word ?? []).filter((w) => w.length >= 5);
// English words that faker's Latin list also holds.
const english = new Set(['comes', 'villa', 'studio']);
const filler = new Set(
  [...classicFiller, ...fakerLatin].map((w) => w.toLowerCase()).filter((w) => !english.has(w)),
);

function texts(b: ListingBundle): string[] {
  const l = b.listing;
  return [
    l.name,
    l.description ?? '',
    l.importantInformation ?? '',
    l.petsPolicy ?? '',
    l.checkinInformation ?? '',
    ...(l.bedrooms ?? []).map((r) => r.description),
    ...(l.bathrooms ?? []).map((r) => r.description),
    ...(l.amenities ?? []).map((a) => a.displayName),
    ...b.photos.map((p) => p.altText ?? ''),
    ...b.reviews.map((r) => r.comments ?? ''),
  ];
}

describe('demo text', () => {
  it('has the Latin filler list it checks against', () => {
    expect(filler.size).toBeGreaterThan(500);
    expect(filler.has('lorem')).toBe(true);
  });

  it('contains no lorem-like words in names, descriptions, rules or reviews', () => {
    const found = new Map<string, string>();
    for (const { bundle } of all) {
      // A guest may thank the host by name, and a name is not filler.
      const names = new Set(bundle.listing.hostName.toLowerCase().split(/\s+/));
      for (const text of texts(bundle)) {
        for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
          if (filler.has(word) && !names.has(word)) found.set(word, text);
        }
      }
    }
    expect([...found.entries()]).toEqual([]);
  });

  it('has no two reviews of one listing saying the same thing, and hosts without titles', () => {
    for (const { bundle } of all) {
      const comments = bundle.reviews.map((r) => r.comments);
      expect(new Set(comments).size, bundle.listing.id).toBe(comments.length);
      expect(bundle.listing.hostName, bundle.listing.id).toMatch(/^[A-Z][\w'’-]+ [A-Z][\w'’ -]+$/);
      expect(bundle.listing.hostName).not.toMatch(
        /\b(Dr|Mr|Mrs|Ms|Miss|MD|DDS|PhD|DVM|Jr|Sr|I{2,3}|IV|V)\b\.?/,
      );
    }
  });

  it('never calls faker.lorem in the seed', () => {
    const dir = fileURLToPath(new URL('./', import.meta.url));
    const sources = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );
    expect(sources.length).toBeGreaterThan(10);
    for (const file of sources) expect(readFileSync(`${dir}${file}`, 'utf8'), file).not.toMatch(/\blorem\b/i);
  });

  it('names the market’s own city and sights, and has a description with paragraphs', () => {
    for (const { market, bundle } of generated) {
      const description = bundle.listing.description ?? '';
      const sights = highlightsOf(market.id);
      expect(
        sights.some((sight) => description.includes(sight)),
        bundle.listing.id,
      ).toBe(true);
      expect(description.split(/\n\n|<\/p>/).length, bundle.listing.id).toBeGreaterThanOrEqual(3);
      expect(description).not.toMatch(/\{[a-z0-9]+\}/);
      for (const review of bundle.reviews) expect(review.comments).not.toMatch(/\{[a-z0-9]+\}/);
    }
  });
});

// What each kind of market may show and offer; everything not listed in `placeBound` fits anywhere.
const photoTags: Record<PhotoScene, readonly PhotoScene[]> = {
  beach: ['beach'],
  coast: ['coast'],
  mountain: ['mountain'],
  lake: ['lake'],
  desert: ['desert'],
  city: ['city'],
};
const placeBound = [
  'BeachAccess',
  'SkiInOut',
  'SkiStorage',
  'LakeAccess',
  'Kayaks',
  'Pool',
  'Fireplace',
  'Elevator',
];
const amenityTags: Record<PhotoScene, readonly string[]> = {
  beach: ['BeachAccess', 'Pool', 'Elevator'],
  coast: ['BeachAccess', 'Kayaks', 'Fireplace'],
  mountain: ['Fireplace'],
  lake: ['LakeAccess', 'Kayaks', 'Fireplace'],
  desert: ['Pool', 'Fireplace'],
  city: ['Pool', 'Fireplace', 'Elevator'],
};
const skiTags = ['SkiInOut', 'SkiStorage'];
const marketKinds: Record<string, PhotoScene> = {
  'mkt-denver-co': 'city',
  'mkt-asheville-nc': 'mountain',
  'mkt-miami-beach-fl': 'beach',
  'mkt-cannon-beach-or': 'coast',
  'mkt-sedona-az': 'desert',
  'mkt-lake-placid-ny': 'lake',
};

const media = fileURLToPath(new URL('../../../../apps/web/public/media/', import.meta.url));
// Marks of what a painting shows (outdoor-scenes.ts and svg-kit.ts).
const palmLeaf = 'rx="55" ry="10"';
const tropicalSea = '#2b8cbe';

describe('photos and amenities fit the market', () => {
  it('knows each sample market’s kind', () => {
    for (const [id, kind] of Object.entries(marketKinds)) {
      expect(marketSeeds.find((m) => m.id === id)?.scene, id).toBe(kind);
    }
  });

  it('shows only photos of the market’s scenery, and every photo exists', () => {
    for (const { market, bundle } of all) {
      for (const photo of bundle.photos) {
        if (photo.url === '/media/does-not-exist.jpg') continue; // vr-demo-broken-photo
        expect(existsSync(`${media}${photo.url.replace('/media/', '')}`), photo.url).toBe(true);
        const scene = sceneOfPhoto(photo.url);
        if (scene) expect(photoTags[market.scene], `${market.id} ${photo.url}`).toContain(scene);
        const svg = readFileSync(`${media}${photo.url.replace('/media/', '')}`, 'utf8');
        if (market.scene !== 'beach') expect(svg, `${market.id} ${photo.url}`).not.toContain(palmLeaf);
        if (scene && market.scene !== 'beach')
          expect(svg, `${market.id} ${photo.url}`).not.toContain(tropicalSea);
      }
    }
  });

  it('gives each listing an outdoor photo of its scenery', () => {
    for (const { market, bundle } of generated) {
      const exterior = bundle.photos.find((p) => p.category === 'Exterior');
      expect(exterior?.url, bundle.listing.id).toMatch(
        new RegExp(`^/media/exterior-${market.scene}-\\d+\\.svg$`),
      );
    }
  });

  it('offers place-bound amenities only where they fit', () => {
    const seen = new Set<string>();
    for (const { market, bundle } of all) {
      const allowed = [...amenityTags[market.scene], ...(market.ski ? skiTags : [])];
      for (const amenity of bundle.listing.amenities ?? []) {
        if (!placeBound.includes(amenity.kind)) continue;
        seen.add(amenity.kind);
        expect(allowed, `${market.id} ${bundle.listing.id} ${amenity.kind}`).toContain(amenity.kind);
      }
    }
    // The sample is big enough for every place-bound amenity to show up somewhere.
    expect([...seen].sort()).toEqual([...placeBound].sort());
  });

  it('puts a perk in a title only when the listing has it', () => {
    const perks: [RegExp, string][] = [
      [/Hot Tub/, 'HotTub'],
      [/Private Pool/, 'Pool'],
      [/Ski-in/, 'SkiInOut'],
      [/Steps to the Beach/, 'BeachAccess'],
      [/Private Dock/, 'LakeAccess'],
    ];
    for (const { bundle } of all) {
      const kinds = (bundle.listing.amenities ?? []).map((a) => a.kind);
      for (const [pattern, kind] of perks) {
        if (pattern.test(bundle.listing.name)) expect(kinds, bundle.listing.name).toContain(kind);
      }
    }
  });
});
