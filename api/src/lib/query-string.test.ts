import { parseQueryString } from './query-string';

describe('parseQueryString', () => {
  it('parses plain keys like the default parser', () => {
    expect({ ...parseQueryString('page=2&per=20&sort=name%20asc') }).toEqual({
      page: '2',
      per: '20',
      sort: 'name asc',
    });
    expect({ ...parseQueryString('a=1&a=2&a=3') }).toEqual({ a: ['1', '2', '3'] });
  });

  it('groups Rails-style bracketed arrays', () => {
    const query = parseQueryString(
      'q%5Btext%5D%5B%5D=caf%C3%A9&q[genres][]=Rock&q[genres][]=Pop&q[moods]=Calm',
    );
    expect(JSON.parse(JSON.stringify(query))).toEqual({
      q: { text: ['café'], genres: ['Rock', 'Pop'], moods: ['Calm'] },
    });
  });

  it('ignores keys that could reach a prototype or are not simple names', () => {
    const query = parseQueryString('__proto__[polluted]=1&q[__proto__][]=x&a.b=1&constructor[prototype][]=1');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(query)).toEqual(['constructor']);
    expect(Object.getPrototypeOf(query)).toBeNull();
  });
});
