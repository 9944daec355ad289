import { setUpTestApp } from '../../../test/helper';
import { q, searchRequests } from '../../../test/search-requests';

describe('the filter panel beside the results', () => {
  const ctx = setUpTestApp();
  const { search, facets } = searchRequests(ctx);

  it("counts each facet's options as the search with that value added finds", async () => {
    const base = `${q('text', 'piano')}&${q('genres', 'Pop')}`;
    const panel = await facets(base);
    expect(panel.total_count).toBe((await search(base)).meta.total_count);
    // Every option of an open facet: its count is the search narrowed by it.
    const open = ['moods', 'instruments', 'labels', 'key', 'vocals'] as const;
    expect(panel.moods.length).toBeGreaterThan(0);
    for (const facet of open)
      for (const option of panel[facet])
        expect({ facet, value: option.value, count: option.count }).toEqual({
          facet,
          value: option.value,
          count: (await search(`${base}&${q(facet, option.value)}`)).meta.total_count,
        });
    // The chosen facet leaves its own value out: another genre counts what choosing it alone with the rest finds.
    const other = panel.genres.find((genre) => genre.value !== 'Pop')!;
    expect(other.count).toBe(
      (await search(`${q('text', 'piano')}&${q('genres', other.value)}`)).meta.total_count,
    );
    const vocals = Object.fromEntries(panel.vocals.map((option) => [option.value, option.count]));
    expect((vocals.vocal ?? 0) + (vocals.instrumental ?? 0)).toBe(panel.total_count);
    expect(panel.bpm!.min).toBeLessThanOrEqual(panel.bpm!.max);
    // Names in the request language.
    const pt = await facets(base, 'PTRSM');
    expect(pt.genres.map((genre) => genre.name)).toContain('Pop');
    expect(pt.vocals.map((option) => option.name)).toContain('Instrumental');
    expect(pt.moods.map((option) => option.name)).not.toContain('Happy');
  });

  it('counts each chosen facet with the other chosen values, and the open ones with all of them', async () => {
    const text = q('text', 'piano');
    const chosen = { genres: 'Pop', vocals: 'instrumental', moods: '' };
    const first = await facets(`${text}&${q('genres', chosen.genres)}&${q('vocals', chosen.vocals)}`);
    chosen.moods = first.moods[0]!.value;
    const base = `${text}&${q('genres', chosen.genres)}&${q('vocals', chosen.vocals)}&${q('moods', chosen.moods)}`;
    const panel = await facets(base);
    expect(panel.total_count).toBe((await search(base)).meta.total_count);
    expect(panel.total_count).toBeGreaterThan(0);
    const others = (facet: keyof typeof chosen) =>
      (Object.keys(chosen) as (keyof typeof chosen)[])
        .filter((other) => other !== facet)
        .map((other) => q(other, chosen[other]));
    for (const facet of Object.keys(chosen) as (keyof typeof chosen)[]) {
      expect(panel[facet].length).toBeGreaterThan(0);
      for (const option of panel[facet])
        expect({ facet, value: option.value, count: option.count }).toEqual({
          facet,
          value: option.value,
          count: (await search([text, ...others(facet), q(facet, option.value)].join('&'))).meta.total_count,
        });
    }
    expect(panel.instruments.length).toBeGreaterThan(0);
    for (const option of panel.instruments)
      expect(option.count).toBe((await search(`${base}&${q('instruments', option.value)}`)).meta.total_count);
  });
});
