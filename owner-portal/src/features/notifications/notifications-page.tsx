export { NotificationsPage } from 'shared-ui';
