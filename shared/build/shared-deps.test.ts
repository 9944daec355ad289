import { sharedDependencies } from './shared-deps';

describe('the share scope', () => {
  it("gives a remote the host's @rsm/shared even when it was built against a newer one", () => {
    const shared = sharedDependencies()['@rsm/shared']!;
    // One copy per page (the bus's stores exist once); a caret range, and never strictVersion: a remote that
    // asks for more than the host provides runs on the host's copy (the federation runtime warns) instead of
    // failing to load a second one, and what it then lacks fails inside its slot (see host RemoteSlot).
    expect(shared).toMatchObject({ singleton: true, requiredVersion: `^${shared.version}` });
    expect(shared.strictVersion).toBeUndefined();
  });

  it('makes the host, and only the host, provide every shared library at once', () => {
    const host = sharedDependencies({ eager: true });
    const remote = sharedDependencies();
    expect(Object.values(host).every((entry) => entry.eager && entry.singleton)).toBe(true);
    expect(Object.values(remote).some((entry) => entry.eager)).toBe(false);
    expect(Object.keys(remote)).toEqual(Object.keys(host));
  });

  it('shares what apps import themselves, not the styling engine only @rsm/shared uses', () => {
    const names = Object.keys(sharedDependencies());
    expect(names).toEqual(
      expect.arrayContaining(['react', '@tanstack/react-query', '@lingui/react', '@rsm/shared']),
    );
    expect(names.some((name) => name.startsWith('@emotion/') || name.startsWith('@chakra-ui/'))).toBe(false);
  });
});
