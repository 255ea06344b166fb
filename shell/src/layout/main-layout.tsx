import { Outlet } from 'react-router-dom';
import styled from 'styled-components';

const Content = styled.main`
  padding: 32px;
`;

/** The frame around every signed-in page. */
export function MainLayout() {
  return (
    <Content>
      <Outlet />
    </Content>
  );
}
