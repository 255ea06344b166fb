import styled, { keyframes } from 'styled-components';
import { Logo } from '../logo/logo';
import { Spinner } from '../spinner/spinner';

const fadeIn = keyframes`from { opacity: 0; }`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.layer.loadingOverlay};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 20px;
  background: color-mix(in srgb, ${({ theme }) => theme.color.background} 90%, transparent);
  color: ${({ theme }) => theme.color.brand};
  animation: ${fadeIn} 150ms ease-out;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** Covers the whole screen with the logo and a spinner while `visible`, announced as "Loading". */
export function LoadingOverlay({ visible }: { visible: boolean }) {
  if (!visible) return null;
  return (
    <Overlay role="status" aria-live="polite" aria-label="Loading">
      <Logo />
      <Spinner size="28px" />
    </Overlay>
  );
}
