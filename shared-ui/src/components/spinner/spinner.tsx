import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: string }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2s;
  }
`;

/**
 * A turning ring. With a `label` it is announced as a status; without one it is decoration beside
 * something that already says what is happening.
 */
export function Spinner({ label, size = '1em' }: { label?: string; size?: string }) {
  return label ? (
    <Ring $size={size} role="status" aria-label={label} />
  ) : (
    <Ring $size={size} aria-hidden="true" />
  );
}
