import { matchRoute, ROUTES, routePath, routesOf, type RouteId } from './routes';

describe('the route table', () => {
  it('matches every pattern back to its own route', () => {
    for (const id of Object.keys(ROUTES) as RouteId[]) {
      const concrete = ROUTES[id].pattern.replace(/:(\w+)\?/g, 'x').replace(/:(\w+)/g, '42');
      expect(matchRoute(concrete)?.id).toBe(id);
    }
  });

  it('prefers a static segment to a parameter, as the router does', () => {
    expect(matchRoute('/dashboard/playlists/sent')?.id).toBe('sentPlaylists');
    expect(matchRoute('/dashboard/playlists/0b8e')).toEqual({ id: 'playlist', params: { uuid: '0b8e' } });
  });

  it('reads the parameters of a path, decoded', () => {
    expect(matchRoute('/dashboard/briefings/3/a%20b')).toEqual({
      id: 'briefingTrack',
      params: { id: '3', trackId: 'a b' },
    });
    expect(matchRoute('/rates-licensing')).toEqual({ id: 'ratesLicensing', params: {} });
  });

  it('builds a path from the pattern and leaves an absent optional segment out', () => {
    expect(routePath('signContract', { id: 5 })).toBe('/dashboard/contracts/digital-contracts/5/sign');
    expect(routePath('ratesLicensing', {})).toBe('/rates-licensing');
  });

  it("lists a remote's routes, and only its own", () => {
    expect(routesOf('composer')).toContain('signContract');
    expect(routesOf('composer').every((id) => ROUTES[id].owner === 'composer')).toBe(true);
    expect(routesOf('host')).toContain('releaseHealth');
  });
});
