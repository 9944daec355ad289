/**
 * The one error body of every 4xx and 5xx answer, devise_token_auth's: `errors` is a list of messages, or — when
 * fields are at fault (422, parameters that do not match the route's schema included) — messages per field plus
 * `full_messages`. `message` repeats the first message for clients that read only that.
 */
export type FieldMessages = Record<string, string[]>;
export interface ErrorBody {
  success?: false;
  status?: 'error';
  errors: string[] | (FieldMessages & { full_messages: string[] });
  message: string;
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * Rails words a full message as "Name has already been taken". A message that is already a sentence ("Folder name
 * is required") stands as it is; zod's "Too big: …" reads "Per too big: …".
 */
export function fullMessage(field: string, message: string): string {
  const human = field.replace(/[._]/g, ' ');
  const named = `${human.charAt(0).toUpperCase()}${human.slice(1)}`;
  if (!/^[A-Z][a-z]/.test(message)) return `${named} ${message}`;
  return message.includes(':') ? `${named} ${message.charAt(0).toLowerCase()}${message.slice(1)}` : message;
}

/** Field errors with their full messages, in the order the fields came. */
export function fieldErrorBody(fields: FieldMessages): ErrorBody {
  const full = Object.entries(fields).flatMap(([field, messages]) =>
    messages.map((message) => fullMessage(field, message)),
  );
  return { errors: { ...fields, full_messages: full }, message: full[0] ?? 'Invalid request' };
}

/**
 * Brings any error payload a route or plugin sends ({message}, {errors: [...]}, {errors: {field: [...]}}) to the
 * shape above, keeping what else it carries (devise's `success: false`, `status: 'error'`).
 */
export function toErrorBody(payload: unknown, fallback: string): ErrorBody {
  const body = payload && typeof payload === 'object' && !Array.isArray(payload) ? { ...payload } : {};
  const { message, errors } = body as { message?: unknown; errors?: unknown };
  if (isStringList(errors) && errors.length > 0) {
    return { ...body, errors, message: typeof message === 'string' ? message : (errors[0] as string) };
  }
  if (errors && typeof errors === 'object' && !Array.isArray(errors)) {
    const { full_messages: given, ...fields } = errors as Record<string, unknown>;
    const lists = Object.fromEntries(
      Object.entries(fields).map(([field, value]) => [field, isStringList(value) ? value : [String(value)]]),
    );
    const shaped = fieldErrorBody(lists);
    if (isStringList(given) && given.length > 0) {
      shaped.errors = { ...lists, full_messages: given };
      shaped.message = given[0] as string;
    }
    return { ...body, ...shaped, message: typeof message === 'string' ? message : shaped.message };
  }
  const text = typeof message === 'string' && message.length > 0 ? message : fallback;
  return { ...body, errors: [text], message: text };
}
