import { ApiError } from '@rsm/shared';
import { setServerFieldErrors } from './server-errors';

describe('setServerFieldErrors', () => {
  it("puts the server's first message on each field of the form, and nothing on fields it lacks", () => {
    const error = new ApiError(
      422,
      {
        errors: {
          email: ['has already been taken', 'is too long'],
          plan: ['is not included'],
          full_messages: ['Email has already been taken'],
        },
      },
      'Email has already been taken',
    );
    const setError = jest.fn();
    setServerFieldErrors(error, ['email', 'password'] as const, setError);
    expect(setError.mock.calls).toEqual([['email', { message: 'has already been taken' }]]);
  });

  it('sets nothing for a failure without field errors', () => {
    const setError = jest.fn();
    setServerFieldErrors(new Error('offline'), ['email'] as const, setError);
    expect(setError).not.toHaveBeenCalled();
  });
});
