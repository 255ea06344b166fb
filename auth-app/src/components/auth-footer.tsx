import styled from 'styled-components';

/** The line under an auth form that links to the neighbouring screen, e.g. "Sign Up". */
export const AuthFooter = styled.p`
  margin-top: 24px;
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;
