import styled from 'styled-components';

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-weight: 700;
  font-size: 1.125rem;
  color: inherit;
`;

/** The product's mark: a roof over the name. */
export function Logo({ label = 'Homestead' }: { label?: string }) {
  return (
    <Mark>
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
        <rect width="28" height="28" rx="7" fill="currentColor" opacity="0.15" />
        <path d="M6 14 14 7l8 7v8h-5v-5h-6v5H6z" fill="currentColor" />
      </svg>
      {label}
    </Mark>
  );
}
