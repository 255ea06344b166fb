import { useEffect, useRef, useState } from 'react';
import { Button } from 'shared-ui';
import styled from 'styled-components';

const MoreRow = styled.div`
  grid-column: 1 / -1;
  display: flex;
  justify-content: center;
  margin-top: 16px;
`;

/**
 * "Load more", pressed by itself once it scrolls into view; "Try again" after a failed page.
 * `inList` when it is the last item of the list it extends.
 */
export function LoadMore({
  onMore,
  loading,
  failed = false,
  inList = false,
}: {
  onMore: () => void;
  loading: boolean;
  failed?: boolean;
  inList?: boolean;
}) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const target = button.current;
    if (failed || !target || typeof IntersectionObserver === 'undefined') return;
    const watcher = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onMore();
    });
    watcher.observe(target);
    return () => watcher.disconnect();
  }, [onMore, failed]);
  return (
    <MoreRow as={inList ? 'li' : 'div'}>
      <Button ref={button} variant="secondary" loading={loading} onClick={onMore}>
        {failed ? 'Try again' : 'Load more'}
      </Button>
    </MoreRow>
  );
}

/** The value once it has stopped changing for a moment, so each key typed does not load a list. */
export function useSettled<Value>(value: Value, delayMs: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
