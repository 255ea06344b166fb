import * as Dialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';

export interface ModalProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Buttons under the content, e.g. a cancel (`ModalClose`) and a submit. */
  footer?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the modal, e.g. `<Button>Invite Tenant</Button>`. */
  trigger?: ReactElement;
  size?: 'sm' | 'md' | 'lg';
}

const widths = { sm: '420px', md: '560px', lg: '760px' };

const fadeIn = keyframes`from { opacity: 0; }`;
const rise = keyframes`from { opacity: 0; transform: translate(-50%, -46%); }`;

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.layer.modal};
  background: ${({ theme }) => theme.color.scrim};
  animation: ${fadeIn} 150ms ease-out;
`;

const Content = styled(Dialog.Content)<{ $width: string }>`
  position: fixed;
  z-index: ${({ theme }) => theme.layer.modal};
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(${({ $width }) => $width}, calc(100vw - 32px));
  max-height: calc(100vh - 48px);
  overflow-y: auto;
  padding: 24px;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.floating};
  animation: ${rise} 180ms ease-out;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 16px;
  margin-bottom: 20px;
`;

const Title = styled(Dialog.Title)`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Description = styled(Dialog.Description)`
  margin: 6px 0 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const CloseButton = styled(Dialog.Close)`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.text};
  }
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 12px;
  margin-top: 24px;
`;

/**
 * Closes the modal it sits in, e.g.
 * `<ModalClose asChild><Button variant="secondary">Cancel</Button></ModalClose>`.
 */
export const ModalClose = Dialog.Close;

/**
 * A dialog over the page. Focus stays inside while it is open and returns to the opener after; it
 * closes on Escape, on its close button and on a click outside.
 */
export function Modal({
  title,
  description,
  children,
  footer,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  size = 'md',
}: ModalProps) {
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Overlay />
        {/* Without a description, radix is told there is none instead of pointing at nothing. */}
        <Content $width={widths[size]} {...(description ? {} : { 'aria-describedby': undefined })}>
          <Header>
            <div>
              <Title>{title}</Title>
              {description && <Description>{description}</Description>}
            </div>
            <CloseButton aria-label="Close">
              <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
                <path
                  d="M4 4l10 10M14 4 4 14"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </CloseButton>
          </Header>
          {children}
          {footer && <Footer>{footer}</Footer>}
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
