import { foundResponses, recordTracksPage } from './common-schemas';

/** A route's answers by status code. */
type Answers = { [status: number]: unknown };

/** What a route takes (params, querystring, body: any it has) and its own answers. */
interface RouteParts {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  response: Answers;
}

/** The route's own answers and the group's, as one object type (the type provider reads its keys). */
type AllAnswers<Own, Common> = {
  [Status in keyof Own | keyof Common]: Status extends keyof Common
    ? Common[Status]
    : Status extends keyof Own
      ? Own[Status]
      : never;
};

/**
 * The schemas of a group of routes under one OpenAPI tag. `common` holds the answers every route of the group may
 * give besides its own: `authErrorResponses` where the whole group needs a signed-in customer.
 */
export function routeGroup<Common extends Answers = Record<never, never>>(
  tag: string,
  common: Common = {} as Common,
) {
  const tags = [tag];
  const route = <Parts extends RouteParts>(summary: string, { response, ...request }: Parts) => ({
    tags,
    summary,
    ...(request as Omit<Parts, 'response'>),
    response: { ...response, ...common } as AllAnswers<Parts['response'], Common>,
  });
  /** A route that takes nothing and has one answer: 200 with `answer`. */
  const read = <Answer>(summary: string, answer: Answer) => route(summary, { response: { 200: answer } });
  /** A public read of one record by `params` (id, uuid or slug): 200 with `answer`, 404 when there is none. */
  const found = <Params, Answer>(summary: string, params: Params, answer: Answer) =>
    route(summary, { params, response: foundResponses(answer) });
  /**
   * A public record with its tracks (an album, a curated playlist), both read by `params`: the record, and its
   * tracks in order 50 a page; 404 when there is no such record.
   */
  const recordWithTracks = <Params, Answer>(
    params: Params,
    record: Answer,
    summaries: { record: string; tracks: string },
  ) => ({
    record: found(summaries.record, params, record),
    tracks: route(summaries.tracks, { params, ...recordTracksPage }),
  });
  return { route, read, found, recordWithTracks };
}
