import { passwordHashCost } from './password-cost';

describe('passwordHashCost', () => {
  it("keeps argon2's own defaults outside the tests, whatever the environment is called", () => {
    for (const nodeEnv of ['production', 'development', '']) expect(passwordHashCost(nodeEnv)).toEqual({});
  });

  it('hashes at the least cost under jest', () => {
    expect(passwordHashCost('test')).toEqual({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
  });
});
