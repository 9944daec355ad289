/** The body every error leaves with (src/plugins/error-body.ts): devise_token_auth's list plus `message`. */
export const errorBody = (message: unknown) => ({ errors: [message], message });

/** Any error body: a list of messages or messages per field (400 for bad parameters, 422), plus `message`. */
export const anyErrorBody = () =>
  expect.objectContaining({ errors: expect.anything(), message: expect.any(String) });
