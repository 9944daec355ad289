import { pagingMeta, pagingQuery, toPage } from './paging';

describe('paging', () => {
  it('describes a middle page', () => {
    expect(pagingMeta(120, toPage({ page: 2, per: 50 }))).toEqual({
      total_count: 120,
      current_page: 2,
      per_page: 50,
      total_pages: 3,
      next: 3,
      prev: 1,
    });
  });

  it('has no next on the last page and no prev on the first', () => {
    expect(pagingMeta(10, toPage({ page: 1, per: 48 }))).toMatchObject({
      total_pages: 1,
      next: null,
      prev: null,
    });
  });

  it('describes an empty list as zero pages', () => {
    expect(pagingMeta(0, toPage({ page: 1, per: 48 }))).toMatchObject({
      total_pages: 0,
      next: null,
      prev: null,
    });
  });

  it('points prev at the last real page when asked beyond the end', () => {
    expect(pagingMeta(30, toPage({ page: 9, per: 10 }))).toMatchObject({ next: null, prev: 3 });
  });

  it('coerces query strings, applies the default per and caps it at 250', () => {
    const schema = pagingQuery(48);
    expect(schema.parse({})).toEqual({ page: 1, per: 48 });
    expect(schema.parse({ page: '3', per: '250' })).toEqual({ page: 3, per: 250 });
    expect(schema.safeParse({ per: '251' }).success).toBe(false);
    expect(schema.safeParse({ per: '-1' }).success).toBe(false);
    expect(schema.safeParse({ page: '1.5' }).success).toBe(false);
  });
});
