import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithProviders } from '../../../testing';
import { Button } from '../../button/button';
import { TextField } from '../../text-field/text-field';
import { Modal, ModalClose } from '../modal';

function renderInviteModal() {
  return renderWithProviders(
    <Modal
      title="Invite Tenant"
      description="We will e-mail them the background check form."
      trigger={<Button>Invite Tenant</Button>}
      footer={
        <ModalClose asChild>
          <Button variant="secondary">Cancel</Button>
        </ModalClose>
      }
    >
      <TextField label="Tenant email" />
    </Modal>,
  );
}

test('opens from its trigger as a dialog named by its title and description', async () => {
  const { user } = renderInviteModal();

  await user.click(screen.getByRole('button', { name: 'Invite Tenant' }));

  const dialog = screen.getByRole('dialog', { name: 'Invite Tenant' });
  expect(dialog).toHaveAccessibleDescription('We will e-mail them the background check form.');
});

test('closes on Escape and gives focus back to the trigger', async () => {
  const { user } = renderInviteModal();
  const trigger = screen.getByRole('button', { name: 'Invite Tenant' });
  await user.click(trigger);

  await user.keyboard('{Escape}');

  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(trigger).toHaveFocus();
});

test('takes focus when it opens and keeps it inside while tabbing past its last control', async () => {
  const { user } = renderInviteModal();
  await user.click(screen.getByRole('button', { name: 'Invite Tenant' }));
  const dialog = screen.getByRole('dialog');
  expect(dialog).toContainElement(document.activeElement as HTMLElement);

  for (let press = 0; press < 5; press += 1) {
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }
});

test('closes with its close button', async () => {
  const { user } = renderInviteModal();
  await user.click(screen.getByRole('button', { name: 'Invite Tenant' }));

  await user.click(screen.getByRole('button', { name: 'Close' }));

  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('tells its owner when it closes, so a controlled modal can follow', async () => {
  const onOpenChange = jest.fn();
  const { user } = renderWithProviders(
    <Modal title="Submit Maintenance Request" open onOpenChange={onOpenChange}>
      <TextField label="Issue Type" />
    </Modal>,
  );

  await user.keyboard('{Escape}');

  expect(onOpenChange).toHaveBeenCalledWith(false);
});

test('has no accessibility violations when open', async () => {
  const { user } = renderInviteModal();
  await user.click(screen.getByRole('button', { name: 'Invite Tenant' }));

  expect(await axe(document.body)).toHaveNoViolations();
});
