import { Command } from 'cmdk';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, selectSessionRole, useAppSelector } from 'shared-api';
import type { SearchResult, SearchResultKind } from 'shared-api/contract';
import styled from 'styled-components';

const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchAccount: build.query<SearchResult[], string>({
      query: (q) => ({ url: 'search', params: { q } }),
      transformResponse: (answer: { data: SearchResult[] }) => answer.data,
    }),
  }),
});

const groupNames: Record<SearchResultKind, string> = {
  property: 'Properties',
  tenant: 'Tenants',
  lease: 'Leases',
  maintenance: 'Maintenance requests',
};

const recentKey = 'recent-search-results';
const recentLimit = 5;

/** The results opened lately, kept per role in this browser. */
function readRecent(role: string): SearchResult[] {
  try {
    const kept = JSON.parse(localStorage.getItem(`${recentKey}:${role}`) ?? '[]');
    return Array.isArray(kept) ? (kept as SearchResult[]) : [];
  } catch {
    return [];
  }
}

function keepRecent(role: string, result: SearchResult) {
  const kept = [result, ...readRecent(role).filter((seen) => seen.link !== result.link)];
  localStorage.setItem(`${recentKey}:${role}`, JSON.stringify(kept.slice(0, recentLimit)));
}

const Palette = styled.div`
  [cmdk-overlay] {
    position: fixed;
    inset: 0;
    z-index: ${({ theme }) => theme.layer.modal};
    background: ${({ theme }) => theme.color.scrim};
  }
  [cmdk-dialog] {
    position: fixed;
    z-index: ${({ theme }) => theme.layer.modal};
    top: 12vh;
    left: 50%;
    transform: translateX(-50%);
    width: min(620px, calc(100vw - 32px));
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    box-shadow: ${({ theme }) => theme.shadow.floating};
    overflow: hidden;
  }
  [cmdk-input] {
    width: 100%;
    height: 52px;
    padding: 0 16px;
    border: 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    background: transparent;
    color: inherit;
    font: inherit;
    outline: none;
  }
  [cmdk-list] {
    max-height: min(60vh, 420px);
    overflow-y: auto;
    padding: 8px;
  }
  [cmdk-group-heading] {
    padding: 8px 8px 4px;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: 700;
    text-transform: uppercase;
  }
  [cmdk-item] {
    display: grid;
    gap: 2px;
    padding: 8px 10px;
    border-radius: ${({ theme }) => theme.radius.sm};
    cursor: pointer;
  }
  [cmdk-item][data-selected='true'] {
    background: ${({ theme }) => theme.color.brandSoft};
  }
  [cmdk-item] small {
    color: ${({ theme }) => theme.color.textMuted};
  }
  [cmdk-empty],
  [cmdk-loading] {
    padding: 16px;
    color: ${({ theme }) => theme.color.textMuted};
    text-align: center;
  }
`;

function ResultItem({ result, onOpen }: { result: SearchResult; onOpen: () => void }) {
  return (
    <Command.Item value={`${result.kind}:${result.id}`} onSelect={onOpen}>
      <span>{result.title}</span>
      <small>{result.subtitle}</small>
    </Command.Item>
  );
}

/**
 * The search palette: searches the signed-in account on the server; arrows move through the
 * results, Enter opens one. With nothing typed it offers the results opened lately.
 */
export function SearchPalette({
  open,
  onOpenChange,
  dashboard,
  takeTypedAhead = () => '',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  dashboard: string;
  /** What was typed for the palette before it could show, to start its search box with. */
  takeTypedAhead?: () => string;
}) {
  const navigate = useNavigate();
  const role = useAppSelector(selectSessionRole) ?? 'owner';
  const [typed, setTyped] = useState(takeTypedAhead);
  const [query, setQuery] = useState('');
  const searching = query.length >= 2;
  const results = searchApi.useSearchAccountQuery(query, { skip: !searching });
  // Read afresh each time the palette opens.
  const recent = useMemo(() => (open ? readRecent(role) : []), [open, role]);
  // The palette renders into this element, so the styles around it reach it.
  const [host, setHost] = useState<HTMLDivElement | null>(null);

  // Ask the server once typing pauses, not on every key.
  useEffect(() => {
    const pause = setTimeout(() => setQuery(typed.trim()), 200);
    return () => clearTimeout(pause);
  }, [typed]);

  function openResult(result: SearchResult) {
    keepRecent(role, result);
    onOpenChange(false);
    setTyped('');
    navigate(result.link);
  }

  const found = searching ? (results.currentData ?? []) : [];
  const kinds = [...new Set(found.map((result) => result.kind))];

  return (
    <>
      <Palette ref={setHost} />
      <Command.Dialog
        open={open}
        onOpenChange={onOpenChange}
        label="Search"
        shouldFilter={false}
        container={host ?? undefined}
      >
        <Command.Input
          value={typed}
          onValueChange={setTyped}
          placeholder="Search properties, tenants, leases and requests"
          aria-label="Search"
        />
        <Command.List>
          {searching && results.isFetching && found.length === 0 && (
            <Command.Loading>Searching…</Command.Loading>
          )}
          {searching && !results.isFetching && (
            <Command.Empty>No results for “{query}”</Command.Empty>
          )}
          {kinds.map((kind) => (
            <Command.Group key={kind} heading={groupNames[kind]}>
              {found
                .filter((result) => result.kind === kind)
                .map((result) => (
                  <ResultItem key={result.id} result={result} onOpen={() => openResult(result)} />
                ))}
            </Command.Group>
          ))}
          {!searching && (
            <>
              {recent.length > 0 && (
                <Command.Group heading="Recent">
                  {recent.map((result) => (
                    <ResultItem
                      key={result.link}
                      result={result}
                      onOpen={() => openResult(result)}
                    />
                  ))}
                </Command.Group>
              )}
              <Command.Group heading="Go to">
                <Command.Item
                  value="dashboard"
                  onSelect={() => {
                    onOpenChange(false);
                    navigate(dashboard);
                  }}
                >
                  <span>Dashboard</span>
                </Command.Item>
              </Command.Group>
            </>
          )}
        </Command.List>
      </Command.Dialog>
    </>
  );
}
