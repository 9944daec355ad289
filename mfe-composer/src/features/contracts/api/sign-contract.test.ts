import { ApiError } from '@rsm/shared';
import { signingRefusal } from './sign-contract';

describe('why a signature was refused', () => {
  it('tells a signature racing another one of the same contract from the other refusals', () => {
    const message = 'This contract is being signed in another window. Wait a moment, then open it again.';
    const racing = new ApiError(409, { code: 'signing_in_progress', errors: [message], message }, message);
    expect(signingRefusal(racing)).toBe('signing_in_progress');
    const signed = new ApiError(409, { code: 'already_signed' }, 'This contract is already signed');
    expect(signingRefusal(signed)).toBe('already_signed');
    expect(signingRefusal(new ApiError(409, { code: 'something_new' }, 'x'))).toBeNull();
  });
});
