import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useNavigate, type To } from 'react-router-dom';
import { Button } from '../button';
import { Flex, Input, List, ListItem, RouterLink, Span, Text } from '../primitives';
import { isPageInput, pageWindow, parsePageInput } from './page-window';

export interface NumberedPagerProps {
  current: number;
  total: number;
  hrefFor: (page: number) => To;
}

const linkStyle = {
  minW: '9',
  h: '9',
  px: '2',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 'md',
  border: '1px solid',
  borderColor: 'line',
} as const;

/**
 * Numbered pagination, for every paged list: previous / next, three consecutive pages plus first and last with gaps,
 * and a page input that takes positive integers only. Pages live in the URL, so back and reload keep them.
 */
export function NumberedPager({ current, total, hrefFor }: NumberedPagerProps) {
  const { t } = useLingui();
  if (total <= 1) return null;
  return (
    <Flex
      as="nav"
      aria-label={t`Pagination`}
      alignItems="center"
      justifyContent="center"
      gap="3"
      py="6"
      flexWrap="wrap"
    >
      {current > 1 && (
        <RouterLink to={hrefFor(current - 1)} {...linkStyle} aria-label={t`Previous page`}>
          ‹
        </RouterLink>
      )}
      <List display="flex" gap="1">
        {pageWindow(current, total).map((item) =>
          item.kind === 'gap' ? (
            <ListItem key={item.key} aria-hidden="true" px="1" alignSelf="center">
              …
            </ListItem>
          ) : (
            <ListItem key={item.page}>
              <RouterLink
                to={hrefFor(item.page)}
                {...linkStyle}
                aria-label={t`Page ${item.page}`}
                aria-current={item.page === current ? 'page' : undefined}
                bg={item.page === current ? 'brand.600' : undefined}
                color={item.page === current ? 'white' : undefined}
              >
                {item.page}
              </RouterLink>
            </ListItem>
          ),
        )}
      </List>
      {current < total && (
        <RouterLink to={hrefFor(current + 1)} {...linkStyle} aria-label={t`Next page`}>
          ›
        </RouterLink>
      )}
      <Text fontSize="sm" color="muted">
        <Trans>
          Page {current} of {total}
        </Trans>
      </Text>
      <PageInput total={total} hrefFor={hrefFor} />
    </Flex>
  );
}

function PageInput({ total, hrefFor }: { total: number; hrefFor: (page: number) => To }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const target = parsePageInput(value, total);
  return (
    <Flex
      as="form"
      gap="2"
      alignItems="center"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (target === null) return;
        setValue('');
        void navigate(hrefFor(target));
      }}
    >
      <Span fontSize="sm" color="muted">
        <Trans>Go to page</Trans>
      </Span>
      <Input
        type="text"
        inputMode="numeric"
        aria-label={t`Page number, 1 to ${total}`}
        w="16"
        value={value}
        aria-invalid={value !== '' && target === null}
        // Only digits, no leading zero; anything else is not taken.
        onChange={(event) => {
          if (isPageInput(event.target.value)) setValue(event.target.value);
        }}
      />
      <Button type="submit" variant="outline" size="sm" disabled={target === null}>
        <Trans>Go</Trans>
      </Button>
    </Flex>
  );
}
