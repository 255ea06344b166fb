import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

export interface CardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title?: ReactNode;
  /** The heading level of the title, to fit the page's outline. */
  titleAs?: 'h2' | 'h3' | 'h4';
  /** Shown at the right of the title, e.g. a "Manage" link. */
  action?: ReactNode;
  children?: ReactNode;
}

export const CardFrame = styled.div`
  padding: 20px;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 12px;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: 700;
`;

/** A framed block of related content with an optional title and action. */
export function Card({ title, titleAs = 'h2', action, children, ...rest }: CardProps) {
  return (
    <CardFrame {...rest}>
      {(title || action) && (
        <Header>
          {title && <Title as={titleAs}>{title}</Title>}
          {action}
        </Header>
      )}
      {children}
    </CardFrame>
  );
}
