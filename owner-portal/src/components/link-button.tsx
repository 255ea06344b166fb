import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** A link to another page that looks like a button, e.g. "Add Property" or "Edit". */
export const LinkButton = styled(Link)<{ $variant?: 'primary' | 'secondary' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 18px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid
    ${({ theme, $variant }) => ($variant === 'secondary' ? theme.color.border : 'transparent')};
  font-weight: 600;
  text-decoration: none;
  color: ${({ theme, $variant }) =>
    $variant === 'secondary' ? theme.color.text : theme.color.onBrand};
  background: ${({ theme, $variant }) =>
    $variant === 'secondary' ? theme.color.surface : theme.color.brand};

  &:hover {
    filter: brightness(0.95);
  }
`;
