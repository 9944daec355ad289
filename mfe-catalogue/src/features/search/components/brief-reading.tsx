import { Trans, useLingui } from '@lingui/react/macro';
import { Span, Text, type Interpretation } from '@rsm/shared';
import { Fragment } from 'react';

/**
 * How the search read a brief, beside the results: "Showing results for “upbeat”: Happy, Uplifting; without vocals
 * (“no vocals”)". Words taken by meaning and phrases that exclude are said, so a surprising result explains itself.
 */
export function BriefReading({ interpretation }: { interpretation: Interpretation | undefined }) {
  const { t } = useLingui();
  const meanings = interpretation?.meanings.filter((meaning) => meaning.to.length > 0) ?? [];
  // A phrase read both ways ("no vocals": Instrumental, and leaving out the Vocals instrument) is said once.
  const read = new Set(meanings.map((meaning) => meaning.from));
  const excluded = (interpretation?.excluded ?? []).filter((exclusion) => !read.has(exclusion.from));
  if (meanings.length === 0 && excluded.length === 0) return null;
  const parts = [
    ...meanings.map(({ from, to }) => (
      <Fragment key={`m:${from}`}>
        “{from}”: <strong>{to.map((term) => term.name).join(', ')}</strong>
      </Fragment>
    )),
    ...excluded.map(({ from, term }) => (
      <Fragment key={`x:${from}:${term.value}`}>
        <strong>{t`without ${term.name}`}</strong> (“{from}”)
      </Fragment>
    )),
  ];
  return (
    <Text mb="2" data-testid="search-interpretation">
      <Trans>Showing results for</Trans>{' '}
      {parts.map((part, index) => (
        <Span key={index}>
          {index > 0 && '; '}
          {part}
        </Span>
      ))}
    </Text>
  );
}
