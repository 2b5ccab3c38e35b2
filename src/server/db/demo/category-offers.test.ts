import { describe, expect, it } from 'vitest';
import { MATERIALS_OF, OFFERS_OF, RELATED_CATEGORIES } from './category-offers';
import { CATEGORIES } from './content';
import { DEMO_MATERIALS, DEMO_PROCESSES, PROCESSES_OF } from './vocabulary';

const slugs = CATEGORIES.map((c) => c.slug as string);

describe('what the demo companies make, by category', () => {
  it('gives every category three offers in both languages, each named once', () => {
    for (const slug of slugs) {
      const offers = OFFERS_OF[slug] ?? [];
      expect(offers.length, slug).toBe(3);
      for (const offer of offers)
        for (const text of offer) expect(text.trim(), `${slug}: ${offer[1]}`).not.toBe('');
    }
    const names = Object.values(OFFERS_OF).flatMap((offers) => offers.map((offer) => offer[1]));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(OFFERS_OF).sort()).toEqual([...slugs].sort());
  });

  it('tags every category with processes and materials that the vocabulary holds', () => {
    const processes = new Set(DEMO_PROCESSES.map(([pt]) => pt));
    const materials = new Set(DEMO_MATERIALS.map(([pt]) => pt));
    for (const slug of slugs) {
      expect(PROCESSES_OF[slug]?.length, `${slug} processes`).toBeGreaterThan(0);
      for (const name of PROCESSES_OF[slug] ?? []) expect(processes, slug).toContain(name);
      expect(MATERIALS_OF[slug]?.length, `${slug} materials`).toBeGreaterThan(0);
      for (const name of MATERIALS_OF[slug] ?? []) expect(materials, slug).toContain(name);
    }
  });

  it('relates categories only to known ones', () => {
    for (const [slug, related] of Object.entries(RELATED_CATEGORIES)) {
      expect(slugs).toContain(slug);
      for (const other of related) expect(slugs, slug).toContain(other);
    }
  });
});
